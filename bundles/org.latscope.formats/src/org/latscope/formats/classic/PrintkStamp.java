// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import org.latscope.formats.internal.RegexDot;

/**
 * The timestamp that starts a printk line, {@code [ 2292.851106] text}, with its optional caller
 * id ({@code [time][    T1]} or {@code [time] [   T1296]}), read by hand: the regex it stands in
 * for, {@code ^\s*\[\s*(\d{1,8})\.(\d{1,9})\](?:\s?\[\s*([TC]\d+)\])?\s?(.*)$}, took half of
 * reading a long kernel log. It accepts exactly the lines that regex matches. One instance holds
 * the parts of the last line it accepted.
 */
final class PrintkStamp {

    private String line;
    private long timeNs;
    private int callerStart;
    private int callerEnd;
    private int textStart;

    /**
     * @param s a line
     * @return whether it starts with a printk timestamp; when it does, its parts are kept
     */
    boolean scan(String s) {
        int n = s.length();
        int i = Text.skipRegexSpace(s, 0, n);
        if (i >= n || s.charAt(i) != '[') {
            return false;
        }
        int seconds = Text.skipRegexSpace(s, i + 1, n);
        int dot = Text.digitsEnd(s, seconds, n);
        if (dot == seconds || dot - seconds > 8 || dot >= n || s.charAt(dot) != '.') {
            return false;
        }
        int fraction = dot + 1;
        int close = Text.digitsEnd(s, fraction, n);
        if (close == fraction || close - fraction > 9 || close >= n || s.charAt(close) != ']') {
            return false;
        }
        int at = close + 1;
        int caller = callerAt(s, at, n);
        if (caller >= 0) {
            callerStart = caller;
            callerEnd = Text.digitsEnd(s, caller + 1, n);
            at = callerEnd + 1;
        } else {
            callerStart = -1;
        }
        if (at < n && Text.isRegexSpace(s.charAt(at))) {
            at++;
        }
        if (RegexDot.hasLineTerminator(s, at)) {
            return false; // the regex's '.' does not match one, so the line is no log line
        }
        line = s;
        textStart = at;
        long frac = Text.decimal(s, fraction, close);
        for (int k = close - fraction; k < 9; k++) {
            frac *= 10;
        }
        timeNs = Text.decimal(s, seconds, dot) * 1_000_000_000L + frac;
        return true;
    }

    /** @return where the {@code T}/{@code C} of a caller id {@code \s?\[\s*([TC]\d+)\]} at {@code at} is, or -1 */
    private static int callerAt(String s, int at, int n) {
        int open = at < n && Text.isRegexSpace(s.charAt(at)) ? at + 1 : at;
        if (open >= n || s.charAt(open) != '[') {
            return -1;
        }
        int k = Text.skipRegexSpace(s, open + 1, n);
        if (k >= n || s.charAt(k) != 'T' && s.charAt(k) != 'C') {
            return -1;
        }
        int end = Text.digitsEnd(s, k + 1, n);
        return end > k + 1 && end < n && s.charAt(end) == ']' ? k : -1;
    }

    /** @return the last accepted line's time in nanoseconds */
    long timeNs() {
        return timeNs;
    }

    /** @return its caller id ({@code T1}, {@code C2}), or null */
    String caller() {
        return callerStart < 0 ? null : line.substring(callerStart, callerEnd);
    }

    /** @return its text after the timestamp (and caller id), trailing blanks stripped */
    String text() {
        return line.substring(textStart).stripTrailing();
    }
}
