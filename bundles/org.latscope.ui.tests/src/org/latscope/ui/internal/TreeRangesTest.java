// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The ranges of the Trace Sets tree: at most 1,000 children a node, nested past a million. */
class TreeRangesTest {

    private static List<String> split(int from, int to) {
        return Arrays.stream(TreeRanges.split(from, to, (f, t) -> f + "-" + t)).map(String.class::cast).toList();
    }

    @Test
    void runsOfAThousandUpToAMillionThenOfAMillion() {
        assertEquals(1000, TreeRanges.runLength(1001));
        assertEquals(1000, TreeRanges.runLength(1_000_000));
        assertEquals(1_000_000, TreeRanges.runLength(1_000_001));
        assertEquals(List.of("0-1000", "1000-2000", "2000-2500"), split(0, 2500));
        // 1.75 million tables (1 GB of /proc/latencytimes): two ranges, each of at most 1,000 ranges
        assertEquals(List.of("0-1000000", "1000000-1750000"), split(0, 1_750_000));
        assertEquals(750, split(1_000_000, 1_750_000).size());
        assertEquals("1749000-1750000", split(1_000_000, 1_750_000).get(749));
    }

    @Test
    void theRangeHoldingAnItemIsFoundLevelByLevel() {
        assertArrayEquals(new int[] { 1_000_000, 1_750_000 }, TreeRanges.childHolding(0, 1_750_000, 1_234_567));
        assertArrayEquals(new int[] { 1_234_000, 1_235_000 }, TreeRanges.childHolding(1_000_000, 1_750_000, 1_234_567));
        assertArrayEquals(new int[] { 2000, 2500 }, TreeRanges.childHolding(0, 2500, 2499));
    }
}
