// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

/**
 * What one CPU's row holds at each resolution: per bucket of time, a bit per {@link CpuLane}
 * present (and {@link CpuRows#IDLE} for the idle task), each level of buckets twice as wide as
 * the one below. About as many finest buckets as intervals (a byte each, 2 bytes with the
 * coarser levels), so a zoom that makes intervals narrower than pixels finds buckets no wider
 * than a pixel.
 */
final class CpuSummary {

    private static final int MIN_BUCKETS = 1024;
    private static final int MAX_BUCKETS = 1 << 22;

    private final long startNs;
    private final long endNs;
    private final long finestNs;
    private final byte[][] levels;

    CpuSummary(long startNs, long endNs, CpuIntervals[] lanes, boolean[] idleKeys) {
        this.startNs = startNs;
        this.endNs = Math.max(endNs, startNs + 1);
        int intervals = 0;
        for (CpuIntervals lane : lanes) {
            intervals += lane.size();
        }
        int buckets = Integer.highestOneBit(Math.max(MIN_BUCKETS, Math.min(MAX_BUCKETS, intervals)) * 2 - 1);
        long span = this.endNs - startNs;
        this.finestNs = Math.max(1, (span + buckets - 1) / buckets);
        byte[] finest = new byte[buckets];
        for (CpuLane l : CpuLane.values()) {
            CpuIntervals lane = lanes[l.ordinal()];
            for (int i = 0; i < lane.size(); i++) {
                int bit = l == CpuLane.TASK && idleKeys[lane.keyId(i)] ? CpuRows.IDLE : l.bit();
                int b0 = bucket(lane.beginNs(i), buckets);
                int b1 = bucket(Math.max(lane.beginNs(i), lane.endNs(i) - 1), buckets);
                for (int b = b0; b <= b1; b++) {
                    finest[b] |= (byte) bit;
                }
            }
        }
        int count = Integer.numberOfTrailingZeros(buckets) + 1;
        levels = new byte[count][];
        levels[0] = finest;
        for (int l = 1; l < count; l++) {
            byte[] below = levels[l - 1];
            byte[] level = new byte[below.length / 2];
            for (int b = 0; b < level.length; b++) {
                level[b] = (byte) (below[2 * b] | below[2 * b + 1]);
            }
            levels[l] = level;
        }
    }

    private int bucket(long timeNs, int buckets) {
        long b = (timeNs - startNs) / finestNs;
        return (int) Math.max(0, Math.min(buckets - 1, b));
    }

    /**
     * @param fromNs the first trace time of the first column
     * @param toNs the trace time after the last column
     * @param columns the number of columns to fill
     * @param out receives per column the lanes present, as {@link CpuLane#bit()} and {@link CpuRows#IDLE}
     */
    void query(long fromNs, long toNs, int columns, byte[] out) {
        double pixelNs = (double) (toNs - fromNs) / columns;
        int level = 0;
        while (level + 1 < levels.length && (finestNs << (level + 1)) <= pixelNs) {
            level++;
        }
        byte[] buckets = levels[level];
        long width = finestNs << level;
        for (int c = 0; c < columns; c++) {
            long t0 = fromNs + (long) (pixelNs * c);
            long t1 = Math.max(t0 + 1, fromNs + (long) (pixelNs * (c + 1)));
            if (t1 <= startNs || t0 >= endNs) {
                out[c] = 0;
                continue;
            }
            int b0 = (int) Math.max(0, (t0 - startNs) / width);
            int b1 = (int) Math.min(buckets.length - 1, (t1 - 1 - startNs) / width);
            byte bits = 0;
            for (int b = b0; b <= b1; b++) {
                bits |= buckets[b];
            }
            out[c] = bits;
        }
    }

    long residentBytes() {
        long bytes = 48;
        for (byte[] level : levels) {
            bytes += 16 + level.length;
        }
        return bytes;
    }
}
