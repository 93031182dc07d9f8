// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The nesting of one context in one trace. The intervals are kept in columns (start, end,
 * depth), not one object per interval: ten million steps can change depth millions of times.
 * They are in trace order and do not overlap.
 */
public final class ContextNesting {

    // most contexts of a trace are never entered: their columns are these, shared
    private static final long[] NO_TIMES = new long[0];
    private static final int[] NO_DEPTHS = new int[0];

    private final NestingContext context;
    private final int maxDepth;
    /** Unboxed: a folder of 100,000 small traces holds half a million of these. */
    private final long[] timeAtDepthNs;
    private final long[] starts;
    private final long[] ends;
    private final int[] depths;
    private final int count;

    /**
     * @param context the context
     * @param maxDepth the deepest level reached
     * @param timeAtDepthNs time spent at each depth, index = depth (0 included)
     * @param intervals the stretches at depth 1 or more, in trace order
     */
    public ContextNesting(NestingContext context, int maxDepth, List<Long> timeAtDepthNs,
            List<NestingInterval> intervals) {
        this(context, maxDepth, timeAtDepthNs.stream().mapToLong(Long::longValue).toArray(),
                intervals.stream().mapToLong(NestingInterval::startNs).toArray(),
                intervals.stream().mapToLong(NestingInterval::endNs).toArray(),
                intervals.stream().mapToInt(NestingInterval::depth).toArray(), intervals.size());
    }

    /** Takes the columns as they are; only their first {@code count} entries are intervals. */
    ContextNesting(NestingContext context, int maxDepth, long[] timeAtDepthNs, long[] starts, long[] ends,
            int[] depths, int count) {
        this.context = context;
        this.maxDepth = maxDepth;
        this.timeAtDepthNs = timeAtDepthNs;
        this.starts = count == 0 ? NO_TIMES : starts.length == count ? starts : Arrays.copyOf(starts, count);
        this.ends = count == 0 ? NO_TIMES : ends.length == count ? ends : Arrays.copyOf(ends, count);
        this.depths = count == 0 ? NO_DEPTHS : depths.length == count ? depths : Arrays.copyOf(depths, count);
        this.count = count;
    }

    /** @return the context */
    public NestingContext context() {
        return context;
    }

    /** @return the deepest level reached */
    public int maxDepth() {
        return maxDepth;
    }

    /** @return time spent at each depth, index = depth (0 included) */
    public List<Long> timeAtDepthNs() {
        return Arrays.stream(timeAtDepthNs).boxed().toList();
    }

    /**
     * @param depth a depth
     * @return time spent at exactly that depth
     */
    public long timeAt(int depth) {
        return depth >= 0 && depth < timeAtDepthNs.length ? timeAtDepthNs[depth] : 0;
    }

    /** @return the stretches at depth 1 or more, in trace order: a view creating one record per {@code get} */
    public List<NestingInterval> intervals() {
        return new Intervals();
    }

    /** @return the number of stretches at depth 1 or more */
    public int intervalCount() {
        return count;
    }

    /**
     * @param i an interval index, below {@link #intervalCount()}
     * @return trace time of the first step of interval {@code i}
     */
    public long startNs(int i) {
        return starts[check(i)];
    }

    /**
     * @param i an interval index, below {@link #intervalCount()}
     * @return trace time at which interval {@code i} ends
     */
    public long endNs(int i) {
        return ends[check(i)];
    }

    /**
     * @param i an interval index, below {@link #intervalCount()}
     * @return the depth (1 or more) of interval {@code i}
     */
    public int depth(int i) {
        return depths[check(i)];
    }

    /**
     * Binary search over the interval ends.
     *
     * @param timeNs a trace time
     * @return the first interval whose end is after {@code timeNs}, {@link #intervalCount()} when none
     */
    public int firstIntervalEndingAfter(long timeNs) {
        int low = 0;
        int high = count;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (ends[mid] <= timeNs) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /** @return the bytes the interval columns take on the heap */
    public long residentBytes() {
        return 3L * 16 + 20L * count;
    }

    private int check(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("interval " + i + " of " + count); //$NON-NLS-1$ //$NON-NLS-2$
        }
        return i;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof ContextNesting other && context == other.context && maxDepth == other.maxDepth
                && Arrays.equals(timeAtDepthNs, other.timeAtDepthNs) && count == other.count
                && Arrays.equals(starts, other.starts) && Arrays.equals(ends, other.ends)
                && Arrays.equals(depths, other.depths);
    }

    @Override
    public int hashCode() {
        return (context.hashCode() * 31 + maxDepth) * 31 + Arrays.hashCode(timeAtDepthNs) + Arrays.hashCode(starts);
    }

    @Override
    public String toString() {
        return "ContextNesting[context=" + context + ", maxDepth=" + maxDepth + ", timeAtDepthNs=" + timeAtDepthNs() //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                + ", intervals=" + intervals() + "]"; //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** The intervals as records, made on demand. */
    private final class Intervals extends AbstractList<NestingInterval> implements RandomAccess {

        @Override
        public NestingInterval get(int index) {
            return new NestingInterval(depth(index), startNs(index), endNs(index));
        }

        @Override
        public int size() {
            return count;
        }
    }
}
