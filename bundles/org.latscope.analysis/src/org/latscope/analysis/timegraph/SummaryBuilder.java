// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.latscope.analysis.nesting.NestingProfile;
import org.latscope.analysis.nesting.StepDepthsListener;
import org.latscope.model.steps.StepCursor;

/**
 * Fills a {@link StepSummary}'s level 0 from the steps {@link org.latscope.analysis.nesting.NestingAnalysis}
 * passes with their depths, then builds the coarser levels by pairs.
 */
final class SummaryBuilder implements StepDepthsListener {

    /** Steps per level-0 bucket aimed at: the width is the largest power of two giving at most this. */
    static final int STEPS_PER_BUCKET = 8;

    private final StepBoxes boxes;
    private final int shift;
    private final int[] count;
    private final int[] bits;
    private final int[] longest;
    private final long[] longestNs;

    SummaryBuilder(StepBoxes boxes) {
        this.boxes = boxes;
        long span = Math.max(1, boxes.endNs() - boxes.startNs());
        long target = Math.max(1, span * STEPS_PER_BUCKET / Math.max(1, boxes.size()));
        this.shift = Long.numberOfTrailingZeros(Long.highestOneBit(target));
        int buckets = boxes.lastDrawable() < 0 ? 0
                : (int) ((boxes.start(boxes.lastDrawable()) - boxes.startNs() >> shift) + 1);
        count = new int[buckets];
        bits = new int[buckets];
        longest = new int[buckets];
        longestNs = new long[buckets];
        Arrays.fill(longest, -1);
    }

    @Override
    public void step(StepCursor step, int[] depths) {
        int i = step.index();
        long start = boxes.start(i);
        int b = (int) (start - boxes.startNs() >> shift);
        count[b]++;
        bits[b] = SummaryBits.merge(bits[b], SummaryBits.of(depths, step.delayMark()));
        long ns = boxes.end(i) - start;
        if (longest[b] < 0 || ns > longestNs[b]) {
            longest[b] = i;
            longestNs[b] = ns;
        }
    }

    StepSummary build(NestingProfile nesting) {
        List<int[]> counts = new ArrayList<>();
        List<int[]> bitLevels = new ArrayList<>();
        List<int[]> longestLevels = new ArrayList<>();
        int[] c = count;
        int[] m = bits;
        int[] l = longest;
        long[] ns = longestNs;
        while (c.length > 0) {
            counts.add(c);
            bitLevels.add(m);
            longestLevels.add(l);
            if (c.length == 1) {
                break;
            }
            int n = (c.length + 1) / 2;
            int[] c2 = new int[n];
            int[] m2 = new int[n];
            int[] l2 = new int[n];
            long[] ns2 = new long[n];
            Arrays.fill(l2, -1);
            for (int b = 0; b < c.length; b++) {
                int p = b >> 1;
                c2[p] += c[b];
                m2[p] = SummaryBits.merge(m2[p], m[b]);
                if (l[b] >= 0 && (l2[p] < 0 || ns[b] > ns2[p])) {
                    l2[p] = l[b];
                    ns2[p] = ns[b];
                }
            }
            c = c2;
            m = m2;
            l = l2;
            ns = ns2;
        }
        return new StepSummary(boxes, shift, counts.toArray(int[][]::new), bitLevels.toArray(int[][]::new),
                longestLevels.toArray(int[][]::new), nesting);
    }
}
