// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/** Reads unsigned numbers of the file's byte order from byte arrays. */
public final class Endian {

    private final boolean big;

    /** @param big whether the file is big endian */
    public Endian(boolean big) {
        this.big = big;
    }

    /** @return whether numbers are big endian */
    public boolean big() {
        return big;
    }

    /**
     * @param b the bytes
     * @param at where the number starts
     * @param size 1, 2, 4 or 8 (other sizes read as 0)
     * @return the number, zero-extended to 64 bits
     */
    public long read(byte[] b, int at, int size) {
        switch (size) {
        case 1:
            return b[at] & 0xffL;
        case 2:
            return u16(b, at);
        case 4:
            return u32(b, at);
        case 8:
            return u64(b, at);
        default:
            return 0;
        }
    }

    /** @return the unsigned 16-bit number at {@code at} */
    public int u16(byte[] b, int at) {
        int x = b[at] & 0xff;
        int y = b[at + 1] & 0xff;
        return big ? x << 8 | y : y << 8 | x;
    }

    /** @return the unsigned 32-bit number at {@code at} */
    public long u32(byte[] b, int at) {
        long v = 0;
        for (int i = 0; i < 4; i++) {
            int k = big ? i : 3 - i;
            v = v << 8 | (b[at + k] & 0xff);
        }
        return v;
    }

    /** @return the 64-bit number at {@code at} */
    public long u64(byte[] b, int at) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            int k = big ? i : 7 - i;
            v = v << 8 | (b[at + k] & 0xff);
        }
        return v;
    }
}
