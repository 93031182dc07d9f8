// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import java.util.List;

import org.latscope.analysis.stats.Distribution;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.preferences.AnalysisPreferences;
import org.latscope.ui.internal.views.table.ListTableModel;
import org.latscope.ui.internal.views.table.TableModel;

/**
 * The figures of distributions, one row each: count, min, p50, p90, p99, p99.9, max and mean,
 * durations in the preferred unit ({@link AnalysisPreferences}).
 */
final class FiguresTableModel extends ListTableModel<FiguresTableModel.Row> {

    /**
     * One row.
     *
     * @param name what the row is (a latency kind, a histogram series, a run)
     * @param distribution its figures
     */
    record Row(String name, Distribution distribution) {
    }

    static final int NAME = 0, COUNT = 1, MIN = 2, P50 = 3, P90 = 4, P99 = 5, P999 = 6, MAX = 7, MEAN = 8;

    private static final String[] HEADERS = { Messages.Figures_name, Messages.Figures_count, Messages.Figures_min,
            Messages.Figures_p50, Messages.Figures_p90, Messages.Figures_p99, Messages.Figures_p999, Messages.Figures_max,
            Messages.Figures_mean };

    private final AnalysisPreferences preferences;

    /**
     * @param rows the rows
     * @param preferences the unit of durations
     */
    FiguresTableModel(List<Row> rows, AnalysisPreferences preferences) {
        super(rows, HEADERS);
        this.preferences = preferences;
    }





    @Override
    public String text(int row, int col) {
        Distribution d = row(row).distribution();
        if (col == NAME) {
            return row(row).name();
        }
        if (col == COUNT) {
            return Long.toString(d.count());
        }
        return d.count() == 0 ? "" : preferences.format(value(d, col)); //$NON-NLS-1$
    }

    @Override
    public int compare(int rowA, int rowB, int col) {
        return col == NAME ? row(rowA).name().compareTo(row(rowB).name())
                : Long.compare(value(row(rowA).distribution(), col), value(row(rowB).distribution(), col));
    }

    private static long value(Distribution d, int col) {
        return switch (col) {
            case COUNT -> d.count();
            case MIN -> d.minNs();
            case P50 -> d.p50Ns();
            case P90 -> d.p90Ns();
            case P99 -> d.p99Ns();
            case P999 -> d.p999Ns();
            case MAX -> d.maxNs();
            default -> Math.round(d.meanNs());
        };
    }

    @Override
    public boolean matches(int row, String filter) {
        return TableModel.containsIgnoreCase(row(row).name(), filter);
    }

    @Override
    public boolean numeric(int col) {
        return col != NAME;
    }
}
