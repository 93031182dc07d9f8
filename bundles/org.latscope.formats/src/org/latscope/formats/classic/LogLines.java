// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.model.CodeAddress;
import org.latscope.model.LatscopeFactory;

/** Kernel log lines as mail carried them: syslog prefixes, quoting, wrapped symbols, code points. */
final class LogLines {

    private static final Pattern SYSLOG = Pattern.compile("^[A-Z][a-z]{2} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d \\S+ kernel: ?"); //$NON-NLS-1$
    private static final Pattern POINT = Pattern.compile("^<?([^<>+\\s]+)\\+0x([0-9a-fA-F]{1,15})/0x([0-9a-fA-F]{1,15})>?$"); //$NON-NLS-1$

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
        if (!maySyslog(t)) {
            return s;
        }
        Matcher m = SYSLOG.matcher(t);
        return m.find() ? t.substring(m.end()) : s;
    }

    /** @return whether {@code t} starts as {@link #SYSLOG} needs: {@code Sep }, a month */
    private static boolean maySyslog(String t) {
        return t.length() > 4 && t.charAt(0) >= 'A' && t.charAt(0) <= 'Z' && t.charAt(1) >= 'a' && t.charAt(1) <= 'z'
                && t.charAt(2) >= 'a' && t.charAt(2) <= 'z' && t.charAt(3) == ' ';
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
        Matcher m = POINT.matcher(text);
        if (m.matches()) {
            a.setSymbol(m.group(1));
            a.setOffset(Long.parseLong(m.group(2), 16));
            a.setSize(Long.parseLong(m.group(3), 16));
        } else {
            a.setSymbol(text.startsWith("<") && text.endsWith(">") ? text.substring(1, text.length() - 1) : text); //$NON-NLS-1$ //$NON-NLS-2$
        }
        return a;
    }
}
