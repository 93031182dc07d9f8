// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Eight bytes of a line at once (SWAR), for the scans the readers run on every line: finding a
 * blank, a colon or a newline byte by byte costs a mispredicted branch per token, a word a
 * round costs one per hit.
 * <p>
 * {@link #zeroBytes} marks the zero bytes of a word in their top bits, exactly up to and
 * including the lowest one (a borrow can mark a byte after it). So several searches are ORed,
 * masked with {@link #HIGH_BITS}, and the lowest set bit ({@link #firstByte}) is the first hit
 * of any of them: {@code zeroBytes(word ^ SPACES) | zeroBytes(word ^ TABS)}.
 */
public final class ByteWords {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** 0x01 in every byte. */
    public static final long LOW_BITS = 0x0101010101010101L;
    /** 0x80 in every byte: the bits that {@link #zeroBytes} and bytes above 127 set. */
    public static final long HIGH_BITS = 0x8080808080808080L;
    /** A blank in every byte. */
    public static final long SPACES = repeat(' ');
    /** A tab in every byte. */
    public static final long TABS = repeat('\t');
    /** A newline in every byte. */
    public static final long NEWLINES = repeat('\n');
    /** A carriage return in every byte. */
    public static final long RETURNS = repeat('\r');
    /** A colon in every byte. */
    public static final long COLONS = repeat(':');

    private ByteWords() {
    }

    /** @return the eight bytes at {@code at}, the first in the lowest bits */
    public static long load(byte[] b, int at) {
        return (long) LONGS.get(b, at);
    }

    /** @return {@code c} in every byte of a word, to XOR a word with before {@link #zeroBytes} */
    public static long repeat(char c) {
        return (c & 0xFFL) * LOW_BITS;
    }

    /**
     * @return the zero bytes of {@code word} marked in their top bits (with other bits, until
     *         masked with {@link #HIGH_BITS}); exact up to the lowest zero byte
     */
    public static long zeroBytes(long word) {
        return (word - LOW_BITS) & ~word;
    }

    /** @return the index in its word of the byte whose top bit is {@code found}'s lowest set bit */
    public static int firstByte(long found) {
        return Long.numberOfTrailingZeros(found) >>> 3;
    }
}
