// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * {@link TraceIndexSet} holds what a {@link BitSet} would, in either form, and takes the
 * bitmap form only once it is the smaller. (In the host's package: isBitmap is package-private.)
 */
class TraceIndexSetTest {

    @Test
    void holdsWhatABitSetHoldsUnderRandomAddsAndShiftedUnions() {
        Random random = new Random(20261204);
        for (int round = 0; round < 500; round++) {
            int universe = 1 + random.nextInt(random.nextBoolean() ? 100 : 20_000);
            List<TraceIndexSet> sets = new ArrayList<>();
            List<BitSet> expected = new ArrayList<>();
            for (int s = 0; s < 4; s++) {
                TraceIndexSet set = new TraceIndexSet();
                BitSet bits = new BitSet();
                int adds = random.nextInt(random.nextBoolean() ? 5 : universe);
                int next = 0;
                for (int a = 0; a < adds; a++) {
                    // mostly ascending, as a reader visits traces, sometimes anywhere
                    int t = random.nextInt(4) == 0 ? random.nextInt(universe) : Math.min(universe - 1, next);
                    next += random.nextInt(3);
                    set.add(t);
                    bits.set(t);
                }
                sets.add(set);
                expected.add(bits);
            }
            for (int u = 0; u < 3; u++) {
                int into = random.nextInt(4);
                int from = random.nextInt(4);
                // a file's traces after the others' (offset past them, appended), or anywhere
                int offset = random.nextInt(3) == 0 ? 0 : random.nextBoolean() ? universe : random.nextInt(universe);
                sets.get(into).addAll(sets.get(from), offset);
                BitSet shifted = new BitSet();
                int shift = offset;
                expected.get(from).stream().forEach(t -> shifted.set(t + shift)); // from may be into
                expected.get(into).or(shifted);
            }
            for (int s = 0; s < 4; s++) {
                assertEquals(expected.get(s), toBitSet(sets.get(s)), "round " + round + " set " + s);
                assertEquals(java.util.Arrays.toString(expected.get(s).stream().toArray()),
                        java.util.Arrays.toString(sets.get(s).toArray()));
                assertEquals(expected.get(s).cardinality(), sets.get(s).cardinality());
                assertEquals(expected.get(s).isEmpty(), sets.get(s).isEmpty());
            }
        }
    }

    @Test
    void sparseSetsStayArraysAndDenseOnesBecomeBitmaps() {
        TraceIndexSet sparse = new TraceIndexSet();
        for (int t = 0; t < 60_000; t += 1_000) {
            sparse.add(t);
        }
        assertFalse(sparse.isBitmap(), "60 traces of 60,000: 240 bytes as an array, 7.5 KB as a bitmap");
        TraceIndexSet dense = new TraceIndexSet();
        for (int t = 0; t < 60_000; t += 3) {
            dense.add(t);
        }
        assertTrue(dense.isBitmap());
        assertEquals(20_000, dense.cardinality());
        sparse.addAll(dense);
        assertTrue(sparse.isBitmap());
        assertEquals(20_000 + 40, sparse.cardinality(), "multiples of 1,000 that are not multiples of 3: 40");
        assertThrows(IllegalArgumentException.class, () -> new TraceIndexSet().add(-1));
    }

    private static BitSet toBitSet(TraceIndexSet set) {
        BitSet bits = new BitSet();
        int[] last = { -1 };
        set.forEach(t -> {
            assertTrue(t > last[0], "ascending and distinct");
            last[0] = t;
            bits.set(t);
        });
        return bits;
    }
}
