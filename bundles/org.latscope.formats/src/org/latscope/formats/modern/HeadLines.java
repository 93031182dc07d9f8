// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * The first lines of a file's head, for probes: decoded as Latin-1 (every byte is a char),
 * without a last line cut off by the head's end, with {@code > } mail quoting stripped.
 * One instance is split per detection and shared by the modern probes, with what several of
 * them ask of a line (comment or blank, stripped) worked out once: each probe split the head
 * and trimmed its lines anew, 8 times a file.
 */
final class HeadLines {

    /** The most lines any modern probe reads. */
    private static final int MAX_LINES = 600;

    private static final byte KNOWN = 1;
    private static final byte COMMENT_OR_BLANK = 2;
    private static final byte COMMENT = 4;

    private final List<String> lines;
    /** Where each line starts in {@link #bytes}. */
    private final int[] offsets;
    private final byte[] bytes;
    /** Per line once asked: {@link #KNOWN}, {@link #COMMENT_OR_BLANK}, {@link #COMMENT}. */
    private final byte[] kinds;
    private final String[] stripped;

    private HeadLines(List<String> lines, int[] offsets, byte[] bytes) {
        this.lines = lines;
        this.offsets = offsets;
        this.bytes = bytes;
        this.kinds = new byte[lines.size()];
        this.stripped = new String[lines.size()];
    }

    /**
     * @param head a file's head, shared by the probes of one detection
     * @return its lines, split on the first call of the detection
     */
    static HeadLines of(FileHead head) {
        return head.derived(HeadLines.class, h -> split(h.text(), h.bytes(),
                h.length() < h.bytes().length || h.length() < TraceFormatProbe.MAX_HEAD, MAX_LINES));
    }

    /**
     * @param max the most lines a probe reads, at most 600
     * @return how many lines the probe reads
     */
    int count(int max) {
        return Math.min(max, lines.size());
    }

    /** @return line {@code i} */
    String line(int i) {
        return lines.get(i);
    }

    /**
     * @return the head's bytes, of which line {@code i} is the {@code line(i).length()} from
     *         {@link #offset(int)}: the probes' byte scanners read them in place
     */
    byte[] bytes() {
        return bytes;
    }

    /** @return where line {@code i} starts in {@link #bytes()} */
    int offset(int i) {
        return offsets[i];
    }

    /** @return line {@code i} as {@link String#strip()} returns it */
    String stripped(int i) {
        String s = stripped[i];
        if (s == null) {
            s = lines.get(i).strip();
            stripped[i] = s;
        }
        return s;
    }

    /** @return whether line {@code i} is blank or starts with {@code #}, as {@link #isCommentOrBlank(String)} */
    boolean isCommentOrBlank(int i) {
        return (kind(i) & COMMENT_OR_BLANK) != 0;
    }

    /**
     * The header clues of ftrace and trace-cmd text are comment lines ({@code # tracer: ...},
     * {@code #  cmd     pid ...}): a note or README that quotes them in prose is no trace.
     *
     * @param max how many lines the probe reads
     * @param text the text to find
     * @return whether a comment line (first non-blank character {@code #}) among the first
     *         {@code max} contains {@code text}
     */
    boolean anyComment(int max, String text) {
        for (int i = 0, n = count(max); i < n; i++) {
            if ((kind(i) & COMMENT) != 0 && lines.get(i).contains(text)) {
                return true;
            }
        }
        return false;
    }

    /** @return whether any of the first {@code max} lines contains {@code text} */
    boolean any(int max, String text) {
        for (int i = 0, n = count(max); i < n; i++) {
            if (lines.get(i).contains(text)) {
                return true;
            }
        }
        return false;
    }

    private byte kind(int i) {
        byte k = kinds[i];
        if (k == 0) {
            String line = lines.get(i);
            k = KNOWN;
            if (isCommentOrBlank(line)) {
                k |= COMMENT_OR_BLANK;
            }
            int at = 0;
            while (at < line.length() && Character.isWhitespace(line.charAt(at))) {
                at++;
            }
            if (at < line.length() && line.charAt(at) == '#') {
                k |= COMMENT;
            }
            kinds[i] = k;
        }
        return k;
    }

    /**
     * @param text the head as Latin-1 text
     * @param whole whether the head holds the whole file, so that its last line is complete
     * @param max the most lines to return
     */
    /** @param text the head as Latin-1 text, {@code bytes} decoded */
    private static HeadLines split(String text, byte[] bytes, boolean whole, int max) {
        List<String> lines = new ArrayList<>();
        int[] offsets = new int[16];
        int start = 0;
        while (start < text.length() && lines.size() < max) {
            int nl = text.indexOf('\n', start);
            if (nl < 0 && !whole) {
                break;
            }
            int to = nl < 0 ? text.length() : nl;
            if (lines.size() == offsets.length) {
                offsets = Arrays.copyOf(offsets, offsets.length * 2);
            }
            int end = to > start && text.charAt(to - 1) == '\r' ? to - 1 : to;
            offsets[lines.size()] = afterQuoteMarkers(text, start, end);
            lines.add(text.substring(offsets[lines.size()], end));
            if (nl < 0) {
                break;
            }
            start = nl + 1;
        }
        return new HeadLines(lines, offsets, bytes);
    }

    /** Where the line {@code [from, end)} of {@code text} starts after its leading quote markers. */
    private static int afterQuoteMarkers(String text, int from, int end) {
        int start = from;
        while (start < end && text.charAt(start) == '>') {
            start += start + 1 < end && text.charAt(start + 1) == ' ' ? 2 : 1;
        }
        return start;
    }

    /** @return whether the line is blank or starts with {@code #} */
    static boolean isCommentOrBlank(String line) {
        int i = 0;
        while (i < line.length() && line.charAt(i) <= ' ') {
            i++; // as String.trim()
        }
        return i == line.length() || line.charAt(i) == '#';
    }
}
