// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

/** Small allocation-free helpers for scanning trace lines. */
final class Text {

    private Text() {
    }

    static int skipSpaces(String s, int from) {
        int i = from;
        int n = s.length();
        while (i < n && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    static int tokenEnd(String s, int from) {
        int i = from;
        int n = s.length();
        while (i < n && s.charAt(i) != ' ' && s.charAt(i) != '\t') {
            i++;
        }
        return i;
    }

    static boolean isBlank(String s) {
        return skipSpaces(s, 0) == s.length();
    }

    /** Like a regex's {@code \s}: blank, tab, newline, vertical tab, form feed, return. */
    static boolean isRegexSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    /**
     * {@code s.split("\\s+")} without the regex, which cost a row of a worst-20 table or a
     * histogram more than the rest of its parse.
     *
     * @param s a line
     * @return its fields as {@link String#split(String)} gives them: a leading empty field when
     *         {@code s} starts with whitespace, no trailing empty fields
     */
    static String[] fields(String s) {
        java.util.List<String> parts = new java.util.ArrayList<>();
        int n = s.length();
        int start = 0;
        int i = 0;
        while (i < n) {
            if (isRegexSpace(s.charAt(i))) {
                parts.add(s.substring(start, i));
                i = skipRegexSpace(s, i, n);
                start = i;
            } else {
                i++;
            }
        }
        if (parts.isEmpty()) {
            return new String[] { s }; // no separator: the whole line, even when empty
        }
        parts.add(s.substring(start));
        int size = parts.size();
        while (size > 0 && parts.get(size - 1).isEmpty()) {
            size--;
        }
        return parts.subList(0, size).toArray(String[]::new);
    }

    /** @return the end of the run of {@link #isRegexSpace} characters at {@code from}, before {@code n} */
    static int skipRegexSpace(String s, int from, int n) {
        int i = from;
        while (i < n && isRegexSpace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** @return the end of the run of ASCII digits at {@code from}, before {@code n} */
    static int digitsEnd(String s, int from, int n) {
        int i = from;
        while (i < n && isDigit(s.charAt(i))) {
            i++;
        }
        return i;
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isHex(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    static boolean allHex(String s, int from, int to) {
        if (from >= to) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (!isHex(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    static boolean allDigits(String s, int from, int to) {
        if (from >= to) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (!isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Parses unsigned hex of up to 16 digits; -1 on anything else. */
    static long hex(String s, int from, int to) {
        if (from >= to || to - from > 16) {
            return -1;
        }
        long v = 0;
        for (int i = from; i < to; i++) {
            int d = Character.digit(s.charAt(i), 16);
            if (d < 0) {
                return -1;
            }
            v = v << 4 | d;
        }
        return v;
    }

    /** Parses a decimal integer of up to 18 digits with optional sign; Long.MIN_VALUE on anything else. */
    static long decimal(String s, int from, int to) {
        int i = from;
        boolean negative = false;
        if (i < to && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        if (i >= to || to - i > 18) {
            return Long.MIN_VALUE;
        }
        long v = 0;
        for (; i < to; i++) {
            char c = s.charAt(i);
            if (!isDigit(c)) {
                return Long.MIN_VALUE;
            }
            v = v * 10 + (c - '0');
        }
        return negative ? -v : v;
    }

    /**
     * Parses a fixed-point number such as {@code 0.550} or {@code 2292.851106} scaled by
     * {@code 10^scaleDigits}: {@code fixed("0.550", 6)} is 550000. Returns Long.MIN_VALUE on
     * anything else.
     */
    static long fixed(String s, int from, int to, int scaleDigits) {
        int i = from;
        if (i >= to) {
            return Long.MIN_VALUE;
        }
        long whole = 0;
        int digits = 0;
        while (i < to && isDigit(s.charAt(i))) {
            whole = whole * 10 + (s.charAt(i) - '0');
            i++;
            if (++digits > 12) {
                return Long.MIN_VALUE;
            }
        }
        long fraction = 0;
        int fractionDigits = 0;
        if (i < to && s.charAt(i) == '.') {
            i++;
            while (i < to && isDigit(s.charAt(i))) {
                if (fractionDigits < scaleDigits) {
                    fraction = fraction * 10 + (s.charAt(i) - '0');
                    fractionDigits++;
                }
                i++;
                digits++;
            }
        }
        if (i != to || digits == 0) {
            return Long.MIN_VALUE;
        }
        for (int k = fractionDigits; k < scaleDigits; k++) {
            fraction *= 10;
        }
        long scale = 1;
        for (int k = 0; k < scaleDigits; k++) {
            scale *= 10;
        }
        return whole * scale + fraction;
    }

    /** Elision lines: {@code ...}, {@code [...]}, {@code etc}, {@code <SNIP>}, {@code ... remaining items ...}. */
    static boolean isElision(String s) {
        String t = s.strip();
        return t.startsWith("...") || t.equals("[...]") || t.equals("etc") || t.equals("etc.") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                || t.startsWith("[...") || t.equals(":") || t.equals(".") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                || t.equalsIgnoreCase("<snip>") || t.equalsIgnoreCase("[snip]"); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
