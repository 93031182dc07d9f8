// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import java.util.List;
import java.util.function.ToLongFunction;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.TableColumn;
import org.latscope.analysis.stats.Distribution;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.preferences.AnalysisPreferences;

/**
 * The figures of distributions, one row each: count, min, p50, p90, p99, p99.9, max and mean,
 * durations in the preferred unit ({@link AnalysisPreferences}).
 */
final class FiguresTable {

    /**
     * One row.
     *
     * @param name what the row is (a latency kind, a histogram series, a run)
     * @param distribution its figures
     */
    record Row(String name, Distribution distribution) {
    }

    private final TableViewer viewer;
    private final AnalysisPreferences preferences = new AnalysisPreferences();

    FiguresTable(Composite parent) {
        viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        column(Messages.Figures_name, 120, SWT.LEFT, r -> 0, true);
        column(Messages.Figures_count, 70, SWT.RIGHT, r -> r.distribution().count(), false);
        duration(Messages.Figures_min, Distribution::minNs);
        duration(Messages.Figures_p50, Distribution::p50Ns);
        duration(Messages.Figures_p90, Distribution::p90Ns);
        duration(Messages.Figures_p99, Distribution::p99Ns);
        duration(Messages.Figures_p999, Distribution::p999Ns);
        duration(Messages.Figures_max, Distribution::maxNs);
        duration(Messages.Figures_mean, d -> Math.round(d.meanNs()));
    }

    private void duration(String title, ToLongFunction<Distribution> value) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.RIGHT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(70);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                Distribution d = ((Row) element).distribution();
                return d.count() == 0 ? "" : preferences.format(value.applyAsLong(d)); //$NON-NLS-1$
            }
        });
    }

    private void column(String title, int width, int style, ToLongFunction<Row> value, boolean name) {
        TableViewerColumn c = new TableViewerColumn(viewer, style);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                Row row = (Row) element;
                return name ? row.name() : Long.toString(value.applyAsLong(row));
            }
        });
    }

    /** @param rows the rows to show */
    void setRows(List<Row> rows) {
        viewer.setInput(rows);
        for (TableColumn c : viewer.getTable().getColumns()) {
            c.pack();
        }
    }

    /** @return the viewer, the view's selection provider */
    TableViewer viewer() {
        return viewer;
    }
}
