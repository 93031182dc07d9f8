// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The byte half of a {@link SymbolCache}: byte ranges to symbol ids in an open-addressing
 * table. Each slot keeps its key's first and last eight bytes and length beside the key, so
 * a lookup of a name of up to 16 bytes (most kernel functions) compares two longs and never
 * touches the key array; longer names also compare their middle.
 */
final class ByteSymbols {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * Slots at first, a power of two: a table a file starts with 1,024 zeroed 28 KB per file,
     * 2.8 GB over a folder of 100,000 small traces; the table doubles as it fills.
     */
    static final int INITIAL_SLOTS = 128;

    private byte[][] keys = new byte[INITIAL_SLOTS][];
    private long[] heads = new long[INITIAL_SLOTS];
    private long[] tails = new long[INITIAL_SLOTS];
    /** Key length + 1; 0 marks a free slot. */
    private int[] lengths = new int[INITIAL_SLOTS];
    private int[] ids = new int[INITIAL_SLOTS];
    private int size;
    private int lastSlot = -1;
    private byte[] lastAdded;

    /**
     * @return the id of the range {@code [from, to)}, or -1 when it is not in the table
     */
    int find(byte[] b, int from, int to) {
        int len = to - from;
        long head = head(b, from, len);
        long tail = tail(b, to, len);
        int mask = keys.length - 1;
        int slot = hash(head, tail, len) & mask;
        while (true) {
            int length = lengths[slot];
            if (length == 0) {
                return -1;
            }
            if (length == len + 1 && heads[slot] == head && tails[slot] == tail
                    && (len <= 16 || Arrays.equals(keys[slot], 8, len - 8, b, from + 8, to - 8))) {
                lastSlot = slot;
                lastAdded = null;
                return ids[slot];
            }
            slot = (slot + 1) & mask;
        }
    }

    /** Adds the range {@code [from, to)}, which {@link #find} did not find, with its id. */
    void add(byte[] b, int from, int to, int id) {
        int len = to - from;
        byte[] key = Arrays.copyOfRange(b, from, to);
        lastSlot = put(key, head(key, 0, len), tail(key, len, len), id);
        lastAdded = key; // kept apart from its slot: grow() below moves every key
        if (++size * 4 > keys.length) {
            grow();
        }
    }

    /** @return the key found or added last (for a caller that remembers it) */
    byte[] lastKey() {
        return lastAdded != null ? lastAdded : keys[lastSlot];
    }

    private int put(byte[] key, long head, long tail, int id) {
        int mask = keys.length - 1;
        int slot = hash(head, tail, key.length) & mask;
        while (lengths[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        keys[slot] = key;
        heads[slot] = head;
        tails[slot] = tail;
        lengths[slot] = key.length + 1;
        ids[slot] = id;
        return slot;
    }

    private void grow() {
        byte[][] oldKeys = keys;
        long[] oldHeads = heads;
        long[] oldTails = tails;
        int[] oldIds = ids;
        int capacity = oldKeys.length * 2;
        keys = new byte[capacity][];
        heads = new long[capacity];
        tails = new long[capacity];
        lengths = new int[capacity];
        ids = new int[capacity];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                put(oldKeys[i], oldHeads[i], oldTails[i], oldIds[i]);
            }
        }
        lastSlot = -1;
    }

    /** The first eight bytes, little-endian; a shorter range zero-extended. */
    private static long head(byte[] b, int from, int len) {
        if (len >= 8) {
            return (long) LONGS.get(b, from);
        }
        if (len == 0) {
            return 0;
        }
        if (from + 8 <= b.length) { // one load; the bytes past the range are masked off
            return (long) LONGS.get(b, from) & (-1L >>> (64 - 8 * len));
        }
        long h = 0;
        for (int i = len - 1; i >= 0; i--) {
            h = h << 8 | (b[from + i] & 0xFF);
        }
        return h;
    }

    /** The last eight bytes of a range longer than eight (the head holds a shorter one whole). */
    private static long tail(byte[] b, int to, int len) {
        return len > 8 ? (long) LONGS.get(b, to - 8) : 0;
    }

    private static int hash(long head, long tail, int len) {
        long h = head * 0x9E3779B97F4A7C15L + tail;
        h = (h ^ len) * 0xBF58476D1CE4E5B9L;
        return (int) (h ^ (h >>> 29));
    }
}
