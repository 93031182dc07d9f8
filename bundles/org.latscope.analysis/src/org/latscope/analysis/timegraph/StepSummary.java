// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import org.latscope.analysis.nesting.ContextNesting;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.nesting.NestingProfile;

/**
 * A multi-resolution summary of one trace's steps, for drawing steps narrower than a pixel.
 * Level 0 cuts the trace, from its first step, into buckets of a power-of-two width holding 4 to
 * 8 steps on average; each higher level doubles the width, up to one bucket for the whole trace.
 * A step belongs to the bucket its (clamped) start falls in. Per bucket: the number of steps,
 * the deepest hard irq, softirq and preemption depth, whether an NMI or PREEMPT_ACTIVE step
 * occurred, the strongest delay mark and the longest step (the first of equals).
 * <p>
 * {@link #query} merges the buckets of the coarsest level whose width is at most a column's
 * into pixel columns: a bucket counts for the column its start falls in (the bucket holding the
 * query's start counts for column 0). The dominant context of a column is the one with the most
 * time at depth 1 or more inside the column's own time range {@code [start + span * c / columns,
 * start + span * (c + 1) / columns)}, read from the trace's nesting intervals (priority NMI &gt;
 * hard irq &gt; softirq &gt; preemption when tied; none without time). Immutable; queries
 * allocate nothing and may run on any thread.
 */
public final class StepSummary {

    /** Contexts that can dominate a column, by priority. */
    private static final NestingContext[] DOMINANT = { NestingContext.NMI, NestingContext.HARDIRQ,
            NestingContext.SOFTIRQ, NestingContext.PREEMPT };

    /** The covered time of a context is kept before every 16th interval, the rest summed on demand. */
    private static final int CHECKPOINT_SHIFT = 4;
    private static final int CHECKPOINT_MASK = (1 << CHECKPOINT_SHIFT) - 1;

    private final StepBoxes boxes;
    private final long origin;
    private final int shift;
    private final int[][] counts;
    private final int[][] bits;
    private final int[][] longest;
    private final NestingProfile nesting;
    private final long[][] covered;

    StepSummary(StepBoxes boxes, int shift, int[][] counts, int[][] bits, int[][] longest, NestingProfile nesting) {
        this.boxes = boxes;
        this.origin = boxes.startNs();
        this.shift = shift;
        this.counts = counts;
        this.bits = bits;
        this.longest = longest;
        this.nesting = nesting;
        this.covered = new long[DOMINANT.length][];
        for (int k = 0; nesting != null && k < DOMINANT.length; k++) {
            ContextNesting c = nesting.context(DOMINANT[k]);
            long[] sums = new long[(c.intervalCount() >> CHECKPOINT_SHIFT) + 1];
            long sum = 0;
            for (int i = 0; i <= c.intervalCount(); i++) {
                if ((i & CHECKPOINT_MASK) == 0) {
                    sums[i >> CHECKPOINT_SHIFT] = sum;
                }
                sum += i < c.intervalCount() ? c.endNs(i) - c.startNs(i) : 0;
            }
            covered[k] = sums;
        }
    }

    /** @return the number of levels, 0 for a trace without drawable steps */
    public int levels() {
        return counts.length;
    }

    /**
     * @param level a level below {@link #levels()}
     * @return the width of its buckets
     */
    public long bucketNs(int level) {
        return 1L << shift + level;
    }

    /**
     * @param level a level below {@link #levels()}
     * @return its number of buckets
     */
    public int bucketCount(int level) {
        return counts[level].length;
    }

    /**
     * @param columnNs the width of a column
     * @return the coarsest level whose bucket width is at most {@code columnNs}, 0 when none is
     */
    public int levelFor(long columnNs) {
        int level = 0;
        while (level + 1 < counts.length && bucketNs(level + 1) <= columnNs) {
            level++;
        }
        return level;
    }

    /**
     * Fills {@code out.columns()} pixel columns covering {@code [startNs, endNs)}, see the class
     * comment. Allocates nothing.
     *
     * @param startNs the first trace time of column 0
     * @param endNs the trace time after the last column
     * @param out the columns to fill
     */
    public void query(long startNs, long endNs, SummaryColumns out) {
        out.clear();
        int cols = out.columns();
        if (cols == 0 || endNs <= startNs || counts.length == 0) {
            return;
        }
        long span = endNs - startNs;
        int level = levelFor(span / cols);
        int s = shift + level;
        int[] count = counts[level];
        int[] bit = bits[level];
        int[] step = longest[level];
        long first = Math.max(0, Math.floorDiv(startNs - origin, 1L << s));
        long last = Math.min(count.length - 1L, Math.floorDiv(endNs - 1 - origin, 1L << s));
        int c = 0;
        for (long b = first; b <= last; b++) {
            long bucketStart = origin + (b << s);
            while (c + 1 < cols && boundary(startNs, span, cols, c + 1) <= bucketStart) {
                c++;
            }
            int i = (int) b;
            if (count[i] > 0) {
                int longestStep = step[i];
                out.add(c, count[i], bit[i], longestStep, boxes.end(longestStep) - boxes.start(longestStep));
            }
        }
        if (nesting != null) {
            dominants(startNs, span, out);
        }
    }

    /** Reads each context's covered time once per column boundary, from left to right. */
    private void dominants(long startNs, long span, SummaryColumns out) {
        int cols = out.columns();
        long b0 = boundary(startNs, span, cols, 0);
        long c0 = coveredBefore(0, b0);
        long c1 = coveredBefore(1, b0);
        long c2 = coveredBefore(2, b0);
        long c3 = coveredBefore(3, b0);
        for (int col = 0; col < cols; col++) {
            long next = boundary(startNs, span, cols, col + 1);
            long n0 = coveredBefore(0, next);
            long n1 = coveredBefore(1, next);
            long n2 = coveredBefore(2, next);
            long n3 = coveredBefore(3, next);
            out.dominant(col, dominant(n0 - c0, n1 - c1, n2 - c2, n3 - c3));
            c0 = n0;
            c1 = n1;
            c2 = n2;
            c3 = n3;
        }
    }

    /** @return the start of column {@code c} */
    static long boundary(long startNs, long span, int cols, int c) {
        long product = span * c;
        return Math.multiplyHigh(span, c) == 0 && product >= 0 ? startNs + product / cols
                : startNs + (long) ((double) span * c / cols);
    }

    /** @return the context with the most time, by priority when tied; null when none has any */
    private static NestingContext dominant(long nmi, long hard, long soft, long preempt) {
        long most = Math.max(Math.max(nmi, hard), Math.max(soft, preempt));
        if (most <= 0) {
            return null;
        }
        return nmi == most ? DOMINANT[0] : hard == most ? DOMINANT[1] : soft == most ? DOMINANT[2] : DOMINANT[3];
    }

    /** @return the time at depth 1 or more of dominant context {@code k} before {@code timeNs} */
    private long coveredBefore(int k, long timeNs) {
        ContextNesting c = nesting.context(DOMINANT[k]);
        int i = c.firstIntervalEndingAfter(timeNs);
        long sum = covered[k][i >> CHECKPOINT_SHIFT];
        for (int j = i & ~CHECKPOINT_MASK; j < i; j++) {
            sum += c.endNs(j) - c.startNs(j);
        }
        return i < c.intervalCount() && c.startNs(i) < timeNs ? sum + timeNs - c.startNs(i) : sum;
    }

    /** @return the bytes the summary keeps on the heap, the nesting profile not included */
    public long residentBytes() {
        long bytes = 64;
        for (int level = 0; level < counts.length; level++) {
            bytes += 3L * (16 + 4L * counts[level].length);
        }
        for (long[] sums : covered) {
            bytes += sums == null ? 0 : 16 + 8L * sums.length;
        }
        return bytes;
    }
}
