// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.internal;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * A set of trace indices that stays small while it is sparse: a sorted array, which becomes a
 * bitmap once the array would take more room than the bitmap. Most nodes of a call tree over
 * thousands of traces appear in one or two of them; a {@link java.util.BitSet} each, sized by
 * the highest index, held 0.8 GB of the tree over a 4 GB folder. Not thread-safe.
 */
public final class TraceIndexSet {

    private int[] sorted = new int[2];
    private int size;
    // the bitmap form when not null; sorted is then unused
    private long[] words;

    /**
     * Adds a trace; cheapest when traces come in ascending order, as a reader visits them.
     *
     * @param trace a non-negative index
     */
    public void add(int trace) {
        if (trace < 0) {
            throw new IllegalArgumentException("trace index " + trace); //$NON-NLS-1$
        }
        if (words != null) {
            set(trace);
            return;
        }
        if (size > 0 && sorted[size - 1] >= trace) {
            int at = Arrays.binarySearch(sorted, 0, size, trace);
            if (at >= 0) {
                return;
            }
            insert(-at - 1, trace);
        } else {
            insert(size, trace);
        }
        compact();
    }

    /** @param other traces to add to this set */
    public void addAll(TraceIndexSet other) {
        if (other == this || other.isEmpty()) {
            return;
        }
        if (words == null && other.words == null) {
            union(other);
            compact();
            return;
        }
        if (words == null) {
            toBitmap();
        }
        if (other.words != null) {
            if (other.words.length > words.length) {
                words = Arrays.copyOf(words, other.words.length);
            }
            for (int i = 0; i < other.words.length; i++) {
                words[i] |= other.words[i];
            }
        } else {
            for (int i = 0; i < other.size; i++) {
                set(other.sorted[i]);
            }
        }
    }

    /**
     * Adds another set's traces, each moved up by {@code offset}: a file's traces, numbered
     * from 0, into its trace set's. Appends when they all follow this set's, as files do.
     *
     * @param other traces to add
     * @param offset what to add to each of them, at least 0
     */
    public void addAll(TraceIndexSet other, int offset) {
        if (offset == 0) {
            addAll(other);
            return;
        }
        if (other == this) {
            for (int t : toArray()) {
                add(t + offset);
            }
            return;
        }
        if (words == null && other.words == null && other.size > 0
                && (size == 0 || sorted[size - 1] < other.sorted[0] + offset)) {
            if (size + other.size > sorted.length) {
                sorted = Arrays.copyOf(sorted, Math.max(size + other.size, sorted.length * 2));
            }
            for (int i = 0; i < other.size; i++) {
                sorted[size++] = other.sorted[i] + offset;
            }
            compact();
            return;
        }
        other.forEach(t -> add(t + offset));
    }

    /** @return the traces in ascending order */
    public int[] toArray() {
        if (words == null) {
            return Arrays.copyOf(sorted, size);
        }
        int[] result = new int[cardinality()];
        int[] n = { 0 };
        forEach(t -> result[n[0]++] = t);
        return result;
    }

    /** @return whether the set holds no trace */
    public boolean isEmpty() {
        if (words == null) {
            return size == 0;
        }
        for (long w : words) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** @return how many traces the set holds */
    public int cardinality() {
        if (words == null) {
            return size;
        }
        int n = 0;
        for (long w : words) {
            n += Long.bitCount(w);
        }
        return n;
    }

    /** @param action called with each trace, in ascending order */
    public void forEach(IntConsumer action) {
        if (words == null) {
            for (int i = 0; i < size; i++) {
                action.accept(sorted[i]);
            }
            return;
        }
        for (int w = 0; w < words.length; w++) {
            for (long bits = words[w]; bits != 0; bits &= bits - 1) {
                action.accept((w << 6) + Long.numberOfTrailingZeros(bits));
            }
        }
    }

    /** @return whether the set is held as a bitmap (for tests) */
    boolean isBitmap() {
        return words != null;
    }

    private void insert(int at, int trace) {
        if (size == sorted.length) {
            sorted = Arrays.copyOf(sorted, size * 2);
        }
        System.arraycopy(sorted, at, sorted, at + 1, size - at);
        sorted[at] = trace;
        size++;
    }

    /** Merges another array form into this one. */
    private void union(TraceIndexSet other) {
        int[] merged = new int[size + other.size];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < size && j < other.size) {
            int a = sorted[i];
            int b = other.sorted[j];
            merged[n++] = Math.min(a, b);
            i += a <= b ? 1 : 0;
            j += b <= a ? 1 : 0;
        }
        while (i < size) {
            merged[n++] = sorted[i++];
        }
        while (j < other.size) {
            merged[n++] = other.sorted[j++];
        }
        sorted = merged;
        size = n;
    }

    /** Switches to the bitmap when the array (4 bytes a trace) outgrows it (1 bit up to the highest). */
    private void compact() {
        if (size > 8 && (long) size * 32 > sorted[size - 1] + 1L) {
            toBitmap();
        }
    }

    private void toBitmap() {
        words = new long[size == 0 ? 1 : (sorted[size - 1] >>> 6) + 1];
        for (int i = 0; i < size; i++) {
            int t = sorted[i];
            words[t >>> 6] |= 1L << t;
        }
        sorted = null;
        size = 0;
    }

    private void set(int trace) {
        int w = trace >>> 6;
        if (w >= words.length) {
            words = Arrays.copyOf(words, Math.max(w + 1, words.length * 2));
        }
        words[w] |= 1L << trace;
    }
}
