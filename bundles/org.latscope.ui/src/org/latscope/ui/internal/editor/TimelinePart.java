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
    private Arriving arriving;

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
     * node, a hotspot or a compared key highlights its function's steps and shows the first of
     * them, or, grouped by task, softirq or irq, its boxes in an events capture's rows per CPU.
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
            // a task, softirq or irq of an events capture shows where it ran (a task's longest
            // wakeup drawn from wakeup to switch-in); anything else is a function of the steps
            if (!viewer.revealKey(function)) {
                viewer.find(function, true);
            }
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
            arriving = null;
            return;
        }
        if (!viewer.isVisible()) {
            return; // the files read so far are shown when the page is (the editor refreshes it then)
        }
        if (arriving == null) {
            arriving = new Arriving();
        }
        if (arriving.take(opened.arrivedSince(arriving.files))) {
            viewer.setInput(arriving.lanes, arriving);
        }
    }

    /**
     * The rows of the files read so far, kept between refreshes: each refresh adds only the
     * files that arrived since the last, sorted among themselves and merged into the latency
     * order, so a folder of 100,000 files costs the UI thread the new files, not all of them,
     * four times a second. (Set order and capture times are known once every file is read.)
     */
    private static final class Arriving implements TimelineViewer.RowSource {
        private static final Comparator<TraceTimeline> LATENCY = FileTimeline.BY_LATENCY;

        int files;
        final List<TimelineLane> lanes = new ArrayList<>();
        final List<TraceTimeline> asRead = new ArrayList<>();
        List<TraceTimeline> byLatency = new ArrayList<>();
        /** The longest row's span, over the new rows of each refresh. */
        long longestNs;

        @Override
        public List<TraceTimeline> rows(TimelineOrder order) {
            return order == TimelineOrder.LATENCY ? byLatency : asRead;
        }

        @Override
        public long longestNs() {
            return longestNs;
        }

        /** @return whether any file arrived */
        boolean take(List<FileTimeline> arrived) {
            if (arrived.isEmpty() && files > 0) {
                return false;
            }
            List<TraceTimeline> batch = new ArrayList<>();
            List<TraceTimeline> sorted = new ArrayList<>();
            for (FileTimeline file : arrived) {
                lanes.addAll(file.lanes());
                batch.addAll(file.rows());
                sorted.addAll(file.rowsByLatency());
            }
            files += arrived.size();
            for (TraceTimeline row : batch) {
                longestNs = Math.max(longestNs, row.spanNs());
            }
            asRead.addAll(batch);
            if (arrived.size() > 1) {
                // each file's rows come sorted (off this thread): the stable sort merges the runs,
                // ties staying in the order they were read, as a sort of all would put them
                sorted.sort(LATENCY);
            }
            byLatency = merge(byLatency, sorted);
            return true;
        }

        /**
         * Merges a sorted batch into the sorted rows: each new row finds its place by binary
         * search (after the rows it equals, as a stable sort of all would put it) and the rows
         * between places are copied in runs, so a refresh compares the new rows, not every row.
         */
        private static List<TraceTimeline> merge(List<TraceTimeline> old, List<TraceTimeline> batch) {
            List<TraceTimeline> merged = new ArrayList<>(old.size() + batch.size());
            int from = 0;
            for (TraceTimeline row : batch) {
                int at = upperBound(old, from, row);
                merged.addAll(old.subList(from, at));
                merged.add(row);
                from = at;
            }
            merged.addAll(old.subList(from, old.size()));
            return merged;
        }

        /** @return the first index at or after {@code from} whose row sorts after {@code row} */
        private static int upperBound(List<TraceTimeline> rows, int from, TraceTimeline row) {
            int low = from;
            int high = rows.size();
            while (low < high) {
                int mid = (low + high) >>> 1;
                if (LATENCY.compare(rows.get(mid), row) <= 0) {
                    low = mid + 1;
                } else {
                    high = mid;
                }
            }
            return low;
        }
    }
}
