// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
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
    private String[] keys = new String[1024];
    private int[] ids = new int[1024];
    private int size;
    private byte[][] byteKeys = new byte[1024][];
    private int[] byteIds = new int[1024];
    private int byteSize;
    private String lastKey;
    private final String[] recentKeys = new String[4];
    private final int[] recentIds = new int[4];
    private byte[] lastByteKey;
    private final byte[][] recentByteKeys = new byte[4][];
    private final int[] recentByteIds = new int[4];

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
     * table with a word-wise hash: entry lines are scanned as bytes, so this is the hot path.
     *
     * @param bytes the bytes
     * @param from start of the range
     * @param to end of the range
     * @return the symbol id of the range's text
     */
    public int intern(byte[] bytes, int from, int to) {
        int len = to - from;
        int mask = byteKeys.length - 1;
        int slot = hash(bytes, from, to) & mask;
        while (true) {
            byte[] key = byteKeys[slot];
            if (key == null) {
                break;
            }
            if (key.length == len && Arrays.equals(key, 0, len, bytes, from, to)) {
                lastByteKey = key;
                return byteIds[slot];
            }
            slot = (slot + 1) & mask;
        }
        int id = intern(new String(bytes, from, len, StandardCharsets.UTF_8));
        byte[] key = Arrays.copyOfRange(bytes, from, to);
        byteKeys[slot] = key;
        byteIds[slot] = id;
        lastByteKey = key;
        if (++byteSize * 4 > byteKeys.length) {
            rehashBytes();
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
        if (key != null && key.length == len && Arrays.equals(key, 0, len, bytes, from, to)) {
            return recentByteIds[role];
        }
        int id = intern(bytes, from, to);
        recentByteKeys[role] = lastByteKey;
        recentByteIds[role] = id;
        return id;
    }

    private void rehashBytes() {
        byte[][] oldKeys = byteKeys;
        int[] oldIds = byteIds;
        byteKeys = new byte[oldKeys.length * 2][];
        byteIds = new int[oldKeys.length * 2];
        int mask = byteKeys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            byte[] key = oldKeys[i];
            if (key != null) {
                int slot = hash(key, 0, key.length) & mask;
                while (byteKeys[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                byteKeys[slot] = key;
                byteIds[slot] = oldIds[i];
            }
        }
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * The hash of the byte tables: the first and last eight bytes and the length, mixed;
     * shorter ranges byte by byte.
     *
     * @return the hash of the range {@code [from, to)}
     */
    public static int hash(byte[] b, int from, int to) {
        int len = to - from;
        long h;
        if (len >= 8) {
            h = (long) LONGS.get(b, from) * 0x9E3779B97F4A7C15L + (long) LONGS.get(b, to - 8);
        } else {
            h = 0;
            for (int i = from; i < to; i++) {
                h = h * 31 + b[i];
            }
        }
        h = (h ^ len) * 0xBF58476D1CE4E5B9L;
        return (int) (h ^ (h >>> 29));
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
