// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.Arrays;

import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;

/**
 * The boxes of a trace's steps: a step lasts from its start to the next drawable step's start;
 * the last drawable step until the end of its delta. Starts are the running maximum of the
 * drawable steps' times (v1.0.x traces print {@code 0.141ms} before {@code 0.140ms}), so boxes
 * never go backwards; elisions and markers start where the drawable step before them does and
 * have no box. Only the drawable steps whose start is not their own time are stored (index and
 * start), usually none: everything else is read from the step table.
 */
final class StepBoxes {

    private static final int[] NO_FIXES = new int[0];
    private static final long[] NO_STARTS = new long[0];

    private final StepTable table;
    private final int size;
    private final int[] fixIndex;
    private final long[] fixStart;
    private final int firstDrawable;
    private final int lastDrawable;
    private final long startNs;
    private final long endNs;

    StepBoxes(StepTable table) {
        this.table = table;
        this.size = table.size();
        int first = 0;
        while (first < size && !drawable(table, first)) {
            first++;
        }
        int[] indices = new int[0];
        long[] starts = new long[0];
        int fixes = 0;
        long max = first < size ? table.timeNs(first) : 0;
        int last = -1;
        for (int i = 0; i < size; i++) {
            if (!drawable(table, i)) {
                continue;
            }
            max = Math.max(max, table.timeNs(i));
            last = i;
            if (max != table.timeNs(i)) {
                if (fixes == indices.length) {
                    indices = Arrays.copyOf(indices, Math.max(8, fixes * 2));
                    starts = Arrays.copyOf(starts, indices.length);
                }
                indices[fixes] = i;
                starts[fixes] = max;
                fixes++;
            }
        }
        // most rows need no correction: they share the empty columns
        this.fixIndex = fixes == 0 ? NO_FIXES : Arrays.copyOf(indices, fixes);
        this.fixStart = fixes == 0 ? NO_STARTS : Arrays.copyOf(starts, fixes);
        this.firstDrawable = first < size ? first : -1;
        this.lastDrawable = last;
        this.startNs = first < size ? table.timeNs(first) : 0;
        long end = startNs;
        if (last >= 0) {
            long delta = table.deltaNs(last);
            // the step's delta says how long it lasts: a function's, or an event's in a trace whose
            // deltas come from its times (the closing <stack trace> of a wakeup trace); a
            // function_graph exit's delta is the call's duration, which ends at the exit
            StepKind kind = table.kind(last);
            boolean lasts = kind == StepKind.FUNCTION || kind == StepKind.EVENT;
            end = start(last) + (lasts && delta != StepTable.NO_DELTA ? Math.max(0, delta) : 0);
        }
        this.endNs = end;
    }

    static boolean drawable(StepTable table, int i) {
        StepKind kind = table.kind(i);
        return kind != StepKind.ELISION && kind != StepKind.MARKER;
    }

    int size() {
        return size;
    }

    long startNs() {
        return startNs;
    }

    long endNs() {
        return endNs;
    }

    int lastDrawable() {
        return lastDrawable;
    }

    boolean drawable(int i) {
        return drawable(table, i);
    }

    long start(int i) {
        if (!drawable(i)) {
            int d = drawableAtOrBefore(i);
            return d < 0 ? startNs : start(d);
        }
        if (fixIndex.length > 0) {
            int k = Arrays.binarySearch(fixIndex, i);
            if (k >= 0) {
                return fixStart[k];
            }
        }
        return table.timeNs(i);
    }

    long end(int i) {
        if (!drawable(i)) {
            return start(i);
        }
        if (i >= lastDrawable) {
            return endNs;
        }
        int j = i + 1;
        while (!drawable(j)) {
            j++;
        }
        return start(j);
    }

    /** @return the last step starting at or before {@code timeNs}, -1 when none */
    int lastStartingAtOrBefore(long timeNs) {
        int low = 0;
        int high = size;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (start(mid) <= timeNs) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low - 1;
    }

    /** @return the drawable step at or before {@code i}, -1 when none */
    int drawableAtOrBefore(int i) {
        int d = i;
        while (d >= 0 && d >= firstDrawable && !drawable(d)) {
            d--;
        }
        return d < firstDrawable || firstDrawable < 0 ? -1 : d;
    }

    int stepAt(long timeNs) {
        if (firstDrawable < 0 || timeNs < startNs || timeNs >= endNs) {
            return -1;
        }
        int d = drawableAtOrBefore(lastStartingAtOrBefore(timeNs));
        return d >= 0 && timeNs < end(d) ? d : -1;
    }

    int firstEndingAfter(long timeNs) {
        int p = lastStartingAtOrBefore(timeNs);
        if (p < 0) {
            return 0;
        }
        int d = drawableAtOrBefore(p);
        return d >= 0 && end(d) > timeNs ? d : p + 1;
    }

    /** @return the number of steps starting in {@code [fromNs, toNs)} */
    int countStarting(long fromNs, long toNs) {
        return toNs <= fromNs ? 0 : lastStartingAtOrBefore(toNs - 1) - lastStartingAtOrBefore(fromNs - 1);
    }

    long residentBytes() {
        return 48 + 12L * fixIndex.length + 32;
    }
}
