// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.junit.jupiter.api.Test;
import org.latscope.formats.LineDecoder;
import org.latscope.testdata.TestData;

class LineDecoderTest {

    private final LineDecoder decoder = new LineDecoder();

    @Test
    void utf8MicroSignFromSeed001IsDecoded() throws IOException {
        byte[] seed = Files.readAllBytes(TestData.path("seeds/001_abd67432cf475aff.txt"));
        String line = "Athlon II 1 GHz (0.18 \u00b5m)";
        byte[] lineBytes = line.getBytes(StandardCharsets.UTF_8);
        int at = indexOf(seed, lineBytes);
        assertTrue(at >= 0, "seed 001 holds the UTF-8 line");
        LineDecoder.Decoded decoded = decoder.decode(seed, at, lineBytes.length);
        assertEquals(line, decoded.text());
        assertFalse(decoded.latin1Fallback());
    }

    @Test
    void latin1LineFallsBackInsteadOfBeingDropped() {
        byte[] latin1 = "  19933\u00b5s!: sched_switch".getBytes(StandardCharsets.ISO_8859_1);
        LineDecoder.Decoded decoded = decoder.decode(latin1, 0, latin1.length);
        assertEquals("  19933\u00b5s!: sched_switch", decoded.text());
        assertTrue(decoded.latin1Fallback());
    }

    @Test
    void asciiNeedsNoFallback() {
        byte[] ascii = "00000001 0.000ms (+0.549ms): __copy_to_user_ll (file_read_actor)".getBytes(StandardCharsets.US_ASCII);
        LineDecoder.Decoded decoded = decoder.decode(ascii, 9, 8);
        assertEquals("0.000ms ", decoded.text());
        assertFalse(decoded.latin1Fallback());
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer: for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
