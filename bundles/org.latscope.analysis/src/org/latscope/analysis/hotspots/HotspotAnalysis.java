// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.hotspots;

import org.latscope.analysis.TraceContents;
import org.latscope.analysis.internal.Locations;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;
import org.latscope.model.support.TraceSets;

/**
 * Hotspots: the steps whose delta reaches a threshold (and the worst-N or irq-off rows whose
 * latency does), grouped by a {@link HotspotGrouping}, with count, total, max and the traces
 * they come from. {@code grep find_next_bit lt.* | grep '(+0.1' | wc -l}, for every function at
 * once.
 */
public final class HotspotAnalysis {

    private final HotspotGrouping grouping;
    private final long minNs;

    /**
     * @param grouping how to group
     * @param minNs the threshold; 0 counts every step with a delta
     */
    public HotspotAnalysis(HotspotGrouping grouping, long minNs) {
        this.grouping = grouping;
        this.minNs = minNs;
    }

    /**
     * @param set a trace set
     * @return its hotspots
     */
    public HotspotReport run(TraceSet set) {
        TraceContents contents = TraceContents.of(set);
        HotspotAccumulator acc = new HotspotAccumulator();
        long considered = 0;
        long matched = 0;
        for (int t = 0; t < contents.size(); t++) {
            TraceContent content = contents.contents().get(t);
            if (content instanceof LatencyTrace trace && stepsCount()) {
                StepCursor step = TraceSets.steps(trace);
                while (step.next()) {
                    StepKind kind = step.kind();
                    if (kind == StepKind.EVENT || kind == StepKind.MARKER || kind == StepKind.ELISION
                            || step.functionId() < 0 || !step.hasDelta()) {
                        continue;
                    }
                    considered++;
                    long delta = step.deltaNs();
                    if (delta < minNs || grouping == HotspotGrouping.MARKER && step.mcountMarker() < 0) {
                        continue;
                    }
                    matched++;
                    acc.add(stepSlot(acc, step), delta, t);
                }
            } else if (content instanceof WorstTable table && rowsCount()) {
                for (WorstRow row : table.getRows()) {
                    considered++;
                    long ns = row.getLatencyUs() * 1_000L;
                    if (ns < minNs) {
                        continue;
                    }
                    matched++;
                    if (grouping == HotspotGrouping.CAUSE) {
                        acc.add(acc.slot(String.valueOf(row.getCause())), ns, t);
                    } else {
                        acc.add(acc.slot("start:" + Locations.text(row.getStart())), ns, t); //$NON-NLS-1$
                        acc.add(acc.slot("end:" + Locations.text(row.getEnd())), ns, t); //$NON-NLS-1$
                    }
                }
            } else if (content instanceof IrqOffList list && grouping == HotspotGrouping.FUNCTION) {
                for (IrqOffRow row : list.getRows()) {
                    considered++;
                    if (row.getDurationNs() >= minNs) {
                        matched++;
                        acc.add(acc.slot(String.valueOf(row.getFunction())), row.getDurationNs(), t);
                    }
                }
            }
        }
        return new HotspotReport(grouping, minNs, acc.hotspots(contents.labels()), considered, matched);
    }

    private boolean stepsCount() {
        return grouping == HotspotGrouping.FUNCTION || grouping == HotspotGrouping.CALLER
                || grouping == HotspotGrouping.MARKER;
    }

    private boolean rowsCount() {
        return grouping == HotspotGrouping.LOCATION || grouping == HotspotGrouping.CAUSE;
    }

    private int stepSlot(HotspotAccumulator acc, StepCursor step) {
        int f = step.functionId();
        return switch (grouping) {
            case CALLER -> acc.slot(((long) f << 32) | (step.parentId() & 0xffffffffL),
                    () -> step.function() + " (" + (step.parentId() < 0 ? "" : step.parent()) + ")"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            case MARKER -> acc.slot(((long) f << 32) | step.mcountMarker(),
                    () -> step.function() + " [" + step.mcountMarker() + "]"); //$NON-NLS-1$ //$NON-NLS-2$
            default -> acc.slot(f, step::function);
        };
    }
}
