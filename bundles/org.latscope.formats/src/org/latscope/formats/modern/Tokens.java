// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.ArrayList;
import java.util.List;

/** Whitespace (spaces and tabs) tokenising and lenient number parsing for table readers. */
final class Tokens {

    private Tokens() {
    }

    /** @return the tokens of {@code text} separated by spaces or tabs */
    static List<String> split(String text) {
        List<String> tokens = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            while (i < n && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i > start) {
                tokens.add(text.substring(start, i));
            }
        }
        return tokens;
    }

    /** @return the decimal value of {@code token} (leading zeros allowed), or -1 if it is none */
    static long parseLong(String token) {
        if (token.isEmpty() || token.length() > 18) {
            return -1;
        }
        long v = 0;
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** The powers of ten a double holds exactly. */
    private static final double[] EXACT_POWERS = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
            1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22 };

    /** The most digits whose value a long holds below 2^53, so that it is an exact double. */
    private static final int EXACT_DIGITS = 15;

    /** @return the value of a decimal number such as {@code 0.954}, or NaN */
    static double parseDouble(String token) {
        return parseDouble(token, 0, token.length());
    }

    /**
     * A number of at most 15 digits is its digits divided by a power of ten: both are exact
     * doubles, so the one rounding of the division gives what {@link Double#parseDouble} gives,
     * without its general parse (a quarter of reading {@code perf sched latency} tables).
     *
     * @return the value of the decimal number {@code s[from, to)}, such as {@code 0.954}, or NaN
     */
    static double parseDouble(String s, int from, int to) {
        if (from >= to) {
            return Double.NaN;
        }
        boolean negative = s.charAt(from) == '-';
        long mantissa = 0;
        int digits = 0;
        int dot = -1;
        for (int i = negative ? from + 1 : from; i < to; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                mantissa = mantissa * 10 + (c - '0');
                if (++digits > EXACT_DIGITS) {
                    return parseGeneral(s, from, to);
                }
            } else if (c == '.' && dot < 0) {
                dot = i;
            } else {
                return parseGeneral(s, from, to); // NaN, as the general parse finds
            }
        }
        if (digits == 0) {
            return Double.NaN;
        }
        double value = dot < 0 ? mantissa : mantissa / EXACT_POWERS[to - dot - 1];
        return negative ? -value : value;
    }

    private static double parseGeneral(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if ((c < '0' || c > '9') && c != '.' && !(i == from && c == '-')) {
                return Double.NaN;
            }
        }
        try {
            return Double.parseDouble(s.substring(from, to));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /**
     * @param text a line such as {@code C:  73055 Min:      7}
     * @param key a key with its colon, such as {@code Min:}
     * @return the number after the key, or -1
     */
    static long valueAfter(String text, String key) {
        int at = text.indexOf(key);
        if (at < 0) {
            return -1;
        }
        int i = at + key.length();
        while (i < text.length() && text.charAt(i) == ' ') {
            i++;
        }
        int start = i;
        while (i < text.length() && Character.isDigit(text.charAt(i))) {
            i++;
        }
        return i > start ? parseLong(text.substring(start, i)) : -1;
    }
}
