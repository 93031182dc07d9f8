// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.ToIntFunction;

/**
 * A reader-local front for the model's symbol interning that looks a character range up
 * without creating a {@code String}: only a miss allocates and asks the model. Traces repeat
 * the same few thousand comms, flag texts and functions millions of times.
 */
public final class SymbolCache {

    private final ToIntFunction<String> interner;
    private String[] keys = new String[ByteSymbols.INITIAL_SLOTS];
    private int[] ids = new int[ByteSymbols.INITIAL_SLOTS];
    private int size;
    private final ByteSymbols byteSymbols = new ByteSymbols();
    private String lastKey;
    private final String[] recentKeys = new String[4];
    private final int[] recentIds = new int[4];
    private final byte[][] recentByteKeys = new byte[4][];
    private final int[] recentByteIds = new int[4];
    // the recent byte keys' first and last eight bytes: a comm or flag text of up to 16 bytes
    // is compared as two longs
    private final long[] recentByteHeads = new long[4];
    private final long[] recentByteTails = new long[4];

    /** @param interner the model's interning, e.g. {@code Symbols::intern} */
    public SymbolCache(ToIntFunction<String> interner) {
        this.interner = interner;
    }

    /**
     * @param s a string
     * @param from start of the range
     * @param to end of the range
     * @return the symbol id of {@code s.substring(from, to)}
     */
    public int intern(String s, int from, int to) {
        int h = hash(s, from, to);
        int mask = keys.length - 1;
        int slot = mix(h) & mask;
        int len = to - from;
        while (true) {
            String key = keys[slot];
            if (key == null) {
                break;
            }
            if (key.length() == len && key.regionMatches(0, s, from, len)) {
                lastKey = key;
                return ids[slot];
            }
            slot = (slot + 1) & mask;
        }
        String name = s.substring(from, to);
        int id = interner.applyAsInt(name);
        keys[slot] = name;
        ids[slot] = id;
        lastKey = name;
        if (++size * 4 > keys.length) {
            rehash();
        }
        return id;
    }

    /**
     * Like {@link #intern(String, int, int)}, but first compares with the symbol returned last
     * for the same {@code role} (comm, flag text): consecutive lines mostly repeat them, and a
     * comparison is cheaper than a hash.
     *
     * @param role 0..3, one per kind of field
     */
    public int internRecent(int role, String s, int from, int to) {
        String key = recentKeys[role];
        int len = to - from;
        if (key != null && key.length() == len && key.regionMatches(0, s, from, len)) {
            return recentIds[role];
        }
        int id = intern(s, from, to);
        recentKeys[role] = lastKey;
        recentIds[role] = id;
        return id;
    }

    /**
     * Like {@link #intern(String, int, int)} for a range of UTF-8 bytes, as
     * {@link org.latscope.formats.spi.AsciiLine} hands them out. Byte ranges have their own
     * table ({@link ByteSymbols}): entry lines are scanned as bytes, so this is the hot path.
     *
     * @param bytes the bytes
     * @param from start of the range
     * @param to end of the range
     * @return the symbol id of the range's text
     */
    public int intern(byte[] bytes, int from, int to) {
        int id = byteSymbols.find(bytes, from, to);
        if (id < 0) {
            id = intern(new String(bytes, from, to - from, StandardCharsets.UTF_8));
            byteSymbols.add(bytes, from, to, id);
        }
        return id;
    }

    /**
     * {@link #internRecent(int, String, int, int)} for a range of UTF-8 bytes.
     *
     * @param role 0..3, one per kind of field
     */
    public int internRecent(int role, byte[] bytes, int from, int to) {
        byte[] key = recentByteKeys[role];
        int len = to - from;
        if (key != null && key.length == len) {
            if (len <= 16) {
                if (ByteSymbols.head(bytes, from, len) == recentByteHeads[role]
                        && ByteSymbols.tail(bytes, to, len) == recentByteTails[role]) {
                    return recentByteIds[role];
                }
            } else if (Arrays.equals(key, 0, len, bytes, from, to)) {
                return recentByteIds[role];
            }
        }
        int id = intern(bytes, from, to);
        key = byteSymbols.lastKey();
        recentByteKeys[role] = key;
        recentByteHeads[role] = ByteSymbols.head(key, 0, len);
        recentByteTails[role] = ByteSymbols.tail(key, len, len);
        recentByteIds[role] = id;
        return id;
    }

    /** @return the symbol id of {@code name} */
    public int intern(String name) {
        return intern(name, 0, name.length());
    }

    private void rehash() {
        String[] oldKeys = keys;
        int[] oldIds = ids;
        keys = new String[oldKeys.length * 2];
        ids = new int[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            String key = oldKeys[i];
            if (key != null) {
                int slot = mix(hash(key, 0, key.length())) & mask;
                while (keys[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = key;
                ids[slot] = oldIds[i];
            }
        }
    }

    /**
     * A cheap hash of a range: its length and up to 12 characters from both ends. Symbols
     * that share both ends and the length (rare) only probe a little longer.
     */
    private static int hash(String s, int from, int to) {
        int len = to - from;
        int h = len;
        if (len <= 12) {
            for (int i = from; i < to; i++) {
                h = 31 * h + s.charAt(i);
            }
            return h;
        }
        for (int i = from; i < from + 6; i++) {
            h = 31 * h + s.charAt(i);
        }
        for (int i = to - 6; i < to; i++) {
            h = 31 * h + s.charAt(i);
        }
        return h;
    }

    private static int mix(int h) {
        return h ^ (h >>> 16) ^ (h >>> 7);
    }
}
