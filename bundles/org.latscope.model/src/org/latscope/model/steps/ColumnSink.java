// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import java.io.IOException;

/**
 * Where {@link StepTableCodec} writes columns: a bulk, checksummed binary stream
 * implemented by the persistence layer.
 */
public interface ColumnSink {

    /** Writes one int. */
    void writeInt(int value) throws IOException;

    /** Writes one long. */
    void writeLong(long value) throws IOException;

    /** Writes a string, null allowed. */
    void writeString(String value) throws IOException;

    /** Writes the first {@code length} ints of {@code values} in bulk. */
    void writeInts(int[] values, int length) throws IOException;

    /** Writes the first {@code length} longs of {@code values} in bulk. */
    void writeLongs(long[] values, int length) throws IOException;
}
