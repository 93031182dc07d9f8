// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import java.util.Arrays;

/**
 * A dense int column cut into chunks of {@value #CHUNK} values (256 KiB). One array of ten
 * million ints would be a G1 "humongous" object that wastes the rest of its last heap
 * region (measured: 25 instead of 20 bytes per step with a 6 GB heap); chunks stay below
 * half of the smallest region size, and growing them never copies what is already there.
 */
final class IntChunks {

    static final int SHIFT = 16;
    static final int CHUNK = 1 << SHIFT;
    static final int MASK = CHUNK - 1;
    private static final int[][] NONE = new int[0][];

    final int[][] chunks;

    private IntChunks(int[][] chunks) {
        this.chunks = chunks;
    }

    int get(int i) {
        return chunks[i >>> SHIFT][i & MASK];
    }

    long residentBytes() {
        long bytes = 16 + 4L * chunks.length;
        for (int[] chunk : chunks) {
            bytes += 16 + 4L * chunk.length;
        }
        return bytes;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof IntChunks other && Arrays.deepEquals(chunks, other.chunks);
    }

    @Override
    public int hashCode() {
        return chunks.length;
    }

    /** Appendable form used by {@link StepTableBuilder}; {@link #freeze(int)} trims it. */
    static final class Growing {
        private int[][] chunks = NONE;
        private final int firstCapacity;
        private final int expected;

        /**
         * @param first the first chunk's first capacity
         * @param expected how many values are expected: the first chunk's first growth goes
         *        there at once, so that a column that fills as expected is copied once
         */
        Growing(int first, int expected) {
            this.firstCapacity = Math.max(16, Math.min(CHUNK, first));
            this.expected = Math.min(CHUNK, expected);
        }

        void set(int i, int value) {
            chunkFor(i)[i & MASK] = value;
        }

        /**
         * @return the chunk that holds index {@code i}, grown to hold it: a writer may keep it
         *         and store at {@code (j & MASK)} for every {@code j} of the chunk below its length
         */
        int[] chunkFor(int i) {
            int c = i >>> SHIFT;
            int o = i & MASK;
            if (c >= chunks.length) {
                chunks = grown(chunks, Math.max(c + 1, chunks.length * 2));
            }
            int[] chunk = chunks[c];
            if (chunk == null || o >= chunk.length) {
                int capacity = chunk == null ? (c == 0 ? firstCapacity : CHUNK)
                        : Math.min(CHUNK, Math.max(chunk.length * 2, expected));
                while (capacity <= o) {
                    capacity = Math.min(CHUNK, capacity * 2);
                }
                chunk = chunk == null ? new int[capacity] : Arrays.copyOf(chunk, capacity);
                chunks[c] = chunk;
            }
            return chunk;
        }

        int get(int i) {
            return chunks[i >>> SHIFT][i & MASK];
        }

        /** @return the first {@code size} values as exactly sized chunks */
        IntChunks freeze(int size) {
            int count = (size + CHUNK - 1) >>> SHIFT;
            int[][] frozen = grown(chunks, count);
            if (count > 0) {
                int last = size - ((count - 1) << SHIFT);
                if (frozen[count - 1].length != last) {
                    frozen[count - 1] = Arrays.copyOf(frozen[count - 1], last);
                }
            }
            return new IntChunks(frozen);
        }
    }

    /** Builds chunks from a stream of {@code size} values read in order, as the codec does. */
    /**
     * {@code Arrays.copyOf} of an {@code int[][]} without its reflective path: the generic
     * copyOf makes the copy through {@code Array.newInstance}, which the profile of reading a
     * v1.0.5 trace found at a tenth of the time (five columns, twice each, per trace).
     */
    static int[][] grown(int[][] chunks, int length) {
        int[][] copy = new int[length][];
        System.arraycopy(chunks, 0, copy, 0, Math.min(length, chunks.length));
        return copy;
    }

    static IntChunks of(int[][] chunks) {
        return new IntChunks(chunks);
    }
}
