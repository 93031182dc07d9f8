// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One scanned entry line of a voluntary-preempt / -rt latency trace, reused from line to
 * line. Three layouts:
 * <ul>
 * <li>v1.0: {@code 0.000ms (+0.000ms): page_address (kmap_high)};</li>
 * <li>v1.0.2 to v1.0.7: {@code [path:][pid ]00000001 0.000ms (+0.549ms): fn (parent) [n]},
 * 7 or 8 hex digits of preempt count; pseudo-entries {@code (4) ((0))};</li>
 * <li>v1.1.x: {@code kswapd0-100   0Dnh2    4us+: fn (parent)}.</li>
 * </ul>
 */
final class VpEntry {

    enum Layout {
        V10, V10X, V11
    }

    private static final Pattern V11 = Pattern
            .compile("^\\s*(.*?)-(\\d+)\\s+(\\d{1,3})([A-Za-z.][A-Za-z.\\d]{3,7})\\s+(\\d+)(?:us|\\u00b5s|\\ufffds)(.)?:\\s?(.*)$"); //$NON-NLS-1$

    Layout layout;
    String prefix;
    int pid;
    int count;
    long timeNs;
    long deltaNs;
    /** The text holding the function and parent ranges. */
    String call;
    int functionFrom;
    int functionTo;
    /** -1 when there is no parent range (none, or {@link #parentText} holds a wrapped one). */
    int parentFrom = -1;
    int parentTo;
    boolean hasFunction;
    String parentText;
    int mcount;
    String pseudo;
    String comm;
    int cpu;
    String flags;
    char mark;
    String rest;

    /** @return the function name (allocates; for rare paths and tests) */
    String function() {
        return hasFunction ? call.substring(functionFrom, functionTo) : null;
    }
    /** The entry lacks its {@code (parent)}, which may be wrapped onto the next line. */
    boolean parentMissing;

    /**
     * @param s a line
     * @return true when {@code s} is an entry; the fields then describe it
     */
    boolean scan(String s) {
        int n = s.length();
        int p = Text.skipSpaces(s, 0);
        if (p >= n) {
            return false;
        }
        char c = s.charAt(p);
        if (Text.isDigit(c) || Text.isHex(c) || c == '/' || Character.isLetter(c)) {
            if (scanV10(s, p)) {
                return true;
            }
        }
        return scanV11(s);
    }

    private boolean scanV10(String s, int start) {
        int p = start;
        prefix = null;
        pid = -1;
        count = 0;
        int e1 = Text.tokenEnd(s, p);
        // grep output: path:entry
        int colon = s.indexOf(':', p);
        if (colon > p && colon < e1 && colon + 1 < s.length() && Text.isHex(s.charAt(colon + 1))
                && s.lastIndexOf('/', colon) > p - 1 && !endsWithMs(s, p, e1)) {
            prefix = s.substring(p, colon);
            p = colon + 1;
            e1 = Text.tokenEnd(s, p);
        }
        int timeStart;
        int timeEnd;
        if (endsWithMs(s, p, e1)) {
            layout = Layout.V10;
            timeStart = p;
            timeEnd = e1;
        } else {
            int p2 = Text.skipSpaces(s, e1);
            int e2 = Text.tokenEnd(s, p2);
            if (endsWithMs(s, p2, e2)) {
                if (!Text.allHex(s, p, e1) || e1 - p < 7 || e1 - p > 8) {
                    return false;
                }
                count = (int) Text.hex(s, p, e1);
            } else {
                int p3 = Text.skipSpaces(s, e2);
                int e3 = Text.tokenEnd(s, p3);
                if (!endsWithMs(s, p3, e3) || !Text.allDigits(s, p, e1) || !Text.allHex(s, p2, e2) || e2 - p2 < 7
                        || e2 - p2 > 8) {
                    return false;
                }
                pid = (int) Text.decimal(s, p, e1);
                count = (int) Text.hex(s, p2, e2);
                p2 = p3;
                e2 = e3;
            }
            layout = Layout.V10X;
            timeStart = p2;
            timeEnd = e2;
        }
        timeNs = Text.fixed(s, timeStart, timeEnd - 2, 6);
        if (timeNs == Long.MIN_VALUE) {
            return false;
        }
        // " (+0.549ms): "
        int q = Text.skipSpaces(s, timeEnd);
        if (!s.startsWith("(+", q)) { //$NON-NLS-1$
            return false;
        }
        int close = s.indexOf("ms):", q); //$NON-NLS-1$
        if (close < 0) {
            return false;
        }
        deltaNs = Text.fixed(s, q + 2, close, 6);
        if (deltaNs == Long.MIN_VALUE) {
            return false;
        }
        return scanCall(s, Text.skipSpaces(s, close + 4));
    }

    /** {@code fn (parent) [n]} or a pseudo-entry {@code (4) ((0))}; sets ranges, allocates nothing. */
    private boolean scanCall(String s, int from) {
        call = s;
        hasFunction = false;
        parentFrom = -1;
        parentText = null;
        pseudo = null;
        mcount = -1;
        parentMissing = false;
        int end = s.length();
        while (end > from && (s.charAt(end - 1) == ' ' || s.charAt(end - 1) == '\t')) {
            end--;
        }
        if (from >= end) {
            return false;
        }
        if (s.charAt(from) == '(') {
            pseudo = s.substring(from, end);
            return true;
        }
        // [n] at the end
        if (s.charAt(end - 1) == ']') {
            int open = s.lastIndexOf('[', end - 1);
            if (open > from && Text.allDigits(s, open + 1, end - 1)) {
                mcount = (int) Text.decimal(s, open + 1, end - 1);
                end = open;
                while (end > from && s.charAt(end - 1) == ' ') {
                    end--;
                }
            }
        }
        int fnEnd = Text.tokenEnd(s, from);
        if (fnEnd > end) {
            fnEnd = end;
        }
        hasFunction = true;
        functionFrom = from;
        functionTo = fnEnd;
        int p = Text.skipSpaces(s, fnEnd);
        if (p >= end) {
            parentMissing = true;
            return true;
        }
        if (s.charAt(p) == '(' && s.charAt(end - 1) == ')') {
            parentFrom = p + 1;
            parentTo = end - 1;
        } else {
            pseudo = s.substring(p, end);
        }
        return true;
    }

    /**
     * Takes a wrapped {@code (parent)} (and {@code [n]}) from the next line.
     *
     * @param s the next line
     * @return true when it was the missing parent
     */
    boolean takeWrappedParent(String s) {
        String t = s.strip();
        int end = t.length();
        int marker = -1;
        if (end > 0 && t.charAt(end - 1) == ']') {
            int open = t.lastIndexOf('[');
            if (open > 0 && Text.allDigits(t, open + 1, end - 1)) {
                marker = (int) Text.decimal(t, open + 1, end - 1);
                t = t.substring(0, open).strip();
                end = t.length();
            }
        }
        if (end < 3 || t.charAt(0) != '(' || t.charAt(end - 1) != ')' || t.indexOf(' ') >= 0) {
            return false;
        }
        parentText = t.substring(1, end - 1);
        if (marker >= 0) {
            mcount = marker;
        }
        parentMissing = false;
        return true;
    }

    private boolean scanV11(String s) {
        if (s.indexOf("us") < 0 && s.indexOf("s") < 0) { //$NON-NLS-1$ //$NON-NLS-2$
            return false;
        }
        Matcher m = V11.matcher(s);
        if (!m.matches()) {
            return false;
        }
        layout = Layout.V11;
        prefix = null;
        comm = m.group(1).strip();
        pid = Integer.parseInt(m.group(2));
        cpu = Integer.parseInt(m.group(3));
        flags = m.group(4);
        long us = Text.decimal(s, m.start(5), m.end(5));
        timeNs = us * 1000;
        deltaNs = Long.MIN_VALUE;
        mark = m.group(6) == null ? ' ' : m.group(6).charAt(0);
        rest = m.group(7);
        if (!scanCall(rest, 0)) {
            return false;
        }
        return hasFunction || pseudo != null;
    }

    private static boolean endsWithMs(String s, int from, int to) {
        return to - from >= 3 && s.charAt(to - 1) == 's' && s.charAt(to - 2) == 'm' && Text.isDigit(s.charAt(to - 3));
    }
}
