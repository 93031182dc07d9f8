// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import org.latscope.formats.spi.LineSource;

/** The lines of a text held in memory (the latency text of a trace.dat), for a line reader. */
public final class TextLines implements LineSource {

    private final String text;
    private int at;
    private int number;
    private String line;
    private String peeked;
    private int peekedEnd = -1;

    /** @param text the text; lines end with {@code \n}, a trailing {@code \r} is dropped */
    public TextLines(String text) {
        this.text = text;
    }

    private String lineAt(int from) {
        int end = text.indexOf('\n', from);
        if (end < 0) {
            end = text.length();
        }
        peekedEnd = end;
        String s = text.substring(from, end);
        return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s; //$NON-NLS-1$
    }

    @Override
    public boolean next() {
        String p = peek();
        if (p == null) {
            return false;
        }
        line = p;
        at = peekedEnd + 1;
        peeked = null;
        number++;
        return true;
    }

    @Override
    public String line() {
        return line;
    }

    @Override
    public int lineNumber() {
        return number;
    }

    @Override
    public String peek() {
        if (peeked == null && at < text.length()) {
            peeked = lineAt(at);
        }
        return peeked;
    }

    /** @return how many lines {@link #next()} has given */
    public int count() {
        return number;
    }
}
