// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import static org.latscope.formats.internal.ByteWords.load;

import java.util.Arrays;

/**
 * The byte half of a {@link SymbolCache}: byte ranges to symbol ids in an open-addressing
 * table. A slot is four longs side by side in one array (its key's first, middle and last
 * eight bytes, and its length with its id), so a lookup of a name of up to 24 bytes (nearly
 * every kernel function) reads one or two cache lines, compares three longs and never touches
 * the key; longer names also compare the rest of the key. Five parallel arrays, as before,
 * cost a cache miss each per lookup: interning was a fifth of reading a v1.0.5 trace.
 */
final class ByteSymbols {

    /**
     * Slots at first, a power of two: a table a file starts with 1,024 zeroed 28 KB per file,
     * 2.8 GB over a folder of 100,000 small traces; the table doubles as it fills.
     */
    static final int INITIAL_SLOTS = 128;

    private static final int STRIDE = 4;

    private byte[][] keys = new byte[INITIAL_SLOTS][];
    /** Per slot: head, middle, tail, (length + 1) << 32 | id; a zero last word marks a free slot. */
    private long[] words = new long[INITIAL_SLOTS * STRIDE];
    private int size;
    private int lastSlot = -1;
    private byte[] lastAdded;

    /**
     * @return the id of the range {@code [from, to)}, or -1 when it is not in the table
     */
    int find(byte[] b, int from, int to) {
        int len = to - from;
        long head;
        long middle;
        long tail;
        if (len >= 8) {
            // three loads whatever the length, no branch on it (names of 8 to 24 bytes vary
            // from line to line, and a missed branch cost more than a load)
            head = load(b, from);
            middle = load(b, from + middleAt(len));
            tail = load(b, to - 8);
        } else {
            head = head(b, from, len);
            middle = 0;
            tail = 0;
        }
        long[] w = words;
        int mask = keys.length - 1;
        long length = (long) (len + 1) << 32;
        int slot = hash(head, tail, len) & mask;
        while (true) {
            int at = slot * STRIDE;
            long meta = w[at + 3];
            if (meta == 0) {
                return -1;
            }
            if ((meta & 0xFFFF_FFFF_0000_0000L) == length && w[at] == head && w[at + 1] == middle
                    && w[at + 2] == tail
                    && (len <= 24 || Arrays.equals(keys[slot], 8, len - 8, b, from + 8, to - 8))) {
                lastSlot = slot;
                lastAdded = null;
                return (int) meta;
            }
            slot = (slot + 1) & mask;
        }
    }

    /**
     * Where the middle word of a name of at least 8 bytes starts: halfway between head and
     * tail, so that the three words cover a name of up to 24 bytes whole.
     */
    private static int middleAt(int len) {
        return (len - 8) >> 1;
    }

    /** Adds the range {@code [from, to)}, which {@link #find} did not find, with its id. */
    void add(byte[] b, int from, int to, int id) {
        int len = to - from;
        byte[] key = Arrays.copyOfRange(b, from, to);
        lastSlot = put(key, id);
        lastAdded = key; // kept apart from its slot: grow() below moves every key
        if (++size * 4 > keys.length) {
            grow();
        }
    }

    /** @return the key found or added last (for a caller that remembers it) */
    byte[] lastKey() {
        return lastAdded != null ? lastAdded : keys[lastSlot];
    }

    private int put(byte[] key, int id) {
        int len = key.length;
        long head = head(key, 0, len);
        long tail = tail(key, len, len);
        int mask = keys.length - 1;
        int slot = hash(head, tail, len) & mask;
        while (words[slot * STRIDE + 3] != 0) {
            slot = (slot + 1) & mask;
        }
        int at = slot * STRIDE;
        keys[slot] = key;
        words[at] = head;
        words[at + 1] = middle(key, 0, len);
        words[at + 2] = tail;
        words[at + 3] = (long) (len + 1) << 32 | (id & 0xFFFF_FFFFL);
        return slot;
    }

    private void grow() {
        byte[][] oldKeys = keys;
        long[] oldWords = words;
        int capacity = oldKeys.length * 2;
        keys = new byte[capacity][];
        words = new long[capacity * STRIDE];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                put(oldKeys[i], (int) oldWords[i * STRIDE + 3]);
            }
        }
        lastSlot = -1;
    }

    /** The first eight bytes, little-endian; a shorter range zero-extended. */
    static long head(byte[] b, int from, int len) {
        if (len >= 8) {
            return load(b, from);
        }
        if (len == 0) {
            return 0;
        }
        if (from + 8 <= b.length) { // one load; the bytes past the range are masked off
            return load(b, from) & (-1L >>> (64 - 8 * len));
        }
        long h = 0;
        for (int i = len - 1; i >= 0; i--) {
            h = h << 8 | (b[from + i] & 0xFF);
        }
        return h;
    }

    /** The middle word of a range of at least 8 bytes (see {@link #middleAt}), else 0. */
    private static long middle(byte[] b, int from, int len) {
        return len >= 8 ? load(b, from + middleAt(len)) : 0;
    }

    /** The last eight bytes of a range of at least eight (the head holds a shorter one whole). */
    static long tail(byte[] b, int to, int len) {
        return len >= 8 ? load(b, to - 8) : 0;
    }

    private static int hash(long head, long tail, int len) {
        long h = head * 0x9E3779B97F4A7C15L + tail;
        h = (h ^ len) * 0xBF58476D1CE4E5B9L;
        return (int) (h ^ (h >>> 29));
    }
}
