// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.latscope.formats.spi.FileHead;

/**
 * The first lines of a file's head, for probes: decoded as Latin-1 (every byte is a char),
 * without a last line cut off by the head's end, with {@code > } mail quoting stripped.
 */
final class HeadLines {

    /** The most lines any modern probe reads. */
    private static final int MAX_LINES = 600;

    /** The head split once per detection, shared by the modern probes (each split it anew: 7 splits a file). */
    private record Split(List<String> lines) {
    }

    private HeadLines() {
    }

    /**
     * @param head a file's head, shared by the probes of one detection
     * @param max the most lines to return, at most 600
     * @return the first {@code max} lines, as {@link #of(byte[], int, int)} returns them
     */
    static List<String> of(FileHead head, int max) {
        List<String> all = head.derived(Split.class, h -> new Split(of(h.bytes(), h.length(), MAX_LINES))).lines();
        return all.size() <= max ? all : all.subList(0, max);
    }

    /**
     * @param head the head bytes
     * @param length how many are valid
     * @param max the most lines to return
     * @return the lines
     */
    static List<String> of(byte[] head, int length, int max) {
        List<String> lines = new ArrayList<>();
        if (head == null) {
            return lines;
        }
        int n = Math.max(0, Math.min(length, head.length));
        String text = new String(head, 0, n, StandardCharsets.ISO_8859_1);
        int start = 0;
        while (start < text.length() && lines.size() < max) {
            int nl = text.indexOf('\n', start);
            if (nl < 0) {
                if (n < head.length || n < org.latscope.formats.spi.TraceFormatProbe.MAX_HEAD) {
                    lines.add(clean(text.substring(start)));
                }
                break;
            }
            lines.add(clean(text.substring(start, nl)));
            start = nl + 1;
        }
        return lines;
    }

    private static String clean(String line) {
        String s = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line; //$NON-NLS-1$
        while (s.startsWith(">")) { //$NON-NLS-1$
            s = s.startsWith("> ") ? s.substring(2) : s.substring(1); //$NON-NLS-1$
        }
        return s;
    }

    /** @return whether any line contains {@code text} */
    static boolean any(List<String> lines, String text) {
        for (String line : lines) {
            if (line.contains(text)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The header clues of ftrace and trace-cmd text are comment lines ({@code # tracer: ...},
     * {@code #  cmd     pid ...}): a note or README that quotes them in prose is no trace.
     *
     * @return whether any comment line (first non-blank character {@code #}) contains {@code text}
     */
    static boolean anyComment(List<String> lines, String text) {
        for (String line : lines) {
            int i = 0;
            while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i < line.length() && line.charAt(i) == '#' && line.indexOf(text, i) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** @return whether the line is blank or starts with {@code #} */
    static boolean isCommentOrBlank(String line) {
        String t = line.trim();
        return t.isEmpty() || t.startsWith("#"); //$NON-NLS-1$
    }
}
