// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.Arrays;

import org.latscope.analysis.nesting.NestingContext;
import org.latscope.model.steps.DelayMark;

/**
 * What {@link StepSummary#query} found in each pixel column: a reusable holder of primitive
 * arrays, so that painting allocates nothing. Create one with the widest width expected, set
 * {@link #setColumns(int)} before each query. Not thread-safe.
 */
public final class SummaryColumns {

    private static final NestingContext[] CONTEXTS = NestingContext.values();
    private static final DelayMark[] MARKS = DelayMark.values();

    private final int[] count;
    private final int[] packed;
    private final int[] longest;
    private final long[] longestNs;
    private final byte[] dominant;
    private int columns;

    /** @param capacity the most columns a query will fill */
    public SummaryColumns(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: " + capacity); //$NON-NLS-1$
        }
        count = new int[capacity];
        packed = new int[capacity];
        longest = new int[capacity];
        longestNs = new long[capacity];
        dominant = new byte[capacity];
        columns = capacity;
    }

    /** @return the most columns this holder takes */
    public int capacity() {
        return count.length;
    }

    /** @return the number of columns the next query fills (and the last one filled) */
    public int columns() {
        return columns;
    }

    /**
     * @param n the number of columns the next query fills, at most {@link #capacity()}
     */
    public void setColumns(int n) {
        if (n < 0 || n > count.length) {
            throw new IllegalArgumentException("columns " + n + " of " + count.length); //$NON-NLS-1$ //$NON-NLS-2$
        }
        columns = n;
    }

    /** @return the number of steps counted in column {@code c} */
    public int stepCount(int c) {
        return count[check(c)];
    }

    /**
     * @param c a column
     * @param context a context
     * @return the deepest depth of that context among the column's steps (255 at most); 0 or 1
     *         for {@link NestingContext#NMI} and {@link NestingContext#PREEMPT_ACTIVE}
     */
    public int depth(int c, NestingContext context) {
        return SummaryBits.depth(packed[check(c)], context);
    }

    /** @return the context with the most time at depth 1 or more in column {@code c}, null for none */
    public NestingContext dominant(int c) {
        int d = dominant[check(c)];
        return d == 0 ? null : CONTEXTS[d - 1];
    }

    /** @return the index of the longest step counted in column {@code c} (the first of equals), -1 when none */
    public int longestStep(int c) {
        return longest[check(c)];
    }

    /** @return the duration of {@link #longestStep(int)}, 0 when none */
    public long longestStepNs(int c) {
        return longestNs[check(c)];
    }

    /** @return the strongest delay mark (none up to {@code $}) among the column's steps */
    public DelayMark delayMark(int c) {
        return MARKS[SummaryBits.mark(packed[check(c)])];
    }

    void clear() {
        Arrays.fill(count, 0, columns, 0);
        Arrays.fill(packed, 0, columns, 0);
        Arrays.fill(longest, 0, columns, -1);
        Arrays.fill(longestNs, 0, columns, 0);
        Arrays.fill(dominant, 0, columns, (byte) 0);
    }

    void add(int c, int steps, int bits, int step, long stepNs) {
        count[c] += steps;
        packed[c] = SummaryBits.merge(packed[c], bits);
        if (step >= 0 && (longest[c] < 0 || stepNs > longestNs[c])) {
            longest[c] = step;
            longestNs[c] = stepNs;
        }
    }

    void dominant(int c, NestingContext context) {
        dominant[c] = (byte) (context == null ? 0 : context.ordinal() + 1);
    }

    private int check(int c) {
        if (c < 0 || c >= columns) {
            throw new IndexOutOfBoundsException("column " + c + " of " + columns); //$NON-NLS-1$ //$NON-NLS-2$
        }
        return c;
    }
}
