// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.nio.charset.StandardCharsets;

/**
 * Reads the meta data of a trace.dat front to back: from the file itself (version 6, and the
 * uncompressed sections of version 7) or from a decompressed section held in memory. Positions
 * in problems are file offsets; inside a decompressed section, the section's offset.
 */
public abstract class Cursor {

    /** The file's byte order. */
    protected final Endian endian;

    /** @param endian the file's byte order */
    protected Cursor(Endian endian) {
        this.endian = endian;
    }

    /** @return the file offset of the next byte (the section's offset inside a decompressed one) */
    public abstract long position();

    /**
     * @param n how many bytes
     * @return the next {@code n} bytes
     * @throws BadData past the end
     */
    public abstract byte[] take(int n);

    /** @param n how many bytes to pass over */
    public abstract void skip(long n);

    /** @return the next unsigned 16-bit number */
    public int u16() {
        return endian.u16(take(2), 0);
    }

    /** @return the next unsigned 32-bit number */
    public long u32() {
        return endian.u32(take(4), 0);
    }

    /** @return the next 64-bit number */
    public long u64() {
        return endian.u64(take(8), 0);
    }

    /** @return the next NUL-terminated string, without its NUL */
    public String cstring() {
        StringBuilder s = new StringBuilder();
        while (true) {
            int c = take(1)[0] & 0xff;
            if (c == 0) {
                return s.toString();
            }
            s.append((char) c);
        }
    }

    /**
     * @param size a size read from the file
     * @return that many bytes as text (Latin-1)
     */
    public String text(long size) {
        return new String(take(checkedSize(size)), StandardCharsets.ISO_8859_1);
    }

    /**
     * @param size a size read from the file
     * @return the size as an int
     * @throws BadData when no array can hold it
     */
    protected int checkedSize(long size) {
        if (size < 0 || size > Integer.MAX_VALUE - 16) {
            throw new BadData(position(), Messages.format("tracedat.badSize", Long.toString(size))); //$NON-NLS-1$
        }
        return (int) size;
    }

    /** A cursor over the file. */
    public static final class OnFile extends Cursor {
        private final FileBytes file;
        private long position;

        /**
         * @param file the file
         * @param endian its byte order
         * @param position where to start
         */
        public OnFile(FileBytes file, Endian endian, long position) {
            super(endian);
            this.file = file;
            this.position = position;
        }

        @Override
        public long position() {
            return position;
        }

        @Override
        public byte[] take(int n) {
            byte[] b = file.read(position, n);
            position += n;
            return b;
        }

        @Override
        public void skip(long n) {
            position += n;
        }
    }

    /** A cursor over bytes in memory (a decompressed section). */
    public static final class InMemory extends Cursor {
        private final byte[] bytes;
        private final long origin;
        private int at;

        /**
         * @param bytes the section's bytes
         * @param endian the file's byte order
         * @param origin the section's file offset, for problems
         */
        public InMemory(byte[] bytes, Endian endian, long origin) {
            super(endian);
            this.bytes = bytes;
            this.origin = origin;
        }

        @Override
        public long position() {
            return origin;
        }

        @Override
        public byte[] take(int n) {
            if (n < 0 || at + (long) n > bytes.length) {
                throw new BadData(origin, Messages.format("tracedat.sectionShort", Integer.toString(at), //$NON-NLS-1$
                        Integer.toString(bytes.length)));
            }
            byte[] b = new byte[n];
            System.arraycopy(bytes, at, b, 0, n);
            at += n;
            return b;
        }

        @Override
        public void skip(long n) {
            at = (int) Math.min(bytes.length, at + n);
        }
    }
}
