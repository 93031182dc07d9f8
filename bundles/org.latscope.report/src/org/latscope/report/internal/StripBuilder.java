// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

import org.latscope.analysis.nesting.ContextNesting;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.nesting.NestingProfile;
import org.latscope.analysis.timegraph.StepSummary;
import org.latscope.analysis.timegraph.SummaryColumns;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.model.steps.DelayMark;
import org.latscope.report.TraceStrip;

/**
 * Cuts a {@link TraceTimeline} into a {@link TraceStrip}: where steps are denser than columns
 * the columns are the step summary's query, exactly as the timeline paints them zoomed out;
 * otherwise each column gets the deepest nesting interval and the strongest mark of the steps
 * it covers, as the timeline paints them zoomed in.
 */
public final class StripBuilder {

    private static final NestingContext[] CONTEXTS = NestingContext.values();
    private static final int STRONGEST = DelayMark.OVER_1_S.ordinal();
    private static final int LONGEST = 5;

    private final int columns;

    /** @param columns the columns of each strip */
    public StripBuilder(int columns) {
        this.columns = columns;
    }

    /**
     * @param row a timeline row whose steps are still in memory
     * @return its strip
     */
    public TraceStrip strip(TraceTimeline row) {
        long start = row.startNs();
        long span = Math.max(1, row.endNs() - start);
        byte[][] depths = new byte[CONTEXTS.length][columns];
        byte[] marks = new byte[columns];
        int[] steps = new int[columns];
        boolean summarized = row.needsSummary(start, start + span, columns);
        if (summarized) {
            StepSummary summary = row.summary();
            SummaryColumns out = new SummaryColumns(columns);
            summary.query(start, start + span, out);
            for (int c = 0; c < columns; c++) {
                for (NestingContext k : CONTEXTS) {
                    depths[k.ordinal()][c] = (byte) out.depth(c, k);
                }
                marks[c] = (byte) out.delayMark(c).ordinal();
                steps[c] = out.stepCount(c);
            }
        } else {
            intervals(row.nesting(), start, span, depths);
            for (int i = 0; i < row.stepCount(); i++) {
                if (row.isDrawable(i)) {
                    int c = column(row.stepStartNs(i) - start, span);
                    steps[c]++;
                    int mark = row.delayMark(i).ordinal();
                    marks[c] = (byte) Math.max(marks[c], mark <= STRONGEST ? mark : 0);
                }
            }
        }
        return new TraceStrip(row.label(), row.path(), row.task(), row.latencyNs(), row.declaresLatency(), span, row.stepCount(), summarized,
                depths, marks, steps, longest(row, start));
    }

    private void intervals(NestingProfile profile, long start, long span, byte[][] depths) {
        if (profile == null) {
            return;
        }
        for (NestingContext k : CONTEXTS) {
            ContextNesting n = profile.context(k);
            byte[] d = depths[k.ordinal()];
            for (int i = 0; i < n.intervalCount(); i++) {
                int depth = Math.min(255, n.depth(i));
                int last = column(Math.max(n.startNs(i), n.endNs(i) - 1) - start, span);
                for (int c = column(n.startNs(i) - start, span); c <= last; c++) {
                    d[c] = (byte) Math.max(d[c] & 0xff, depth);
                }
            }
        }
    }

    private int column(long offsetNs, long span) {
        long c = (long) ((double) Math.max(0, offsetNs) * columns / span);
        return (int) Math.min(columns - 1, c);
    }

    /** The longest drawable steps in one pass, with a heap of a few. */
    private static List<TraceStrip.Step> longest(TraceTimeline row, long start) {
        PriorityQueue<int[]> heap = new PriorityQueue<>(Comparator.comparingLong(a -> duration(row, a[0])));
        for (int i = 0; i < row.stepCount(); i++) {
            if (!row.isDrawable(i) || duration(row, i) <= 0) {
                continue;
            }
            if (heap.size() < LONGEST) {
                heap.add(new int[] { i });
            } else if (duration(row, i) > duration(row, heap.peek()[0])) {
                heap.poll();
                heap.add(new int[] { i });
            }
        }
        List<TraceStrip.Step> steps = new ArrayList<>();
        for (int[] s : heap) {
            int i = s[0];
            String f = row.function(i);
            steps.add(new TraceStrip.Step(f == null ? "?" : f, row.parent(i), row.stepStartNs(i) - start, duration(row, i))); //$NON-NLS-1$
        }
        steps.sort(Comparator.comparingLong(TraceStrip.Step::deltaNs).reversed().thenComparingLong(TraceStrip.Step::offsetNs));
        return steps;
    }

    private static long duration(TraceTimeline row, int i) {
        return row.stepEndNs(i) - row.stepStartNs(i);
    }
}
