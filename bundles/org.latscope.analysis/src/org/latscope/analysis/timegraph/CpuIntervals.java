// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.Arrays;

/**
 * The intervals of one lane of one CPU, in columns ordered by start (an enclosing interval before
 * those nested in it): 25 bytes an interval. Intervals of a lane are disjoint or nested, as the
 * kernel nests irqs, so the interval under a time is found by binary search and a short walk
 * back over nested ones.
 */
public final class CpuIntervals {

    private long[] begin;
    private long[] end;
    private int[] step;
    private int[] key;
    private byte[] depth;
    private int size;

    private CpuIntervals() {
        begin = new long[0];
        end = new long[0];
        step = new int[0];
        key = new int[0];
        depth = new byte[0];
    }

    static CpuIntervals growable() {
        CpuIntervals c = new CpuIntervals();
        c.grow(16);
        return c;
    }

    private void grow(int capacity) {
        begin = Arrays.copyOf(begin, capacity);
        end = Arrays.copyOf(end, capacity);
        step = Arrays.copyOf(step, capacity);
        key = Arrays.copyOf(key, capacity);
        depth = Arrays.copyOf(depth, capacity);
    }

    /**
     * Adds an interval where its start puts it: pairs arrive at their end, so an enclosing
     * interval comes after the ones nested in it and moves before them (a few places at most).
     */
    void add(long beginNs, long endNs, int beginStep, int keyId, int nesting) {
        if (size == begin.length) {
            grow(Math.max(16, size + (size >> 1)));
        }
        int at = size;
        byte d = (byte) Math.min(Byte.MAX_VALUE, Math.max(0, nesting));
        while (at > 0 && (begin[at - 1] > beginNs || begin[at - 1] == beginNs && depth[at - 1] > d)) {
            at--;
        }
        if (at < size) {
            int n = size - at;
            System.arraycopy(begin, at, begin, at + 1, n);
            System.arraycopy(end, at, end, at + 1, n);
            System.arraycopy(step, at, step, at + 1, n);
            System.arraycopy(key, at, key, at + 1, n);
            System.arraycopy(depth, at, depth, at + 1, n);
        }
        begin[at] = beginNs;
        end[at] = endNs;
        step[at] = beginStep;
        key[at] = keyId;
        depth[at] = d;
        size++;
    }

    void trim() {
        if (size < begin.length) {
            grow(size);
        }
    }

    /** @return the number of intervals */
    public int size() {
        return size;
    }

    /** @return the start of interval {@code i} in trace time */
    public long beginNs(int i) {
        return begin[i];
    }

    /** @return the end of interval {@code i} in trace time */
    public long endNs(int i) {
        return end[i];
    }

    /** @return the step of the event that began interval {@code i} */
    public int step(int i) {
        return step[i];
    }

    /** @return the key id of interval {@code i}, see {@link CpuRows#key(int)} */
    public int keyId(int i) {
        return key[i];
    }

    /** @return how many intervals of the lane enclose interval {@code i} */
    public int depth(int i) {
        return depth[i];
    }

    /** @return the last interval starting at or before {@code timeNs}, -1 when none */
    int lastStartingAtOrBefore(long timeNs) {
        int low = 0;
        int high = size;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (begin[mid] <= timeNs) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low - 1;
    }

    /**
     * @param timeNs a trace time
     * @return where to start painting from: no interval before it ends after {@code timeNs}
     *         (intervals from there on may still end before it: skip those)
     */
    public int firstEndingAfter(long timeNs) {
        int k = lastStartingAtOrBefore(timeNs);
        while (k > 0 && depth[k] > 0) {
            k--; // back to the outermost interval around it
        }
        if (k < 0) {
            return 0;
        }
        return end[k] > timeNs || depth[k] > 0 ? k : k + 1;
    }

    /**
     * @param timeNs a trace time
     * @return the innermost interval that contains it, -1 when none
     */
    public int at(long timeNs) {
        int found = -1;
        for (int i = firstEndingAfter(timeNs); i < size && begin[i] <= timeNs; i++) {
            if (end[i] > timeNs && (found < 0 || depth[i] >= depth[found])) {
                found = i;
            }
        }
        return found;
    }

    /** @return the number of intervals starting in {@code [fromNs, toNs)} */
    public int countStarting(long fromNs, long toNs) {
        return toNs <= fromNs ? 0 : lastStartingAtOrBefore(toNs - 1) - lastStartingAtOrBefore(fromNs - 1);
    }

    long residentBytes() {
        return 48 + 25L * begin.length;
    }
}
