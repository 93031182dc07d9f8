// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.List;

/**
 * A distribution's log buckets (or a histogram's points) as arrays ready to draw on log-scale
 * axes: each bin's bounds and count, and the range to show, widened to whole decades. The
 * first bucket of a {@link Distribution} starts at 0, which a log axis cannot show: its drawn
 * lower bound is a tenth of its upper one.
 */
public final class LogBins {

    private static final LogBins EMPTY = new LogBins(new long[0], new long[0], new long[0]);

    private final long[] lowerNs;
    private final long[] upperNs;
    private final long[] counts;
    private final long maxCount;

    private LogBins(long[] lowerNs, long[] upperNs, long[] counts) {
        this.lowerNs = lowerNs;
        this.upperNs = upperNs;
        this.counts = counts;
        long m = 0;
        for (long c : counts) {
            m = Math.max(m, c);
        }
        this.maxCount = m;
    }

    /**
     * @param d a distribution
     * @return its non-empty buckets
     */
    public static LogBins of(Distribution d) {
        List<LogBucket> buckets = d.buckets().stream().filter(b -> b.count() > 0).toList();
        int n = buckets.size();
        long[] lower = new long[n];
        long[] upper = new long[n];
        long[] counts = new long[n];
        for (int i = 0; i < n; i++) {
            LogBucket b = buckets.get(i);
            upper[i] = Math.max(1, b.upperNs());
            lower[i] = b.lowerNs() > 0 ? b.lowerNs() : Math.max(1, upper[i] / 10);
            counts[i] = b.count();
        }
        return n == 0 ? EMPTY : new LogBins(lower, upper, counts);
    }

    /**
     * Points of a histogram as printed (cyclictest's 1 us buckets): each value a bin from the
     * value to the next unit; values 0 are drawn from a tenth of the unit. Zero counts are left
     * out.
     *
     * @param valuesNs the bucket values, ascending
     * @param counts their counts
     * @param unitNs the width of a bucket
     * @return the bins
     */
    public static LogBins points(long[] valuesNs, long[] counts, long unitNs) {
        int n = 0;
        for (long c : counts) {
            n += c > 0 ? 1 : 0;
        }
        long[] lower = new long[n];
        long[] upper = new long[n];
        long[] kept = new long[n];
        int j = 0;
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                lower[j] = valuesNs[i] > 0 ? valuesNs[i] : Math.max(1, unitNs / 10);
                upper[j] = Math.max(lower[j] + 1, valuesNs[i] + unitNs);
                kept[j++] = counts[i];
            }
        }
        return n == 0 ? EMPTY : new LogBins(lower, upper, kept);
    }

    /** @return bins */
    public int size() {
        return counts.length;
    }

    /** @return bin {@code i}'s lower bound, at least 1 ns */
    public long lowerNs(int i) {
        return lowerNs[i];
    }

    /** @return bin {@code i}'s upper bound (exclusive) */
    public long upperNs(int i) {
        return upperNs[i];
    }

    /** @return bin {@code i}'s count */
    public long count(int i) {
        return counts[i];
    }

    /** @return the largest count, 0 when empty */
    public long maxCount() {
        return maxCount;
    }

    /** @return the smallest lower bound rounded down to a power of ten; 1 us when empty */
    public long axisMinNs() {
        return size() == 0 ? 1_000 : decadeFloor(lowerNs[0]);
    }

    /** @return the largest upper bound rounded up to a power of ten; 1 ms when empty */
    public long axisMaxNs() {
        return size() == 0 ? 1_000_000 : decadeCeil(upperNs[size() - 1]);
    }

    /**
     * @param ns a positive duration
     * @return the largest power of ten not above it
     */
    public static long decadeFloor(long ns) {
        long d = 1;
        while (d <= Long.MAX_VALUE / 10 && d * 10 <= ns) {
            d *= 10;
        }
        return d;
    }

    /**
     * @param n a positive number
     * @return the smallest power of ten not below it
     */
    public static long decadeCeil(long n) {
        long d = 1;
        while (d < n && d <= Long.MAX_VALUE / 10) {
            d *= 10;
        }
        return d;
    }
}
