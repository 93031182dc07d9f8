// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.internal;

import java.util.Arrays;

/**
 * An open-addressing map from {@code long} keys to non-negative {@code int} values, so that
 * per-step lookups box nothing. Not thread-safe.
 */
public final class LongIntMap {

    /** What {@link #get(long)} returns for a missing key. */
    public static final int MISSING = -1;

    private long[] keys;
    private int[] values;
    private int size;
    private int mask;

    /** An empty map. */
    public LongIntMap() {
        keys = new long[64];
        values = new int[64];
        Arrays.fill(values, MISSING);
        mask = 63;
    }

    /**
     * @param key a key
     * @return its value, or {@link #MISSING}
     */
    public int get(long key) {
        int i = slot(key);
        while (values[i] != MISSING) {
            if (keys[i] == key) {
                return values[i];
            }
            i = (i + 1) & mask;
        }
        return MISSING;
    }

    /**
     * @param key a key not yet in the map
     * @param value its value, at least 0
     */
    public void put(long key, int value) {
        if (size * 2 >= keys.length) {
            grow();
        }
        int i = slot(key);
        while (values[i] != MISSING) {
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
        size++;
    }

    /** @return the number of keys */
    public int size() {
        return size;
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(values, MISSING);
        mask = keys.length - 1;
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldValues[i] != MISSING) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }
}
