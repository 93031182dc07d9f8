// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.util.Arrays;

import org.latscope.formats.LineDecoder;
import org.latscope.formats.spi.FileHead;

/**
 * A file's head cut at its newlines once per detection, for every probe family: each
 * segment without its {@code \r\n} or {@code \n} and without leading {@code >} mail quote
 * markers (each with one space after it), as Latin-1 text, where the classic and the modern
 * probes each split the head into lines of their own. Segments are cut as far as asked: the
 * modern probes read at most a few hundred lines, the classic ones the whole head.
 * <p>
 * The segments are those of {@code text.split("\n", -1)}: the text after the last newline
 * is the last segment, empty when the head ends with a newline. Lives for one detection on
 * one thread; not thread-safe.
 */
public final class HeadSegments {

    private final String text;
    private final byte[] bytes;
    /** 1 when the head is plain ASCII, 0 when not, -1 until asked. */
    private int ascii = -1;
    /** Where each segment's text starts in the head, after its quote markers. */
    private int[] starts = new int[64];
    private int[] ends = new int[64];
    private String[] lines = new String[64];
    private int count;
    /** Where the next segment starts, or -1 when the last one is cut. */
    private int next;

    private HeadSegments(String text, byte[] bytes) {
        this.text = text;
        this.bytes = bytes;
    }

    /**
     * @param head a file's head
     * @return its segments, shared by the probes of one detection
     */
    public static HeadSegments of(FileHead head) {
        return head.derived(HeadSegments.class, h -> new HeadSegments(h.text(), h.bytes()));
    }

    /**
     * @param max how many segments the caller reads at most
     * @return how many segments there are, at most {@code max}
     */
    public int count(int max) {
        while (count < max && next >= 0) {
            cutNext();
        }
        return Math.min(count, max);
    }

    /** @return how many segments there are; cuts the whole head */
    public int count() {
        return count(Integer.MAX_VALUE);
    }

    /** @return segment {@code i} (of those {@link #count(int)} reported), quote markers stripped */
    public String line(int i) {
        String line = lines[i];
        if (line == null) {
            line = text.substring(starts[i], ends[i]);
            lines[i] = line;
        }
        return line;
    }

    /** @return where segment {@code i}'s text starts in the head's bytes (one char a byte) */
    public int offset(int i) {
        return starts[i];
    }

    /**
     * @return the head's bytes, of which segment {@code i} is the {@code line(i).length()} from
     *         {@link #offset(int)} when the head is {@link #ascii()}; do not modify
     */
    public byte[] bytes() {
        return bytes;
    }

    /**
     * @return whether every byte of the head is ASCII and none NUL, so that a segment's bytes
     *         are what its text encodes to in UTF-8 (scanners of UTF-8 bytes may then read them
     *         in place)
     */
    public boolean ascii() {
        if (ascii < 0) {
            ascii = LineDecoder.isPlainAscii(bytes, 0, text.length()) ? 1 : 0;
        }
        return ascii == 1;
    }

    /** @return whether the head ends with a newline, so that its last segment is empty */
    public boolean endsWithNewline() {
        return text.isEmpty() || text.charAt(text.length() - 1) == '\n';
    }

    private void cutNext() {
        int start = next;
        int nl = text.indexOf('\n', start);
        int to = nl < 0 ? text.length() : nl;
        int end = to > start && text.charAt(to - 1) == '\r' ? to - 1 : to;
        if (count == starts.length) {
            starts = Arrays.copyOf(starts, count * 2);
            ends = Arrays.copyOf(ends, count * 2);
            lines = Arrays.copyOf(lines, count * 2);
        }
        starts[count] = afterQuoteMarkers(start, end);
        ends[count] = end;
        count++;
        next = nl < 0 ? -1 : nl + 1;
    }

    /** Where the line {@code [from, end)} starts after its leading quote markers. */
    private int afterQuoteMarkers(int from, int end) {
        int start = from;
        while (start < end && text.charAt(start) == '>') {
            start += start + 1 < end && text.charAt(start + 1) == ' ' ? 2 : 1;
        }
        return start;
    }
}
