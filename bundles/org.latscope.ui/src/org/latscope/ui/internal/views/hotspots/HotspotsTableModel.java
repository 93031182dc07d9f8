// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.hotspots;

import java.util.List;

import org.eclipse.osgi.util.NLS;
import org.latscope.analysis.Durations;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.views.table.TableModel;

/**
 * The Hotspots table: key, count, total, max, traces and one count column per run, read from
 * the {@link HotspotsResult} by row index; durations in milliseconds.
 */
public final class HotspotsTableModel implements TableModel {

    /** Columns before the per-run counts. */
    public static final int KEY = 0, COUNT = 1, TOTAL = 2, MAX = 3, TRACES = 4, RUNS = 5;

    private static final String MS = "ms"; //$NON-NLS-1$

    private final HotspotsResult.Request request;
    private final HotspotsResult result;
    private final List<Hotspot> hotspots;

    /**
     * @param request what was computed
     * @param result what the analysis computed
     */
    public HotspotsTableModel(HotspotsResult.Request request, HotspotsResult result) {
        this.request = request;
        this.result = result;
        this.hotspots = result.report().hotspots();
    }

    /** @return what was computed */
    public HotspotsResult.Request request() {
        return request;
    }

    /** @return what the analysis computed */
    public HotspotsResult result() {
        return result;
    }

    /**
     * @param row a model row
     * @return its hotspot
     */
    public Hotspot hotspot(int row) {
        return hotspots.get(row);
    }

    @Override
    public int rowCount() {
        return hotspots.size();
    }

    @Override
    public int columnCount() {
        return RUNS + result.runs().size();
    }

    @Override
    public String header(int col) {
        return switch (col) {
            case KEY -> Messages.Hotspots_key;
            case COUNT -> Messages.Hotspots_count;
            case TOTAL -> Messages.Hotspots_total;
            case MAX -> Messages.Hotspots_max;
            case TRACES -> Messages.Hotspots_traces;
            default -> NLS.bind(Messages.Hotspots_runCount, result.runs().get(col - RUNS));
        };
    }

    @Override
    public String text(int row, int col) {
        Hotspot h = hotspots.get(row);
        return switch (col) {
            case KEY -> h.key();
            case TOTAL -> Durations.format(h.totalNs(), MS);
            case MAX -> Durations.format(h.maxNs(), MS);
            default -> Long.toString(figure(row, col));
        };
    }

    @Override
    public int compare(int rowA, int rowB, int col) {
        return col == KEY ? hotspots.get(rowA).key().compareTo(hotspots.get(rowB).key())
                : Long.compare(figure(rowA, col), figure(rowB, col));
    }

    @Override
    public boolean matches(int row, String filter) {
        return TableModel.containsIgnoreCase(hotspots.get(row).key(), filter);
    }

    @Override
    public boolean numeric(int col) {
        return col != KEY;
    }

    @Override
    public int width(int col) {
        return col == KEY ? 280 : 90;
    }

    private long figure(int row, int col) {
        Hotspot h = hotspots.get(row);
        return switch (col) {
            case COUNT -> h.count();
            case TOTAL -> h.totalNs();
            case MAX -> h.maxNs();
            case TRACES -> h.traces().size();
            default -> result.runCounts()[row][col - RUNS];
        };
    }
}
