// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses and prints the durations that traces and the command line use: {@code 0.549ms},
 * {@code +0.549ms}, {@code 19933us}, {@code 24 ms}, {@code 0.024348s}, {@code 100us}.
 * Values are held in nanoseconds so sums over millions of steps stay exact.
 */
public final class Durations {

    private static final Pattern DURATION = Pattern.compile("\\+?(\\d+(?:\\.\\d+)?)\\s*(ns|us|µs|ms|s)?");

    private Durations() {
    }

    /**
     * Parses a duration; a bare number is taken in {@code defaultUnit}.
     *
     * @throws IllegalArgumentException naming the text when it is not a duration
     */
    public static long parseNanos(String text, String defaultUnit) {
        Matcher m = DURATION.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("not a duration: '" + text + "'");
        }
        String unit = m.group(2) != null ? m.group(2) : defaultUnit;
        BigDecimal value = new BigDecimal(m.group(1));
        return value.multiply(BigDecimal.valueOf(nanosPer(unit))).longValue();
    }

    /** Nanoseconds in one {@code unit} ({@code ns}, {@code us}, {@code ms} or {@code s}). */
    public static long nanosPer(String unit) {
        return switch (unit) {
            case "ns" -> 1L;
            case "us", "µs" -> 1_000L;
            case "ms" -> 1_000_000L;
            case "s" -> 1_000_000_000L;
            default -> throw new IllegalArgumentException("unknown unit: '" + unit + "'");
        };
    }

    /** Prints nanoseconds in {@code unit} with up to three decimals, without a unit suffix. */
    public static String format(long nanos, String unit) {
        BigDecimal value = BigDecimal.valueOf(nanos).divide(BigDecimal.valueOf(nanosPer(unit)));
        value = value.setScale(Math.min(3, Math.max(0, value.scale())), java.math.RoundingMode.HALF_EVEN);
        return value.stripTrailingZeros().toPlainString().toLowerCase(Locale.ROOT);
    }
}
