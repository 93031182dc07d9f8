// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.model.FlagsKind;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;
import org.latscope.model.steps.SymbolLookup;

/**
 * {@link StepSummary} and the step boxes against a naive scan over random preempt-count traces:
 * a step belongs to the bucket of the chosen level its clamped start falls in, a bucket to the
 * column its start falls in (the bucket holding the query's start to column 0), the dominant
 * context is the one with the most time at depth 1 or more inside the column's time range.
 */
class StepSummaryOracleTest {

    private static final SymbolLookup NAMES = id -> id < 0 ? null : id == 0 ? "do_nmi" : "f" + id; //$NON-NLS-1$ //$NON-NLS-2$
    private static final NestingContext[] DOMINANT = { NestingContext.NMI, NestingContext.HARDIRQ,
            NestingContext.SOFTIRQ, NestingContext.PREEMPT };

    @Test
    void columnsEqualANaiveScan() {
        for (int round = 0; round < 200; round++) {
            Random random = new Random(round);
            boolean monotonic = round % 4 != 3;
            LatencyTrace trace = trace(random, 1 + random.nextInt(round < 100 ? 60 : 2_000), monotonic);
            TraceTimeline row = new TimelineAnalysis().trace(trace, "t" + round, NAMES); //$NON-NLS-1$
            Oracle oracle = new Oracle(trace.getSteps());
            checkBoxes(row, oracle, random, round);
            SummaryColumns columns = new SummaryColumns(300);
            for (int q = 0; q < 20; q++) {
                long span = Math.max(1, oracle.end - oracle.start);
                long from = oracle.start - span / 4 + (long) (random.nextDouble() * span);
                long to = from + 1 + (long) (random.nextDouble() * span * (random.nextBoolean() ? 1 : 0.05));
                int cols = 1 + random.nextInt(300);
                columns.setColumns(cols);
                row.summary().query(from, to, columns);
                check(row, oracle, from, to, cols, columns, monotonic, "round " + round + " query " + q); //$NON-NLS-1$ //$NON-NLS-2$
            }
        }
    }

    @Test
    void aRowOfFewStepsBuildsItsSummaryWhenAPaintFirstNeedsIt() {
        LatencyTrace trace = trace(new Random(7), 500, true);
        TraceTimeline row = new TimelineAnalysis().trace(trace, "few", NAMES); //$NON-NLS-1$
        long withoutSummary = row.residentBytes();
        assertFalse(row.needsSummary(row.startNs(), row.endNs() + 1, 500), "500 steps fit 500 columns");
        assertTrue(row.needsSummary(row.startNs(), row.endNs() + 1, 100));
        StepSummary summary = row.summary();
        assertSame(summary, row.summary());
        assertTrue(row.residentBytes() > withoutSummary, withoutSummary + " bytes before, " + row.residentBytes() + " after");
    }

    @Test
    void aLazySummaryWalksTheRowsStepsWhenTheTraceHasDroppedThem() {
        LatencyTrace trace = trace(new Random(11), 900, true);
        TraceTimeline kept = new TimelineAnalysis().trace(trace, "kept", NAMES); //$NON-NLS-1$
        SummaryColumns expected = new SummaryColumns(50);
        kept.summary().query(kept.startNs(), kept.endNs() + 1, expected);
        TraceTimeline row = new TimelineAnalysis().trace(trace, "dropped", NAMES); //$NON-NLS-1$
        trace.setSteps(null); // as a command does once a file is analysed
        SummaryColumns columns = new SummaryColumns(50);
        row.summary().query(row.startNs(), row.endNs() + 1, columns);
        int steps = 0;
        for (int c = 0; c < 50; c++) {
            assertEquals(expected.stepCount(c), columns.stepCount(c), "steps of column " + c); //$NON-NLS-1$
            assertEquals(expected.depth(c, NestingContext.PREEMPT), columns.depth(c, NestingContext.PREEMPT), "preemption depth of column " + c); //$NON-NLS-1$
            steps += columns.stepCount(c);
        }
        assertTrue(steps > 0, "the summary counts the row's steps");
    }

    @Test
    void rowAndSummaryKeepAtMost8BytesPerStep() {
        Random random = new Random(42);
        // monotonic times: the clamped boxes of a trace that goes backwards 1 step in 5 cost 12 bytes each more
        LatencyTrace trace = trace(random, 1_000_000, true);
        TraceTimeline row = new TimelineAnalysis().trace(trace, "big", NAMES); //$NON-NLS-1$
        double perStep = (double) row.residentBytes() / row.stepCount();
        SummaryColumns columns = new SummaryColumns(2_000);
        long started = System.nanoTime();
        for (int q = 0; q < 600; q++) {
            row.summary().query(row.startNs(), row.endNs() - q, columns);
        }
        long perQuery = (System.nanoTime() - started) / 600;
        assertTrue(perStep <= 8, "bytes per step " + perStep + ", query " + perQuery + " ns, table " //$NON-NLS-1$ //$NON-NLS-2$
                + (double) trace.getSteps().residentBytes() / row.stepCount() + " per step, levels " //$NON-NLS-1$
                + row.summary().levels() + ", level 0 buckets " + row.summary().bucketCount(0) + " FIGURES"); //$NON-NLS-1$ //$NON-NLS-2$
    }

    private static void checkBoxes(TraceTimeline row, Oracle oracle, Random random, int round) {
        int n = oracle.n;
        assertEquals(oracle.start, row.startNs());
        assertEquals(oracle.end, row.endNs());
        for (int i = 0; i < n; i++) {
            assertEquals(oracle.starts[i], row.stepStartNs(i), "round " + round + " step " + i); //$NON-NLS-1$ //$NON-NLS-2$
            assertEquals(oracle.ends[i], row.stepEndNs(i), "round " + round + " step " + i); //$NON-NLS-1$ //$NON-NLS-2$
        }
        for (int k = 0; k < 50; k++) {
            long t = oracle.start - 5 + (long) (random.nextDouble() * (oracle.end - oracle.start + 10));
            int expected = -1;
            for (int i = 0; i < n; i++) {
                if (oracle.drawable[i] && oracle.starts[i] <= t && t < oracle.ends[i]) {
                    expected = i;
                }
            }
            assertEquals(expected, row.stepAt(t), "round " + round + " t " + t); //$NON-NLS-1$ //$NON-NLS-2$
            int first = row.firstStepEndingAfter(t);
            for (int i = 0; i < n; i++) {
                if (oracle.drawable[i] && i < first) {
                    assertTrue(oracle.ends[i] <= t, "round " + round + " t " + t); //$NON-NLS-1$ //$NON-NLS-2$
                }
            }
            for (int i = Math.max(0, first); i < n; i++) {
                if (oracle.drawable[i]) {
                    assertTrue(oracle.ends[i] > t, "round " + round + " t " + t); //$NON-NLS-1$ //$NON-NLS-2$
                    break;
                }
            }
        }
    }

    private static void check(TraceTimeline row, Oracle oracle, long from, long to, int cols, SummaryColumns out,
            boolean monotonic, String where) {
        StepSummary summary = row.summary();
        long span = to - from;
        int level = 0;
        for (int l = 0; l < summary.levels(); l++) {
            if (summary.bucketNs(l) <= span / cols) {
                level = l;
            }
        }
        assertTrue(summary.levels() == 0 ? oracle.end == oracle.start : summary.bucketCount(summary.levels() - 1) == 1, where);
        long w = summary.bucketNs(level);
        int[] count = new int[cols];
        int[][] depth = new int[cols][NestingContext.values().length];
        int[] mark = new int[cols];
        int[] longest = new int[cols];
        long[] longestNs = new long[cols];
        java.util.Arrays.fill(longest, -1);
        long firstBucket = Math.floorDiv(from - oracle.start, w);
        for (int i = 0; i < oracle.n; i++) {
            if (!oracle.drawable[i]) {
                continue;
            }
            long b = Math.floorDiv(oracle.starts[i] - oracle.start, w);
            long bucketStart = oracle.start + b * w;
            if (b < firstBucket || bucketStart >= to) {
                continue;
            }
            int c = 0;
            while (c + 1 < cols && StepSummary.boundary(from, span, cols, c + 1) <= bucketStart) {
                c++;
            }
            count[c]++;
            for (NestingContext k : NestingContext.values()) {
                depth[c][k.ordinal()] = Math.max(depth[c][k.ordinal()], Math.min(255, oracle.depths[i][k.ordinal()]));
            }
            mark[c] = Math.max(mark[c], oracle.marks[i]);
            long ns = oracle.ends[i] - oracle.starts[i];
            if (longest[c] < 0 || ns > longestNs[c]) {
                longest[c] = i;
                longestNs[c] = ns;
            }
        }
        for (int c = 0; c < cols; c++) {
            String at = where + " column " + c; //$NON-NLS-1$
            assertEquals(count[c], out.stepCount(c), at);
            for (NestingContext k : NestingContext.values()) {
                assertEquals(depth[c][k.ordinal()], out.depth(c, k), at + " " + k);
            }
            assertEquals(mark[c], out.delayMark(c).ordinal(), at);
            assertEquals(longest[c], out.longestStep(c), at);
            assertEquals(longestNs[c], out.longestStepNs(c), at);
            if (monotonic) {
                assertEquals(dominant(oracle, StepSummary.boundary(from, span, cols, c),
                        StepSummary.boundary(from, span, cols, c + 1)), out.dominant(c), at);
            }
        }
    }

    private static NestingContext dominant(Oracle oracle, long from, long to) {
        NestingContext best = null;
        long most = 0;
        for (NestingContext k : DOMINANT) {
            long time = 0;
            for (int i = 0; i < oracle.n; i++) {
                if (oracle.drawable[i] && oracle.depths[i][k.ordinal()] > 0) {
                    time += Math.max(0, Math.min(to, oracle.ends[i]) - Math.max(from, oracle.starts[i]));
                }
            }
            if (time > most) {
                most = time;
                best = k;
            }
        }
        return best;
    }

    private static LatencyTrace trace(Random random, int n, boolean monotonic) {
        StepTableBuilder steps = new StepTableBuilder();
        long time = random.nextInt(1_000_000);
        int hard = 0;
        int soft = 0;
        int preempt = random.nextInt(3);
        DelayMark[] marks = DelayMark.values();
        for (int i = 0; i < n; i++) {
            int gap = random.nextInt(10);
            time += gap < 5 ? random.nextInt(50) : gap < 9 ? random.nextInt(2_000) : random.nextInt(300_000);
            long t = !monotonic && random.nextInt(5) == 0 ? time - random.nextInt(3_000) : time;
            int change = random.nextInt(8);
            hard = change == 0 ? Math.min(hard + 1, 2) : change == 1 ? Math.max(0, hard - 1) : hard;
            soft = change == 2 ? 1 - soft : soft;
            preempt = change == 3 ? preempt + 1 : change == 4 ? Math.max(0, preempt - 1) : preempt;
            int flags = hard << 16 | soft << 8 | preempt | (random.nextInt(20) == 0 ? 0x10000000 : 0);
            int kindPick = random.nextInt(20);
            StepKind kind = kindPick == 0 ? StepKind.ELISION : kindPick == 1 ? StepKind.MARKER : StepKind.FUNCTION;
            int function = random.nextInt(6) == 0 ? 0 : 1 + random.nextInt(20);
            long delta = random.nextInt(3) == 0 ? StepTable.NO_DELTA : random.nextInt(5_000);
            steps.add(kind == StepKind.FUNCTION ? t : 0, delta, function, 1, flags, kind, marks[random.nextInt(marks.length)]);
        }
        LatencyTrace trace = LatscopeFactory.eINSTANCE.createLatencyTrace();
        LatencyHeader header = LatscopeFactory.eINSTANCE.createLatencyHeader();
        header.setFlagsKind(FlagsKind.PREEMPT_COUNT);
        trace.setHeader(header);
        trace.setSteps(steps.build());
        return trace;
    }

    /** Step boxes and depths computed the naive way. */
    private static final class Oracle {
        final int n;
        final boolean[] drawable;
        final long[] starts;
        final long[] ends;
        final int[][] depths;
        final int[] marks;
        final long start;
        final long end;

        Oracle(StepTable table) {
            n = table.size();
            drawable = new boolean[n];
            starts = new long[n];
            ends = new long[n];
            depths = new int[n][NestingContext.values().length];
            marks = new int[n];
            long max = Long.MIN_VALUE;
            int last = -1;
            int nmiLevel = 0;
            int lastHard = 0;
            for (int i = 0; i < n; i++) {
                drawable[i] = table.kind(i) == StepKind.FUNCTION;
                if (drawable[i] && max == Long.MIN_VALUE) {
                    max = table.timeNs(i);
                }
            }
            long first = max == Long.MIN_VALUE ? 0 : max;
            max = first;
            for (int i = 0; i < n; i++) {
                int f = table.flags(i);
                if (drawable[i]) {
                    max = Math.max(max, table.timeNs(i));
                    last = i;
                    int hard = f >>> 16 & 0x3ff;
                    depths[i][NestingContext.HARDIRQ.ordinal()] = hard;
                    depths[i][NestingContext.SOFTIRQ.ordinal()] = f >>> 8 & 0xff;
                    depths[i][NestingContext.PREEMPT.ordinal()] = f & 0xff;
                    depths[i][NestingContext.PREEMPT_ACTIVE.ordinal()] = (f & 0x14000000) != 0 ? 1 : 0;
                    if (hard > lastHard && table.functionId(i) == 0) {
                        nmiLevel = hard;
                    } else if (hard < nmiLevel) {
                        nmiLevel = 0;
                    }
                    lastHard = hard;
                    depths[i][NestingContext.NMI.ordinal()] = nmiLevel > 0 ? 1 : 0;
                    int m = table.delayMark(i).ordinal();
                    marks[i] = m <= DelayMark.OVER_1_S.ordinal() ? m : 0;
                }
                starts[i] = max;
            }
            start = first;
            long delta = last < 0 ? 0 : table.deltaNs(last);
            end = last < 0 ? first : starts[last] + (delta == StepTable.NO_DELTA ? 0 : delta);
            for (int i = 0; i < n; i++) {
                ends[i] = starts[i];
                if (drawable[i]) {
                    int j = i + 1;
                    while (j < n && !drawable[j]) {
                        j++;
                    }
                    ends[i] = j < n ? starts[j] : end;
                }
            }
        }
    }
}
