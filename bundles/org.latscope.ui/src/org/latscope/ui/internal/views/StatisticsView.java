// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.chart.ChartModel;
import org.latscope.ui.internal.chart.HistogramChart;
import org.latscope.ui.internal.preferences.AnalysisPreferences;
import org.latscope.ui.internal.views.table.RowSelectionProvider;
import org.latscope.ui.internal.views.table.TableModel;
import org.latscope.ui.internal.views.table.VirtualTable;

/**
 * Statistics: the active set's latency distribution of one kind as a log-log histogram with its
 * percentiles marked (histogram series overlaid as lines), and the figures of every kind and
 * series in a table beside it.
 */
public final class StatisticsView extends TraceSetView {

    /** The view id, as in plugin.xml. */
    public static final String ID = "org.latscope.ui.views.statistics"; //$NON-NLS-1$

    private Combo kind;
    private HistogramChart chart;
    private VirtualTable figures;
    private StatisticsInput input;

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new GridLayout(2, false));
        new Label(parent, SWT.NONE).setText(Messages.Statistics_kind);
        kind = new Combo(parent, SWT.READ_ONLY);
        kind.setItems(StatisticsInput.kindLabels());
        kind.select(0);
        kind.addListener(SWT.Selection, e -> showKind());
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        chart = new HistogramChart(sash);
        figures = new VirtualTable(sash);
        sash.setWeights(52, 48);
        getSite().setSelectionProvider(new RowSelectionProvider(figures,
                row -> figures.model() instanceof FiguresTableModel m ? m.row(row) : null));
    }

    @Override
    protected void show(OpenedTraceSet set) {
        input = null;
        figures.setModel(TableModel.EMPTY);
        chart.setModel(ChartModel.EMPTY);
        compute(StatisticsInput.class, Messages.Statistics_job, StatisticsInput::of, result -> {
            input = result;
            figures.setModel(new FiguresTableModel(result.rows(), new AnalysisPreferences()));
            figures.fitColumns();
            kind.select(result.firstKind().ordinal());
            showKind();
        });
    }

    private void showKind() {
        if (input != null) {
            chart.setModel(input.chart(LatencyKind.values()[kind.getSelectionIndex()], new AnalysisPreferences()));
        }
    }

    /** @return the kind selector, for tests */
    public Combo kindSelector() {
        return kind;
    }

    /** @return the chart, for tests */
    public HistogramChart chart() {
        return chart;
    }

    /** @return the figures shown, for tests: one row per kind then per series */
    public VirtualTable figuresTable() {
        return figures;
    }

    @Override
    public void setFocus() {
        kind.setFocus();
    }
}
