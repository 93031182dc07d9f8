// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Random;

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

    @Test
    void formatsAsTheDecimalRoundedHalfEven() {
        Random random = new Random(3);
        long[] edges = { 0, 1, -1, 499, 500, 501, 1_500, 2_500, 999_999, 999_500, 1_000_000, 999_999_500,
                999_999_999_500L, 1_499_999_999L, -2_500, -1_500_000_000L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1 };
        for (String unit : new String[] { "ns", "us", "ms", "s" }) {
            for (long nanos : edges) {
                assertEquals(reference(nanos, unit), Durations.format(nanos, unit), nanos + " ns in " + unit);
            }
            for (int i = 0; i < 20_000; i++) {
                long nanos = switch (i % 3) {
                    case 0 -> random.nextLong();
                    case 1 -> random.nextInt(10_000_000) * (random.nextBoolean() ? 500L : 1L);
                    default -> -random.nextInt(1_000_000);
                };
                assertEquals(reference(nanos, unit), Durations.format(nanos, unit), nanos + " ns in " + unit);
            }
        }
    }

    /** What format printed before it did it in long arithmetic. */
    private static String reference(long nanos, String unit) {
        BigDecimal value = BigDecimal.valueOf(nanos).divide(BigDecimal.valueOf(Durations.nanosPer(unit)));
        value = value.setScale(Math.min(3, Math.max(0, value.scale())), RoundingMode.HALF_EVEN);
        return value.stripTrailingZeros().toPlainString();
    }

    @Test
    void parsesAsTheDecimalTruncatedToNanoseconds() {
        Random random = new Random(11);
        String[] edges = { "0", "0.0", "1", "0.0000000001", "0.999999999999", "123.456789123456", "9223372036854775807",
                "9223372036854775.807", "99999999999999999999", "00012.5000" };
        for (String unit : new String[] { "ns", "us", "ms", "s" }) {
            for (String number : edges) {
                assertEquals(new BigDecimal(number).multiply(BigDecimal.valueOf(Durations.nanosPer(unit))).longValue(),
                        Durations.parseNanos(number + unit, "us"), number + unit);
            }
            for (int i = 0; i < 5_000; i++) {
                String number = random.nextInt(1_000_000) + (random.nextBoolean() ? ""
                        : "." + String.valueOf(Math.abs(random.nextLong())).substring(0, 1 + random.nextInt(12)));
                assertEquals(new BigDecimal(number).multiply(BigDecimal.valueOf(Durations.nanosPer(unit))).longValue(),
                        Durations.parseNanos(number, unit), number + " " + unit);
            }
        }
    }
}
