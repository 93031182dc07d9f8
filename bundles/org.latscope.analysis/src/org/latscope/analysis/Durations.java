// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis;

import java.math.BigDecimal;
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
        return nanos(m.group(1), nanosPer(unit));
    }

    /**
     * {@code number} (digits, maybe a fraction) times {@code per} (a power of ten), truncated to
     * whole nanoseconds, in long arithmetic: {@code BigDecimal}'s class initialisation alone
     * took 12-20 ms of a command's start-up.
     */
    private static long nanos(String number, long per) {
        int dot = number.indexOf('.');
        String whole = dot < 0 ? number : number.substring(0, dot);
        String fraction = dot < 0 ? "" : number.substring(dot + 1); //$NON-NLS-1$
        int places = Long.toString(per).length() - 1; // the fraction digits that make whole nanoseconds
        try {
            long result = Math.multiplyExact(Long.parseLong(whole), per);
            if (places > 0) {
                String digits = fraction.length() >= places ? fraction.substring(0, places)
                        : fraction + "0".repeat(places - fraction.length()); //$NON-NLS-1$
                result = Math.addExact(result, Long.parseLong(digits));
            }
            return result;
        } catch (ArithmeticException | NumberFormatException e) {
            // beyond a long: what the decimal arithmetic gives (its low 64 bits), as before
            return new BigDecimal(number).multiply(BigDecimal.valueOf(per)).longValue();
        }
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

    /**
     * Prints nanoseconds in {@code unit} with up to three decimals (half-even), without trailing
     * zeros or a unit suffix: {@code 1234567} ns is {@code 1.235} ms. In long arithmetic: a
     * tree of 80,000 nodes prints three durations a line.
     */
    public static String format(long nanos, String unit) {
        long per = nanosPer(unit);
        if (per == 1) {
            return Long.toString(nanos);
        }
        long magnitude = nanos < 0 ? -nanos : nanos; // unsigned: Long.MIN_VALUE's is 2^63
        long whole = Long.divideUnsigned(magnitude, per);
        long rest = Long.remainderUnsigned(magnitude, per); // per is 10^3, 10^6 or 10^9
        long thousandths;
        if (per == 1_000) {
            thousandths = rest;
        } else {
            long step = per / 1_000;
            thousandths = rest / step;
            long dropped = rest % step;
            long half = step / 2;
            if (dropped > half || dropped == half && (thousandths & 1) == 1) {
                thousandths++;
                if (thousandths == 1_000) {
                    thousandths = 0;
                    whole++;
                }
            }
        }
        StringBuilder b = new StringBuilder(24);
        if (nanos < 0 && (whole != 0 || thousandths != 0)) {
            b.append('-');
        }
        b.append(whole);
        if (thousandths != 0) {
            b.append('.').append((char) ('0' + thousandths / 100));
            if (thousandths % 100 != 0) {
                b.append((char) ('0' + thousandths / 10 % 10));
                if (thousandths % 10 != 0) {
                    b.append((char) ('0' + thousandths % 10));
                }
            }
        }
        return b.toString();
    }
}
