// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Reads unsigned numbers of the file's byte order from byte arrays, through the array views the
 * JIT turns into single loads (every field of every record passes here).
 */
public final class Endian {

    private final boolean big;
    private final VarHandle shorts;
    private final VarHandle ints;
    private final VarHandle longs;

    /** @param big whether the file is big endian */
    public Endian(boolean big) {
        this.big = big;
        ByteOrder order = big ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
        shorts = MethodHandles.byteArrayViewVarHandle(short[].class, order);
        ints = MethodHandles.byteArrayViewVarHandle(int[].class, order);
        longs = MethodHandles.byteArrayViewVarHandle(long[].class, order);
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
        return (short) shorts.get(b, at) & 0xffff;
    }

    /** @return the unsigned 32-bit number at {@code at} */
    public long u32(byte[] b, int at) {
        return (int) ints.get(b, at) & 0xffffffffL;
    }

    /** @return the 64-bit number at {@code at} */
    public long u64(byte[] b, int at) {
        return (long) longs.get(b, at);
    }
}
