// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.util.function.ToIntFunction;

/**
 * A reader-local front for the model's symbol interning that looks a character range up
 * without creating a {@code String}: only a miss allocates and asks the model. Traces repeat
 * the same few thousand comms, flag texts and functions millions of times.
 */
final class SymbolRanges {

    private final ToIntFunction<String> interner;
    private String[] keys = new String[1024];
    private int[] ids = new int[1024];
    private int size;

    /** @param interner the model's interning, e.g. {@code Symbols::intern} */
    SymbolRanges(ToIntFunction<String> interner) {
        this.interner = interner;
    }

    /**
     * @param s a string
     * @param from start of the range
     * @param to end of the range
     * @return the symbol id of {@code s.substring(from, to)}
     */
    int intern(String s, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + s.charAt(i);
        }
        int mask = keys.length - 1;
        int slot = mix(h) & mask;
        int len = to - from;
        while (true) {
            String key = keys[slot];
            if (key == null) {
                break;
            }
            if (key.length() == len && key.regionMatches(0, s, from, len)) {
                return ids[slot];
            }
            slot = (slot + 1) & mask;
        }
        String name = s.substring(from, to);
        int id = interner.applyAsInt(name);
        keys[slot] = name;
        ids[slot] = id;
        if (++size * 2 > keys.length) {
            rehash();
        }
        return id;
    }

    /** @return the symbol id of {@code name} */
    int intern(String name) {
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
                int slot = mix(key.hashCode()) & mask;
                while (keys[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = key;
                ids[slot] = oldIds[i];
            }
        }
    }

    private static int mix(int h) {
        return h ^ (h >>> 16) ^ (h >>> 7);
    }
}
