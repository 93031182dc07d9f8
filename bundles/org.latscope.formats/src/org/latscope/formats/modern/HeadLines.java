// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.internal.HeadSegments;
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

    private final HeadSegments segments;
    private final int count;
    /** Per line once asked: {@link #KNOWN}, {@link #COMMENT_OR_BLANK}, {@link #COMMENT}. */
    private final byte[] kinds;
    private final String[] stripped;

    private HeadLines(HeadSegments segments, int count) {
        this.segments = segments;
        this.count = count;
        this.kinds = new byte[count];
        this.stripped = new String[count];
    }

    /**
     * @param head a file's head, shared by the probes of one detection
     * @return its lines, split on the first call of the detection
     */
    static HeadLines of(FileHead head) {
        return head.derived(HeadLines.class, h -> lines(HeadSegments.of(h),
                h.length() < h.bytes().length || h.length() < TraceFormatProbe.MAX_HEAD, MAX_LINES));
    }

    /**
     * @param max the most lines a probe reads, at most 600
     * @return how many lines the probe reads
     */
    int count(int max) {
        return Math.min(max, count);
    }

    /** @return line {@code i} */
    String line(int i) {
        return segments.line(i);
    }

    /**
     * @return the head's bytes, of which line {@code i} is the {@code line(i).length()} from
     *         {@link #offset(int)}: the probes' byte scanners read them in place
     */
    byte[] bytes() {
        return segments.bytes();
    }

    /** @return where line {@code i} starts in {@link #bytes()} */
    int offset(int i) {
        return segments.offset(i);
    }

    /** @return line {@code i} as {@link String#strip()} returns it */
    String stripped(int i) {
        String s = stripped[i];
        if (s == null) {
            s = segments.line(i).strip();
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
            if ((kind(i) & COMMENT) != 0 && segments.line(i).contains(text)) {
                return true;
            }
        }
        return false;
    }

    /** @return whether any of the first {@code max} lines contains {@code text} */
    boolean any(int max, String text) {
        for (int i = 0, n = count(max); i < n; i++) {
            if (segments.line(i).contains(text)) {
                return true;
            }
        }
        return false;
    }

    private byte kind(int i) {
        byte k = kinds[i];
        if (k == 0) {
            String line = segments.line(i);
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
     * @param segments the head's segments
     * @param whole whether the head holds the whole file, so that its last line is complete
     * @param max the most lines to read
     */
    private static HeadLines lines(HeadSegments segments, boolean whole, int max) {
        // max + 1 segments tell whether the last one read is the head's last
        int n = segments.count(max + 1);
        if (n <= max && (!whole || segments.endsWithNewline())) {
            n--; // cut by the head's end, or the empty text after its last newline
        }
        return new HeadLines(segments, Math.max(0, Math.min(n, max)));
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
