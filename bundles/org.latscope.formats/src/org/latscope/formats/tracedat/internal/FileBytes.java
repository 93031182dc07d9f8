// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/** Positional reads of a file: no part of it is held beyond what a caller asks for. */
public final class FileBytes {

    private final FileChannel channel;
    private final long size;

    /**
     * @param channel an open channel, owned by the caller
     * @throws IOException when its size cannot be read
     */
    public FileBytes(FileChannel channel) throws IOException {
        this.channel = channel;
        this.size = channel.size();
    }

    /** @return the file's size in bytes */
    public long size() {
        return size;
    }

    /**
     * @param offset where to read
     * @param length how many bytes
     * @return the bytes
     * @throws BadData when they lie past the end of the file
     */
    public byte[] read(long offset, int length) {
        if (offset < 0 || length < 0 || offset + length > size) {
            throw new BadData(Math.max(0, Math.min(offset, size)), Messages.format("tracedat.pastEnd", //$NON-NLS-1$
                    Long.toString(length), Long.toString(offset), Long.toString(size)));
        }
        byte[] b = new byte[length];
        read(offset, b, 0, length);
        return b;
    }

    /**
     * Fills part of an array from the file.
     *
     * @param offset where to read in the file
     * @param into the array
     * @param at where to write in the array
     * @param length how many bytes (all must lie inside the file)
     */
    public void read(long offset, byte[] into, int at, int length) {
        ByteBuffer buffer = ByteBuffer.wrap(into, at, length);
        try {
            long position = offset;
            while (buffer.hasRemaining()) {
                int n = channel.read(buffer, position);
                if (n < 0) {
                    throw new BadData(position, Messages.format("tracedat.truncated", Long.toString(position))); //$NON-NLS-1$
                }
                position += n;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
