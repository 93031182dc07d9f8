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

    // static finals: the JIT folds a constant VarHandle into one load; held in instance fields
    // they were called through the generic path (a fifth of summary's samples)
    private static final VarHandle SHORTS_LE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle SHORTS_BE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INTS_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INTS_BE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONGS_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONGS_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

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
        return (big ? (short) SHORTS_BE.get(b, at) : (short) SHORTS_LE.get(b, at)) & 0xffff;
    }

    /** @return the unsigned 32-bit number at {@code at} */
    public long u32(byte[] b, int at) {
        return (big ? (int) INTS_BE.get(b, at) : (int) INTS_LE.get(b, at)) & 0xffffffffL;
    }

    /** @return the 64-bit number at {@code at} */
    public long u64(byte[] b, int at) {
        return big ? (long) LONGS_BE.get(b, at) : (long) LONGS_LE.get(b, at);
    }
}
