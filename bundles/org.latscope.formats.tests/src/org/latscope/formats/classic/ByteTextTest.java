// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * {@link ByteText} scans entry lines from their bytes, with a loop-free path for the usual
 * three decimals; it must read every token as {@link Text} reads its String. (In the host's
 * package: both classes are package-private.)
 */
class ByteTextTest {

    private static final String[] TOKENS = { "0.000", "0.549", "7811.000", "12.5", "3", "0.0001", "1.23456789",
            "123456789012.345", "1234567890123.456", ".123", "1.", "1..23", "1.2a3", "a.123", "-1.234", "1.2 3",
            "", "0", "00.000", "99999.999" };

    @Test
    void fixedReadsLikeTextOnKnownTokens() {
        for (String token : TOKENS) {
            for (int scale = 0; scale <= 9; scale++) {
                assertSame(token, scale);
            }
        }
    }

    @Test
    void fixedReadsLikeTextOnRandomTokens() {
        Random random = new Random(20261203);
        String alphabet = "0123456789.0123456789.x ";
        for (int n = 0; n < 20_000; n++) {
            StringBuilder token = new StringBuilder();
            int length = random.nextInt(16);
            for (int i = 0; i < length; i++) {
                token.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            if (random.nextBoolean() && length > 4) { // bias towards the three-decimal shape
                token.setCharAt(length - 4, '.');
            }
            assertSame(token.toString(), random.nextInt(10));
        }
    }

    private static void assertSame(String token, int scale) {
        byte[] padded = ("(" + token + "ms").getBytes(StandardCharsets.US_ASCII);
        assertEquals(Text.fixed(token, 0, token.length(), scale), ByteText.fixed(padded, 1, padded.length - 2, scale),
                () -> "'" + token + "' at scale " + scale);
    }
}
