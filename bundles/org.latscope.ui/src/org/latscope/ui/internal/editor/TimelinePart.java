// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.editor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Composite;
import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.compare.KeyComparison;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.timegraph.FileTimeline;
import org.latscope.analysis.timegraph.TimelineLane;
import org.latscope.analysis.timegraph.TimelineOrder;
import org.latscope.analysis.timegraph.TraceSetTimeline;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.model.LatencyTrace;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.timeline.TimelineViewer;

/**
 * The Timeline page of the Trace Set editor: the timeline of the set, fed with the files read
 * so far while the set loads and with the merged result once it is loaded.
 */
public final class TimelinePart {

    private final TimelineViewer viewer;
    private final OpenedTraceSet opened;
    private final TimelineSelectionProvider selectionProvider;
    private boolean showsLoadedSet;

    public TimelinePart(Composite parent, OpenedTraceSet opened, IPreferenceStore preferences) {
        this.opened = opened;
        this.viewer = new TimelineViewer(parent, preferences);
        this.selectionProvider = new TimelineSelectionProvider(viewer.canvas());
    }

    /** @return whether the rows shown are the loaded set's, not the files read so far */
    public boolean showsLoadedSet() {
        return showsLoadedSet;
    }

    /** @return the selection of the timeline: the selected step */
    public ISelectionProvider selectionProvider() {
        return selectionProvider;
    }

    /** Scrolls to the row of the trace with this label, if it has one. */
    public void revealTrace(String label) {
        for (TraceTimeline row : viewer.canvas().rows().traceRows()) {
            if (row.label().equals(label)) {
                viewer.canvas().reveal(viewer.canvas().rows().indexOf(row));
                return;
            }
        }
    }

    /**
     * Follows a selection made in another part: a latency trace scrolls to its row; a call-tree
     * node, a hotspot or a compared key (grouped by function) highlights its function's steps
     * and shows the first of them.
     *
     * @param selection the other part's selection
     */
    public void follow(ISelection selection) {
        if (!(selection instanceof IStructuredSelection structured) || structured.isEmpty() || viewer.isDisposed()) {
            return;
        }
        Object element = structured.getFirstElement();
        if (element instanceof LatencyTrace trace) {
            List<TraceTimeline> rows = viewer.canvas().rows().traceRows();
            for (TraceTimeline row : rows) {
                if (row.trace() == trace) {
                    viewer.canvas().reveal(viewer.canvas().rows().indexOf(row));
                    return;
                }
            }
            return;
        }
        String function = element instanceof CallNode node ? node.name()
                : element instanceof Hotspot hotspot ? hotspot.key()
                : element instanceof KeyComparison key ? key.key() : null;
        if (function != null) {
            viewer.canvas().highlight(Set.of(function));
            viewer.find(function, true);
        }
    }

    public TimelineViewer viewer() {
        return viewer;
    }

    /** Shows what is loaded; on the UI thread. */
    public void refresh() {
        if (viewer.isDisposed()) {
            return;
        }
        OpenedTraceSet.Results results = opened.results();
        if (results != null) {
            TraceSetTimeline timeline = results.timeline();
            viewer.setInput(timeline.lanes(), timeline::rows);
            showsLoadedSet = true;
            return;
        }
        List<FileTimeline> files = opened.arrived();
        List<TimelineLane> lanes = new ArrayList<>();
        List<TraceTimeline> rows = new ArrayList<>();
        for (FileTimeline file : files) {
            lanes.addAll(file.lanes());
            rows.addAll(file.rows());
        }
        viewer.setInput(lanes, order -> sorted(rows, order));
    }

    /**
     * Rows of files still arriving: by latency, or as read (set order and capture times are
     * known once every file is read).
     */
    private static List<TraceTimeline> sorted(List<TraceTimeline> rows, TimelineOrder order) {
        List<TraceTimeline> copy = new ArrayList<>(rows);
        if (order == TimelineOrder.LATENCY) {
            copy.sort(Comparator.comparingLong(TraceTimeline::latencyNs).reversed());
        }
        return copy;
    }
}
