// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * Times as libtraceevent writes them: {@code "%6.1000d"} is microseconds, rounded, as
 * {@code %5llu.%06llu}; {@code "%12d"} reads as a precision of 12 digits, nanoseconds as
 * {@code %5llu.%012llu} of 10^12. Unsigned throughout.
 */
public final class TimeText {

    private TimeText() {
    }

    /**
     * @param out where the text goes
     * @param ts the time in nanoseconds (unsigned)
     * @param microseconds whether the clock counts time (else raw counts)
     */
    public static void append(StringBuilder out, long ts, boolean microseconds) {
        long seconds;
        long fraction;
        int digits;
        if (microseconds) {
            long us = Long.divideUnsigned(ts + 500, 1000);
            seconds = Long.divideUnsigned(us, 1_000_000);
            fraction = Long.remainderUnsigned(us, 1_000_000);
            digits = 6;
        } else {
            seconds = Long.divideUnsigned(ts, 1_000_000_000_000L);
            fraction = Long.remainderUnsigned(ts, 1_000_000_000_000L);
            digits = 12;
        }
        String s = Long.toUnsignedString(seconds);
        for (int i = s.length(); i < 5; i++) {
            out.append(' ');
        }
        out.append(s).append('.');
        String f = Long.toString(fraction);
        for (int i = f.length(); i < digits; i++) {
            out.append('0');
        }
        out.append(f);
    }

    /**
     * @param ts the time in nanoseconds
     * @param microseconds as for {@link #append}
     * @return the text
     */
    public static String of(long ts, boolean microseconds) {
        StringBuilder out = new StringBuilder(20);
        append(out, ts, microseconds);
        return out.toString();
    }
}
