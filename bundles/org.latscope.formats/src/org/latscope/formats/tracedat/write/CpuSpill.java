// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.write;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One CPU's pages as they arrive, buffered and appended to a temporary file, so that a long
 * capture never holds its pages in memory. One thread per CPU may append while others append
 * to their own CPUs.
 */
final class CpuSpill {

    private static final int BUFFER = 1 << 20;

    private final Path file;
    private final FileChannel channel;
    private final ByteBuffer buffer = ByteBuffer.allocate(BUFFER);
    private long size;

    CpuSpill(Path dir, String prefix) throws IOException {
        this.file = Files.createTempFile(dir, prefix, ".tmp"); //$NON-NLS-1$
        this.channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.READ);
    }

    synchronized void append(byte[] page, int offset, int length) throws IOException {
        if (buffer.remaining() < length) {
            flush();
        }
        if (length > buffer.capacity()) {
            ByteBuffer b = ByteBuffer.wrap(page, offset, length);
            while (b.hasRemaining()) {
                channel.write(b);
            }
        } else {
            buffer.put(page, offset, length);
        }
        size += length;
    }

    synchronized long size() {
        return size;
    }

    /** Copies every page appended into {@code target} at its position. */
    synchronized void copyTo(FileChannel target) throws IOException {
        flush();
        long at = 0;
        while (at < size) {
            long n = channel.transferTo(at, size - at, target);
            if (n <= 0) {
                throw new IOException("could not copy " + file + " at " + at); //$NON-NLS-1$ //$NON-NLS-2$
            }
            at += n;
        }
    }

    private void flush() throws IOException {
        buffer.flip();
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
        buffer.clear();
    }

    /** Closes and deletes the temporary file. */
    synchronized void delete() throws IOException {
        try {
            channel.close();
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
