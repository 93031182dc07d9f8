// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.hotspots;

import org.eclipse.osgi.util.NLS;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.latscope.analysis.Durations;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.preferences.AnalysisPreferences;
import org.latscope.ui.internal.views.TraceSetView;
import org.latscope.ui.internal.views.table.RowSelectionProvider;
import org.latscope.ui.internal.views.table.VirtualTable;

/**
 * Hotspots of the active trace set: {@link org.latscope.analysis.hotspots.HotspotAnalysis}
 * with a threshold (as {@code latscope hotspots --min}) and a grouping (as {@code --by}), one
 * count column per run when the set holds several. The controls start from the analysis
 * preferences ({@link AnalysisPreferences}). Selecting a hotspot highlights its steps in
 * the timeline and shows the first of them; a double-click (or F3) opens the kernel source at
 * its location, function or mcount marker.
 */
public final class HotspotsView extends TraceSetView {

    /** The view's id. */
    public static final String ID = "org.latscope.ui.views.hotspots"; //$NON-NLS-1$

    private static final String DEFAULT_UNIT = "us"; //$NON-NLS-1$

    private Text threshold;
    private Combo grouping;
    private Label status;
    private VirtualTable table;
    private HotspotsTableModel model;
    private HotspotsResult.Request requested;

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new GridLayout(5, false));
        AnalysisPreferences preferences = new AnalysisPreferences();
        new Label(parent, SWT.NONE).setText(Messages.Hotspots_threshold);
        threshold = new Text(parent, SWT.BORDER);
        threshold.setText(Durations.format(preferences.thresholdNs(), DEFAULT_UNIT) + DEFAULT_UNIT);
        threshold.setToolTipText(Messages.Hotspots_thresholdTip);
        threshold.setLayoutData(new GridData(80, SWT.DEFAULT));
        threshold.addListener(SWT.DefaultSelection, e -> request());
        threshold.addListener(SWT.FocusOut, e -> request());
        new Label(parent, SWT.NONE).setText(Messages.Hotspots_grouping);
        grouping = new Combo(parent, SWT.READ_ONLY);
        for (HotspotGrouping g : HotspotGrouping.values()) {
            grouping.add(g.id());
        }
        grouping.select(preferences.grouping().ordinal());
        grouping.addListener(SWT.Selection, e -> request());
        status = new Label(parent, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        table = new VirtualTable(parent);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 5, 1));
        table.addDoubleClickListener(this::open);
        getSite().setSelectionProvider(new RowSelectionProvider(table, row -> model == null ? null : model.hotspot(row)));
    }

    @Override
    protected void show(OpenedTraceSet set) {
        model = null;
        request();
    }

    /**
     * Sets the controls and computes, as a user typing a threshold and choosing a grouping does.
     *
     * @param by the grouping
     * @param min the threshold, e.g. {@code 100us}
     */
    public void set(HotspotGrouping by, String min) {
        grouping.select(by.ordinal());
        threshold.setText(min);
        request();
    }

    /** @return the threshold field, for tests */
    public Text thresholdField() {
        return threshold;
    }

    /** @return the grouping chosen */
    public HotspotGrouping grouping() {
        return HotspotGrouping.values()[grouping.getSelectionIndex()];
    }

    /** @return the table, for tests */
    public VirtualTable table() {
        return table;
    }

    /** @return the status line's text (what reached the threshold, or why nothing could), for tests */
    public String statusText() {
        return status.getText();
    }

    /** @return the rows shown, null until computed */
    public HotspotsTableModel model() {
        return model;
    }

    private void request() {
        if (shown() == null) {
            return;
        }
        long minNs;
        try {
            minNs = Durations.parseNanos(threshold.getText(), DEFAULT_UNIT);
        } catch (IllegalArgumentException e) {
            status.setText(e.getMessage());
            return;
        }
        HotspotsResult.Request request = new HotspotsResult.Request(grouping(), minNs);
        requested = request;
        if (model != null && model.request().equals(request)) {
            return;
        }
        status.setText(Messages.Hotspots_computing);
        compute(request, Messages.Hotspots_job, request::compute, result -> {
            if (!request.equals(requested)) {
                return; // the controls changed while it was computed
            }
            model = new HotspotsTableModel(request, result);
            table.setModel(model);
            table.fitColumns();
            HotspotReport report = result.report();
            status.setText(report.considered() > 0
                    ? NLS.bind(Messages.Hotspots_status, Long.valueOf(report.matched()), Long.valueOf(report.considered()))
                    : NLS.bind(noResult(report.grouping()), report.grouping().id()));
            status.getParent().layout(new Label[] { status });
        });
    }

    private static String noResult(HotspotGrouping grouping) {
        if (grouping.groupsWorstRows()) {
            return Messages.Hotspots_noWorstRows;
        }
        return grouping.groupsSteps() ? Messages.Hotspots_noSteps : Messages.Hotspots_noEvents;
    }

    private void open(int row) {
        OpenedTraceSet set = shown();
        // a contributed opener first (the IDE opens the workspace's own source), else the kernel source editor
        if (model != null && set != null && set.traceSet() != null
                && new HotspotOpeners(RegistryFactory.getRegistry()).open(getSite().getPage(), set.traceSet(), model.hotspot(row))) {
            return;
        }
        if (model != null) {
            openSource(model.hotspot(row));
        }
    }

    @Override
    public void setFocus() {
        table.natTable().setFocus();
    }
}
