// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.Durations;

class DurationsTest {

    @Test
    void parsesTheUnitsTracesPrint() {
        // seed 000: "(+0.549ms): __copy_to_user_ll (file_read_actor)"
        assertEquals(549_000L, Durations.parseNanos("+0.549ms", "us"));
        // ftrace latency format: "19933us!"
        assertEquals(19_933_000L, Durations.parseNanos("19933us", "us"));
        // seed 004 irq-off list: "0.024348  vprintk" in seconds
        assertEquals(24_348_000L, Durations.parseNanos("0.024348", "s"));
        assertEquals(100_000L, Durations.parseNanos("100", "us"));
        assertEquals(550_000L, Durations.parseNanos("550 us", "ms"));
    }

    @Test
    void rejectsWhatIsNoDuration() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Durations.parseNanos("fast", "us"));
        assertEquals("not a duration: 'fast'", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Durations.nanosPer("weeks"));
    }

    @Test
    void formatsWithoutTrailingZeros() {
        assertEquals("549", Durations.format(549_000L, "us"));
        assertEquals("0.549", Durations.format(549_000L, "ms"));
        assertEquals("113.036", Durations.format(113_036_000L, "ms"));
        assertEquals("1.234", Durations.format(1_234L, "us"));
        assertEquals("1.235", Durations.format(1_234_567L, "ms"));
    }
}
