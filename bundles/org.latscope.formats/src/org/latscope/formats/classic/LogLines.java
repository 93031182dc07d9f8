// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import org.latscope.model.CodeAddress;
import org.latscope.model.LatscopeFactory;

/** Kernel log lines as mail carried them: syslog prefixes, quoting, wrapped symbols, code points. */
final class LogLines {

    private LogLines() {
    }

    /** @return the line without mail quoting ({@code >}, {@code  > }, {@code > > }) and syslog prefix */
    static String body(String line) {
        int i = 0;
        int afterQuote = 0;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '>' || line.charAt(i) == '\t')) {
            if (line.charAt(i) == '>') {
                afterQuote = i + 1;
            }
            i++;
        }
        String s = line.substring(afterQuote);
        String t = s.stripLeading();
        int end = syslogEnd(t);
        return end < 0 ? s : t.substring(end);
    }

    /**
     * Where the syslog prefix {@code Sep 20 00:44:01 host kernel: } of {@code t} ends, read by
     * hand: the regex {@code ^[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \S+ kernel: ?} ran on every
     * line of a syslog.
     *
     * @return the index after the prefix (and one blank after it), or -1 when {@code t} has none
     */
    static int syslogEnd(String t) {
        int n = t.length();
        if (n < 16 || !upper(t.charAt(0)) || !lower(t.charAt(1)) || !lower(t.charAt(2)) || t.charAt(3) != ' '
                || t.charAt(4) != ' ' && !Text.isDigit(t.charAt(4)) || !Text.isDigit(t.charAt(5))
                || t.charAt(6) != ' ' || !Text.allDigits(t, 7, 9) || t.charAt(9) != ':' || !Text.allDigits(t, 10, 12)
                || t.charAt(12) != ':' || !Text.allDigits(t, 13, 15) || t.charAt(15) != ' ') {
            return -1;
        }
        int host = 16;
        int p = host;
        while (p < n && !Text.isRegexSpace(t.charAt(p))) {
            p++;
        }
        if (p == host || !t.startsWith(" kernel:", p)) { //$NON-NLS-1$
            return -1;
        }
        p += 8;
        return p < n && t.charAt(p) == ' ' ? p + 1 : p;
    }

    private static boolean upper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    private static boolean lower(char c) {
        return c >= 'a' && c <= 'z';
    }

    /**
     * Joins a wrapped line with its continuation: no blank where the first part ended in one,
     * or inside a symbol cut after {@code +0x}; one blank otherwise.
     */
    static String join(String first, String continuation) {
        String rest = continuation.strip();
        if (first.endsWith(" ")) { //$NON-NLS-1$
            return first + rest;
        }
        int space = first.lastIndexOf(' ');
        String last = first.substring(space + 1);
        boolean cutSymbol = last.contains("+0x") && !last.contains("/"); //$NON-NLS-1$ //$NON-NLS-2$
        return cutSymbol ? first + rest : first + ' ' + rest;
    }

    /** @return {@code kmap_high} of {@code kmap_high+0x2b/0x2d0}, or the text itself */
    static String symbol(String text) {
        int plus = text.indexOf('+');
        return plus > 0 ? text.substring(0, plus) : text;
    }

    /** @return a code point of {@code <sym+0xoff/0xsize>}, {@code sym+0xoff/0xsize} or {@code line/file} (kept as its symbol) */
    static CodeAddress point(String text) {
        CodeAddress a = LatscopeFactory.eINSTANCE.createCodeAddress();
        int plus = pointPlus(text);
        if (plus >= 0) {
            int slash = text.indexOf('/', plus);
            int end = text.endsWith(">") ? text.length() - 1 : text.length(); //$NON-NLS-1$
            a.setSymbol(text.substring(text.startsWith("<") ? 1 : 0, plus)); //$NON-NLS-1$
            a.setOffset(Text.hex(text, plus + 3, slash));
            a.setSize(Text.hex(text, slash + 3, end));
        } else {
            a.setSymbol(text.startsWith("<") && text.endsWith(">") ? text.substring(1, text.length() - 1) : text); //$NON-NLS-1$ //$NON-NLS-2$
        }
        return a;
    }

    /**
     * Reads {@code <sym+0xoff/0xsize>} as {@code ^<?([^<>+\s]+)\+0x([0-9a-fA-F]{1,15})/0x([0-9a-fA-F]{1,15})>?$}
     * matches it, without a matcher.
     *
     * @return the index of the {@code +} after the symbol, or -1 when {@code text} is no such point
     */
    static int pointPlus(String text) {
        int n = text.length();
        int from = text.startsWith("<") ? 1 : 0; //$NON-NLS-1$
        int p = from;
        while (p < n && !isPointStop(text.charAt(p))) {
            p++;
        }
        if (p == from || !text.startsWith("+0x", p)) { //$NON-NLS-1$
            return -1;
        }
        int offset = hexEnd(text, p + 3, n);
        if (offset < 0 || !text.startsWith("/0x", offset)) { //$NON-NLS-1$
            return -1;
        }
        int size = hexEnd(text, offset + 3, n);
        return size == n || size == n - 1 && text.charAt(size) == '>' ? p : -1;
    }

    private static boolean isPointStop(char c) {
        return c == '<' || c == '>' || c == '+' || Text.isRegexSpace(c);
    }

    /** @return the end of a run of 1 to 15 hex digits at {@code from}, or -1 */
    private static int hexEnd(String s, int from, int n) {
        int p = from;
        while (p < n && Text.isHex(s.charAt(p))) {
            p++;
        }
        return p == from || p - from > 15 ? -1 : p;
    }
}
