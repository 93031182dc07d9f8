// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * The payload texts of a table's steps, dictionary coded: one {@code String} per event cost
 * ~120 bytes of heap for a {@code sched_switch} line, and 1 GB of ftrace events needed 1.6 GB.
 *
 * <p>A payload is cut into runs of digits and runs of other characters. A run of digits
 * without leading zero (at most 18 of them) is stored as its number; any other run is stored
 * as the id of an entry of the table's dictionary ({@code "prev_comm="}, {@code " ==> "}), or,
 * once the dictionary is full or for long runs, as its characters. Each item is a varint in
 * 64 KiB byte chunks: {@code prev_comm=java prev_pid=9240 ... next_prio=120} takes ~20 bytes.
 * {@link #get(int)} rebuilds the same string.
 */
final class PayloadColumn {

    static final PayloadColumn EMPTY = new Builder().build();

    private static final int CHUNK_SHIFT = 16;
    private static final int CHUNK = 1 << CHUNK_SHIFT;
    private static final int OFFSET_MASK = CHUNK - 1;
    /** Encoded payloads larger than this stay strings of their own (5 MB lines). */
    private static final int LARGE = CHUNK / 4;
    private static final int MAX_DICTIONARY = 1 << 16;
    private static final int MAX_TOKEN = 48;
    private static final int MAX_DIGITS = 18;
    private static final int DICT = 0;
    private static final int NUMBER = 1;
    private static final int LITERAL = 2;

    /** The step indices that have a payload, ascending. */
    final int[] index;
    // per payload: chunk << 16 | offset of its encoding, or -1 - k for large[k]
    private final int[] position;
    private final byte[][] chunks;
    private final String[] dictionary;
    private final String[] large;

    private PayloadColumn(int[] index, int[] position, byte[][] chunks, String[] dictionary, String[] large) {
        this.index = index;
        this.position = position;
        this.chunks = chunks;
        this.dictionary = dictionary;
        this.large = large;
    }

    /** @return the number of payloads */
    int size() {
        return index.length;
    }

    /** @return the payload of step {@code step}, or null */
    String payloadOfStep(int step) {
        int k = Arrays.binarySearch(index, step);
        return k < 0 ? null : get(k);
    }

    /** @return the {@code k}th payload */
    String get(int k) {
        int p = position[k];
        if (p < 0) {
            return large[-1 - p];
        }
        byte[] chunk = chunks[p >>> CHUNK_SHIFT];
        int[] at = {p & OFFSET_MASK};
        int items = (int) varint(chunk, at);
        StringBuilder text = new StringBuilder(Math.max(16, items * 8));
        for (int n = 0; n < items; n++) {
            long h = varint(chunk, at);
            long value = h >>> 2;
            switch ((int) (h & 3)) {
                case DICT -> text.append(dictionary[(int) value]);
                case NUMBER -> text.append(value);
                default -> {
                    for (int c = 0; c < value; c++) {
                        text.append((char) varint(chunk, at));
                    }
                }
            }
        }
        return text.toString();
    }

    /** @return the bytes kept on the heap */
    long residentBytes() {
        long bytes = 64 + 8L * index.length + 16 + 8L * chunks.length;
        for (byte[] chunk : chunks) {
            bytes += 16 + chunk.length;
        }
        for (String s : dictionary) {
            bytes += 8 + 40 + s.length();
        }
        for (String s : large) {
            bytes += 8 + 40 + 2L * s.length();
        }
        return bytes;
    }

    private static long varint(byte[] chunk, int[] at) {
        int i = at[0];
        long value = 0;
        int shift = 0;
        byte b;
        do {
            b = chunk[i++];
            value |= (long) (b & 0x7F) << shift;
            shift += 7;
        } while (b < 0);
        at[0] = i;
        return value;
    }

    /** Content equality: the same steps have the same texts, whatever the dictionaries. */
    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof PayloadColumn other) || !Arrays.equals(index, other.index)) {
            return false;
        }
        for (int k = 0; k < index.length; k++) {
            if (!Objects.equals(get(k), other.get(k))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(index);
    }

    /** Appends payloads in step order; the last one may be replaced. */
    static final class Builder {
        private int[] index = new int[4];
        private int[] position = new int[4];
        private int count;
        private byte[][] chunks = new byte[1][];
        private int chunkCount;
        private byte[] chunk;
        private int offset;
        private String[] large = new String[0];
        private int largeCount;
        private final TokenTable tokens = new TokenTable();
        // the encoding of one payload before it is copied into a chunk
        private byte[] scratch = new byte[256];
        private int length;

        /** Sets the payload of step {@code step}, which is the last step given or after it. */
        void add(int step, String text) {
            int k = slot(step); // before position is read: it may grow
            position[k] = store(text);
            count++;
        }

        /**
         * {@link #add(int, String)} for the text of a range of plain ASCII bytes, encoded
         * straight from them: no String per payload.
         */
        void add(int step, byte[] ascii, int from, int to) {
            int k = slot(step);
            length = 0;
            encode(ascii, from, to);
            position[k] = length > LARGE ? large(new String(ascii, from, to - from, StandardCharsets.ISO_8859_1))
                    : copy();
            count++;
        }

        /** @return where the payload of {@code step} goes, the last one taken back when it is the same step */
        private int slot(int step) {
            if (count > 0 && index[count - 1] == step) {
                count--;
                int p = position[count];
                if (p < 0) {
                    largeCount--;
                } else {
                    chunkCount = (p >>> CHUNK_SHIFT) + 1;
                    chunk = chunks[chunkCount - 1];
                    offset = p & OFFSET_MASK;
                }
            }
            if (count == index.length) {
                index = Arrays.copyOf(index, count * 2);
                position = Arrays.copyOf(position, count * 2);
            }
            index[count] = step;
            return count;
        }

        private int store(String text) {
            length = 0;
            if (text != null) {
                encode(text);
            }
            if (text == null || length > LARGE) {
                return large(text);
            }
            return copy();
        }

        private int large(String text) {
            if (largeCount == large.length) {
                large = Arrays.copyOf(large, Math.max(4, largeCount * 2));
            }
            large[largeCount] = text;
            return -1 - largeCount++;
        }

        /** @return the position of the encoding in {@code scratch}, copied into the chunks */
        private int copy() {
            if (chunk == null || offset + length > chunk.length) {
                if (chunkCount == chunks.length) {
                    chunks = Arrays.copyOf(chunks, chunkCount * 2);
                }
                if (chunkCount == CHUNK >>> 1) {
                    throw new IllegalStateException("payloads exceed 2 GiB"); //$NON-NLS-1$
                }
                chunk = chunks[chunkCount] != null ? chunks[chunkCount] : new byte[chunkCount == 0 ? 4096 : CHUNK];
                chunks[chunkCount++] = chunk;
                offset = 0;
            }
            if (offset + length > chunk.length) { // only the small first chunk grows
                chunk = Arrays.copyOf(chunk, CHUNK);
                chunks[chunkCount - 1] = chunk;
            }
            System.arraycopy(scratch, 0, chunk, offset, length);
            int p = ((chunkCount - 1) << CHUNK_SHIFT) | offset;
            offset += length;
            return p;
        }

        /**
         * Cuts {@code text} into its items in one pass, each run's number taken as it is
         * scanned; the item count is written in front once known.
         */
        private void encode(String text) {
            int n = text.length();
            if (scratch.length < 3 * n + 16) { // an item takes at most 3 bytes per char it covers
                scratch = Arrays.copyOf(scratch, Math.max(scratch.length * 2, 3 * n + 16));
            }
            byte[] out = scratch;
            int at = 1;
            int items = 0;
            int i = 0;
            while (i < n) {
                char c = text.charAt(i);
                int end = i + 1;
                if (c >= '0' && c <= '9') {
                    long v = c - '0';
                    int d;
                    while (end < n && (d = text.charAt(end) - '0') >= 0 && d <= 9) {
                        v = v * 10 + d;
                        end++;
                    }
                    if (end - i <= MAX_DIGITS && (c != '0' || end - i == 1)) {
                        at = put(out, at, v << 2 | NUMBER);
                    } else {
                        at = token(text, i, end, out, at);
                    }
                } else {
                    char d;
                    while (end < n && ((d = text.charAt(end)) < '0' || d > '9')) {
                        end++;
                    }
                    at = token(text, i, end, out, at);
                }
                items++;
                i = end;
            }
            count(out, at, items);
        }

        private int token(String text, int from, int to, byte[] out, int at) {
            int id = to - from <= MAX_TOKEN ? tokens.id(text, from, to, MAX_DICTIONARY) : -1;
            if (id >= 0) {
                return put(out, at, (long) id << 2 | DICT);
            }
            int a = put(out, at, (long) (to - from) << 2 | LITERAL);
            for (int c = from; c < to; c++) {
                a = put(out, a, text.charAt(c));
            }
            return a;
        }

        /** Writes the item count in front of the items, which start at 1, and sets {@link #length}. */
        private void count(byte[] out, int at, int items) {
            if (items < 0x80) {
                out[0] = (byte) items;
                length = at;
            } else { // the count takes more than its byte: the items move up
                int head = put(out, at, items) - at;
                System.arraycopy(out, 1, out, head, at - 1);
                put(out, 0, items);
                length = head + at - 1;
            }
        }

        /**
         * {@link #encode(String)} over ASCII bytes in one pass: the same items, the item count
         * written in front once known.
         */
        private void encode(byte[] s, int from, int to) {
            if (scratch.length < 3 * (to - from) + 16) { // an item takes at most 3 bytes per byte it covers
                scratch = Arrays.copyOf(scratch, Math.max(scratch.length * 2, 3 * (to - from) + 16));
            }
            byte[] out = scratch;
            int at = 1; // one byte for the count: shifted when more than 127 items
            int items = 0;
            int i = from;
            while (i < to) {
                int c = s[i];
                int end = i + 1;
                if (c >= '0' && c <= '9') {
                    long v = c - '0';
                    int d;
                    while (end < to && (d = s[end] - '0') >= 0 && d <= 9) {
                        v = v * 10 + d;
                        end++;
                    }
                    if (end - i <= MAX_DIGITS && (c != '0' || end - i == 1)) {
                        at = put(out, at, v << 2 | NUMBER);
                    } else {
                        at = token(s, i, end, hash(s, i, end), out, at);
                    }
                } else {
                    int h = c;
                    int d;
                    while (end < to && ((d = s[end]) < '0' || d > '9')) {
                        h = 31 * h + d;
                        end++;
                    }
                    at = token(s, i, end, h, out, at);
                }
                items++;
                i = end;
            }
            count(out, at, items);
        }

        private int token(byte[] s, int from, int to, int h, byte[] out, int at) {
            int id = to - from <= MAX_TOKEN ? tokens.id(s, from, to, h, MAX_DICTIONARY) : -1;
            if (id >= 0) {
                return put(out, at, (long) id << 2 | DICT);
            }
            int a = put(out, at, (long) (to - from) << 2 | LITERAL);
            for (int c = from; c < to; c++) {
                out[a++] = s[c];
            }
            return a;
        }

        private static int hash(byte[] s, int from, int to) {
            int h = 0;
            for (int i = from; i < to; i++) {
                h = 31 * h + s[i];
            }
            return h;
        }

        private static int put(byte[] out, int at, long value) {
            int a = at;
            long v = value;
            while ((v & ~0x7FL) != 0) {
                out[a++] = (byte) ((v & 0x7F) | 0x80);
                v >>>= 7;
            }
            out[a++] = (byte) v;
            return a;
        }

        PayloadColumn build() {
            if (count == 0 && EMPTY != null) {
                return EMPTY; // most small traces have no payloads: one column for all of them
            }
            byte[][] frozen = Arrays.copyOf(chunks, chunkCount);
            if (chunkCount > 0 && offset < frozen[chunkCount - 1].length) {
                frozen[chunkCount - 1] = Arrays.copyOf(frozen[chunkCount - 1], offset);
            }
            return new PayloadColumn(Arrays.copyOf(index, count), Arrays.copyOf(position, count), frozen,
                    tokens.toArray(), Arrays.copyOf(large, largeCount));
        }
    }
}
