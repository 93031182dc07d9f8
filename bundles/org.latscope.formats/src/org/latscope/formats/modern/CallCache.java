// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.internal.SymbolCache;

/**
 * Caches the symbol ids of whole {@code function <-caller} texts: function traces repeat the
 * same few thousand call pairs, so one lookup over the pair replaces two. Misses intern both
 * names through the {@link SymbolCache}.
 */
final class CallCache {

    private final SymbolCache symbols;
    private String[] keys = new String[16384];
    private long[] ids = new long[16384];
    private int size;

    /** @param symbols the reader's symbol cache */
    CallCache(SymbolCache symbols) {
        this.symbols = symbols;
    }

    /**
     * @param s the line
     * @param nameStart start of the function
     * @param nameEnd end of the function
     * @param parentStart start of the caller
     * @param parentEnd end of the caller
     * @return function id in the high, caller id in the low 32 bits
     */
    long intern(String s, int nameStart, int nameEnd, int parentStart, int parentEnd) {
        int len = parentEnd - nameStart;
        int h = 31 * (nameEnd - nameStart) + len;
        for (int i = Math.max(nameStart, nameEnd - 6); i < nameEnd; i++) {
            h = 31 * h + s.charAt(i);
        }
        for (int i = Math.max(parentStart, parentEnd - 6); i < parentEnd; i++) {
            h = 31 * h + s.charAt(i);
        }
        int mask = keys.length - 1;
        int slot = (h ^ (h >>> 15)) & mask;
        while (true) {
            String key = keys[slot];
            if (key == null) {
                break;
            }
            if (key.length() == len && key.regionMatches(0, s, nameStart, len)
                    && (int) (ids[slot] >>> 48) == nameEnd - nameStart) {
                return ids[slot] & 0xFFFF_FFFF_FFFFL;
            }
            slot = (slot + 1) & mask;
        }
        if (size * 4 > keys.length) { // full: at most 4096 pairs are cached
            return pack(symbols.intern(s, nameStart, nameEnd), symbols.intern(s, parentStart, parentEnd));
        }
        long packed = pack(symbols.intern(s, nameStart, nameEnd), symbols.intern(s, parentStart, parentEnd));
        keys[slot] = s.substring(nameStart, parentEnd);
        ids[slot] = packed | ((long) (nameEnd - nameStart) << 48);
        size++;
        return packed;
    }

    /** @return the function id of a packed pair */
    static int function(long packed) {
        return (int) (packed >>> 24);
    }

    /** @return the caller id of a packed pair */
    static int caller(long packed) {
        return (int) (packed & 0xFF_FFFF);
    }

    private static long pack(int function, int caller) {
        return ((long) function << 24) | caller;
    }
}
