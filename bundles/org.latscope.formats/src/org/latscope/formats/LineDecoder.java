// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import static org.latscope.formats.internal.ByteWords.HIGH_BITS;
import static org.latscope.formats.internal.ByteWords.load;
import static org.latscope.formats.internal.ByteWords.zeroBytes;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Decodes one line of a trace file. Traces travelled by mail, so a file may be UTF-8,
 * Latin-1 or a mix of both; a line that is not valid UTF-8 is decoded as Latin-1 rather
 * than dropped, and the caller is told so it can record a diagnostic.
 */
public final class LineDecoder {

    /** A decoded line and whether it needed the Latin-1 fallback. */
    public record Decoded(String text, boolean latin1Fallback) {
    }

    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);

    /**
     * Decodes {@code length} bytes of {@code bytes} from {@code offset}.
     *
     * @return the text, never {@code null}
     */
    public Decoded decode(byte[] bytes, int offset, int length) {
        if (isAscii(bytes, offset, length)) {
            return new Decoded(new String(bytes, offset, length, StandardCharsets.ISO_8859_1), false);
        }
        try {
            CharBuffer chars = utf8.reset().decode(ByteBuffer.wrap(bytes, offset, length));
            return new Decoded(chars.toString(), false);
        } catch (CharacterCodingException e) {
            return new Decoded(new String(bytes, offset, length, StandardCharsets.ISO_8859_1), true);
        }
    }

    /**
     * Whether a line is ASCII without NUL bytes, so that each byte is one character and the
     * line can be scanned as bytes. Eight bytes at a time.
     *
     * @return true when every byte is in 1..127
     */
    public static boolean isPlainAscii(byte[] bytes, int offset, int length) {
        int i = offset;
        int end = offset + length;
        for (; i + 8 <= end; i += 8) {
            long word = load(bytes, i);
            // high bit set, or a zero byte (the classic "has zero byte" test)
            if ((word & HIGH_BITS) != 0 || (zeroBytes(word) & HIGH_BITS) != 0) {
                return false;
            }
        }
        for (; i < end; i++) {
            if (bytes[i] <= 0) {
                return false;
            }
        }
        return true;
    }

    /** Eight bytes at a time: trace text is almost always ASCII. */
    private static boolean isAscii(byte[] bytes, int offset, int length) {
        int i = offset;
        int end = offset + length;
        for (; i + 8 <= end; i += 8) {
            if ((load(bytes, i) & HIGH_BITS) != 0) {
                return false;
            }
        }
        for (; i < end; i++) {
            if (bytes[i] < 0) {
                return false;
            }
        }
        return true;
    }
}
