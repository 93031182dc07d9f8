// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import java.io.IOException;

/** Reads what a {@link ColumnSink} wrote, in the same order. */
public interface ColumnSource {

    /** Reads one int. */
    int readInt() throws IOException;

    /** Reads one long. */
    long readLong() throws IOException;

    /** Reads a string written by {@link ColumnSink#writeString}, possibly null. */
    String readString() throws IOException;

    /** Reads {@code length} ints into a new array. */
    int[] readInts(int length) throws IOException;

    /** Reads {@code length} longs into a new array. */
    long[] readLongs(int length) throws IOException;
}
