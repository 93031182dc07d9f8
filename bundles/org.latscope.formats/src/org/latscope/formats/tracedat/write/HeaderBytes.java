// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.write;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** A growing byte array that writes numbers in the traced machine's byte order, and patches them. */
final class HeaderBytes {

    private final ByteOrder order;
    private byte[] bytes = new byte[1 << 16];
    private int size;

    HeaderBytes(boolean bigEndian) {
        this.order = bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    int size() {
        return size;
    }

    HeaderBytes bytes(byte[] b) {
        ensure(b.length);
        System.arraycopy(b, 0, bytes, size, b.length);
        size += b.length;
        return this;
    }

    /** Latin-1 characters and a NUL. */
    HeaderBytes cstring(String s) {
        return bytes(s.getBytes(StandardCharsets.ISO_8859_1)).bytes(new byte[1]);
    }

    HeaderBytes u8(int v) {
        return bytes(new byte[] { (byte) v });
    }

    HeaderBytes u16(int v) {
        return bytes(ByteBuffer.allocate(2).order(order).putShort((short) v).array());
    }

    HeaderBytes u32(long v) {
        if (v < 0 || v > 0xffffffffL) {
            throw new IllegalArgumentException("does not fit 32 bits: " + v); //$NON-NLS-1$
        }
        return bytes(ByteBuffer.allocate(4).order(order).putInt((int) v).array());
    }

    HeaderBytes u64(long v) {
        return bytes(ByteBuffer.allocate(8).order(order).putLong(v).array());
    }

    void patchU64(int at, long v) {
        ByteBuffer.wrap(bytes).order(order).putLong(at, v);
    }

    ByteBuffer buffer() {
        return ByteBuffer.wrap(bytes, 0, size);
    }

    private void ensure(int more) {
        if (size + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }
}
