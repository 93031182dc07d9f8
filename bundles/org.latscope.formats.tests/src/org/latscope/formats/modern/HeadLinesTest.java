// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * The modern probes' lines: whole lines only, at most 600. (In the host's package: the lines
 * are package-private.)
 */
class HeadLinesTest {

    @Test
    void aWholeFileKeepsItsLastLineButNotTheEmptyTextAfterItsLastNewline() {
        assertEquals(2, lines("a\nb\n").count(600));
        assertEquals("b", lines("a\nb").line(1));
        assertEquals(2, lines("a\nb").count(600));
        assertEquals(0, lines("").count(600));
    }

    @Test
    void aHeadCutByTheLimitLeavesItsCutLineOut() {
        byte[] bytes = new byte[TraceFormatProbe.MAX_HEAD];
        Arrays.fill(bytes, (byte) 'x');
        byte[] start = "> first\nsecond\n".getBytes(StandardCharsets.ISO_8859_1);
        System.arraycopy(start, 0, bytes, 0, start.length);
        HeadLines head = HeadLines.of(new FileHead(bytes, bytes.length, "trace.txt"));
        assertEquals(2, head.count(600));
        assertEquals("first", head.line(0));
        assertEquals(2, head.offset(0));
    }

    @Test
    void atMostSixHundredLinesAreRead() {
        assertEquals(600, lines("line\n".repeat(601)).count(1000));
        assertEquals(600, lines("line\n".repeat(600)).count(1000));
        assertEquals(599, lines("line\n".repeat(599)).count(1000));
        assertEquals(600, lines("line\n".repeat(700) + "cut").count(1000));
    }

    private static HeadLines lines(String text) {
        byte[] bytes = Arrays.copyOf(text.getBytes(StandardCharsets.ISO_8859_1), text.length() + 1);
        return HeadLines.of(new FileHead(bytes, text.length(), "trace.txt"));
    }
}
