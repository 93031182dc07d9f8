// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.latscope.analysis.Durations;
import org.latscope.analysis.compare.Comparison;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.chart.ChartModel;
import org.latscope.ui.internal.chart.HistogramChart;
import org.latscope.ui.internal.preferences.AnalysisPreferences;
import org.latscope.ui.internal.views.table.RowSelectionProvider;
import org.latscope.ui.internal.views.table.TableModel;
import org.latscope.ui.internal.views.table.VirtualTable;

/**
 * Compare: two trace sets, or two runs of one ({@code lt040903} against {@code lt040907}),
 * side by side as {@code latscope compare} prints them: hotspot keys with count and max in
 * each, difference and ratio, new and vanished keys coloured; the distributions of a latency
 * kind overlaid, and their figures.
 */
public final class CompareView extends TraceSetView {

    /** The view id, as in plugin.xml. */
    public static final String ID = "org.latscope.ui.views.compare"; //$NON-NLS-1$

    private Combo a;
    private Combo b;
    private Text min;
    private Combo by;
    private Combo kind;
    private VirtualTable keys;
    private HistogramChart chart;
    private VirtualTable figures;
    private List<CompareSources.Source> sources = List.of();
    private CompareInput input;

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new GridLayout(11, false));
        AnalysisPreferences preferences = new AnalysisPreferences();
        a = combo(parent, Messages.Compare_a, SWT.READ_ONLY);
        b = combo(parent, Messages.Compare_b, SWT.READ_ONLY);
        new Label(parent, SWT.NONE).setText(Messages.Compare_min);
        min = new Text(parent, SWT.BORDER);
        min.setText(Durations.format(preferences.thresholdNs(), "us") + "us"); //$NON-NLS-1$ //$NON-NLS-2$
        min.setLayoutData(new GridData(60, SWT.DEFAULT));
        by = combo(parent, Messages.Compare_by, SWT.READ_ONLY);
        for (HotspotGrouping g : HotspotGrouping.values()) {
            by.add(g.id());
        }
        by.select(preferences.grouping().ordinal());
        kind = combo(parent, Messages.Statistics_kind, SWT.READ_ONLY);
        kind.setItems(StatisticsInput.kindLabels());
        kind.select(0);
        kind.addListener(SWT.Selection, e -> showKind());
        Button run = new Button(parent, SWT.PUSH);
        run.setText(Messages.Compare_run);
        run.addListener(SWT.Selection, e -> compare());
        SashForm rows = new SashForm(parent, SWT.VERTICAL);
        rows.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 11, 1));
        SashForm top = new SashForm(rows, SWT.HORIZONTAL);
        keys = new VirtualTable(top);
        KeyTableModel.style(keys.natTable().getConfigRegistry());
        chart = new HistogramChart(top);
        top.setWeights(64, 36);
        figures = new VirtualTable(rows);
        rows.setWeights(68, 32);
        getSite().setSelectionProvider(new RowSelectionProvider(keys,
                row -> keys.model() instanceof KeyTableModel m ? m.key(row) : null));
    }

    private static Combo combo(Composite parent, String label, int style) {
        new Label(parent, SWT.NONE).setText(label);
        return new Combo(parent, style);
    }

    @Override
    protected void clear() {
        // a comparison of sets that closed is not left beside choices that no longer name them
        input = null;
        keys.setModel(TableModel.EMPTY);
        figures.setModel(TableModel.EMPTY);
        chart.setModel(ChartModel.EMPTY);
    }

    @Override
    protected void show(OpenedTraceSet set) {
        clear();
        sources = CompareSources.of(getSite().getPage());
        List<String> labels = new ArrayList<>();
        int first = -1;
        int second = -1;
        int whole = -1;
        for (int i = 0; i < sources.size(); i++) {
            CompareSources.Source s = sources.get(i);
            labels.add(s.label());
            if (s.set() == set && s.run() != null) {
                second = first >= 0 && second < 0 ? i : second;
                first = first < 0 ? i : first;
            } else if (s.set() != set && s.run() == null && whole < 0) {
                whole = i;
            }
        }
        a.setItems(labels.toArray(String[]::new));
        b.setItems(labels.toArray(String[]::new));
        int self = sources.indexOf(new CompareSources.Source(set, null));
        if (second >= 0) {
            choose(first, second);
        } else if (whole >= 0) {
            choose(whole, self);
        } else {
            a.select(self);
            b.select(self);
        }
    }

    /**
     * Compares two of the offered sources.
     *
     * @param first the index of A in {@link #sources()}
     * @param second the index of B
     */
    public void choose(int first, int second) {
        a.select(first);
        b.select(second);
        compare();
    }

    private void compare() {
        if (a.getSelectionIndex() < 0 || b.getSelectionIndex() < 0) {
            return;
        }
        CompareSources.Source sa = sources.get(a.getSelectionIndex());
        CompareSources.Source sb = sources.get(b.getSelectionIndex());
        long minNs;
        try {
            minNs = Durations.parseNanos(min.getText(), "us"); //$NON-NLS-1$
        } catch (IllegalArgumentException e) {
            min.setFocus();
            return;
        }
        HotspotGrouping grouping = HotspotGrouping.values()[by.getSelectionIndex()];
        List<Object> key = List.of(CompareView.class, sa, sb, grouping, Long.valueOf(minNs));
        input = null;
        compute(key, Messages.Compare_job, set -> CompareSources.compare(sa, sb, grouping, minNs), result -> {
            input = new CompareInput(result, sa.label(), sb.label());
            AnalysisPreferences preferences = new AnalysisPreferences();
            keys.setModel(new KeyTableModel(result.keys(), preferences));
            keys.fitColumns();
            figures.setModel(new FiguresTableModel(input.rows(), preferences));
            figures.fitColumns();
            kind.select(input.firstKind().ordinal());
            showKind();
        });
    }

    private void showKind() {
        if (input != null) {
            chart.setModel(input.chart(kind.getSelectionIndex(), new AnalysisPreferences()));
        }
    }

    /** @return the labels of what can be compared, for tests */
    public List<String> sources() {
        return sources.stream().map(CompareSources.Source::label).toList();
    }

    /** @return the comparison shown, or null while it is computed */
    public Comparison comparison() {
        return input == null ? null : input.comparison();
    }

    /** @return the key table, for tests */
    public VirtualTable keyTable() {
        return keys;
    }

    /** @return the figures of A and B per kind, for tests */
    public VirtualTable figuresTable() {
        return figures;
    }

    /** @return the chart, for tests */
    public HistogramChart chart() {
        return chart;
    }

    @Override
    public void setFocus() {
        a.setFocus();
    }
}
