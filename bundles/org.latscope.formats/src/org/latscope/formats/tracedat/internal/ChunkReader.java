// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * The compressed chunks of a version 7 trace-data block ({@code count}, then per chunk its
 * compressed and uncompressed sizes and data), decompressed one at a time so that only one
 * chunk is ever in memory.
 */
public final class ChunkReader {

    private final FileBytes file;
    private final Endian endian;
    private final Codec codec;
    private final long start;
    private long position;
    private long count = -1;
    private long read;

    /**
     * @param file the file
     * @param endian its byte order
     * @param codec the file's codec (null: every chunk fails)
     * @param offset where the block starts (its chunk count)
     */
    public ChunkReader(FileBytes file, Endian endian, Codec codec, long offset) {
        this.file = file;
        this.endian = endian;
        this.codec = codec;
        this.start = offset;
        this.position = offset;
    }

    /** @return the file offset of the next chunk's header */
    public long position() {
        return position;
    }

    /**
     * @return the next chunk decompressed, or null after the last
     * @throws BadData when a chunk lies past the end of the file or does not decompress; the
     *             chunks after it are then not reachable
     */
    public byte[] next() {
        if (count < 0) {
            count = endian.u32(file.read(start, 4), 0);
            position = start + 4;
        }
        if (read >= count) {
            return null;
        }
        long at = position;
        byte[] sizes = file.read(at, 8);
        long compressed = endian.u32(sizes, 0);
        long plain = endian.u32(sizes, 4);
        if (compressed > Integer.MAX_VALUE - 16 || plain > Integer.MAX_VALUE - 16) {
            throw new BadData(at, Messages.format("tracedat.badSize", Long.toString(Math.max(compressed, plain)))); //$NON-NLS-1$
        }
        if (codec == null) {
            throw new BadData(at, Messages.format("tracedat.codec", "?")); //$NON-NLS-1$ //$NON-NLS-2$
        }
        byte[] in = file.read(at + 8, (int) compressed);
        position = at + 8 + compressed;
        read++;
        return codec.decompress(in, (int) plain, at);
    }
}
