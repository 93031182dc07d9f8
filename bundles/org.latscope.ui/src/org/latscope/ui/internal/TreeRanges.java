// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

/**
 * How the Trace Sets tree splits a long list into ranges, as the debugger's Variables view splits
 * a large array: at most {@link #SIZE} children a node, in runs of {@code SIZE}, {@code SIZE²},
 * ... A GTK tree given 300,000 items under one node spent minutes of the UI thread allocating
 * their ids; ranges make items only for what the user expands.
 */
final class TreeRanges {

    /** Children a node shows at most, and the length of the innermost ranges. */
    static final int SIZE = 1000;

    private TreeRanges() {
    }

    /** Makes the range node for the items {@code from} (inclusive) to {@code to} (exclusive). */
    @FunctionalInterface
    interface RangeFactory {
        Object range(int from, int to);
    }

    /** @return the length of the runs that split {@code n} items into at most {@link #SIZE} */
    static int runLength(int n) {
        long run = SIZE;
        while (n > run * SIZE) {
            run *= SIZE;
        }
        return (int) Math.min(Integer.MAX_VALUE, run);
    }

    /** @return whether a node of {@code n} items shows them in ranges */
    static boolean ranged(int n) {
        return n > SIZE;
    }

    /**
     * @param from the first item of the node
     * @param to one past its last item, more than {@link #SIZE} after {@code from}
     * @param factory makes each range
     * @return the node's ranges
     */
    static Object[] split(int from, int to, RangeFactory factory) {
        int run = runLength(to - from);
        Object[] ranges = new Object[(int) (((long) to - from + run - 1) / run)];
        for (int i = 0; i < ranges.length; i++) {
            int start = from + i * run;
            ranges[i] = factory.range(start, (int) Math.min(to, (long) start + run));
        }
        return ranges;
    }

    /**
     * @return the bounds {@code [from, to)} of the range of a node {@code [from, to)} that holds
     *         {@code index}, one level down
     */
    static int[] childHolding(int from, int to, int index) {
        int run = runLength(to - from);
        int start = from + (index - from) / run * run;
        return new int[] { start, (int) Math.min(to, (long) start + run) };
    }
}
