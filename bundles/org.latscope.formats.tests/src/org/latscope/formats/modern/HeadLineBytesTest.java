// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.junit.jupiter.api.Test;
import org.latscope.formats.spi.FileHead;
import org.latscope.testdata.TestData;

/**
 * The probes hand the step parsers a head's lines in place, as the head's bytes from each
 * line's offset: the parsers must read every line as they read its text copy, quoted lines
 * (whose offsets skip the quote markers) and non-ASCII lines included. (In the host's package:
 * the parsers' byte entry points are package-private.)
 */
class HeadLineBytesTest {

    @Test
    void stepLinesReadInPlaceAsFromTheirText() throws IOException {
        String latency = Files.readString(TestData.path("samples/ftrace/events-latency-format.txt"), StandardCharsets.ISO_8859_1);
        String quoted = "> " + latency.replace("\n", "\n> > ").replace("sched_switch", "sch\u00e9d_switch");
        for (String text : new String[] { latency, quoted }) {
            byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
            HeadLines head = HeadLines.of(new FileHead(bytes, bytes.length, "trace.txt"));
            FtraceLatencyLineParser latencyParser = new FtraceLatencyLineParser();
            FtraceDefaultLineParser defaultParser = new FtraceDefaultLineParser();
            int steps = 0;
            for (int i = 0; i < head.count(600); i++) {
                String line = head.line(i);
                FtraceLine fromText = new FtraceLine();
                FtraceLine inPlace = new FtraceLine();
                boolean parsed = latencyParser.parse(line, fromText);
                inPlace.reset(line, head.bytes(), head.offset(i));
                assertEquals(parsed, latencyParser.parse(inPlace), line);
                if (parsed) {
                    steps++;
                    assertEquals(fields(fromText), fields(inPlace), line);
                }
                parsed = defaultParser.parse(line, fromText);
                inPlace.reset(line, head.bytes(), head.offset(i));
                assertEquals(parsed, defaultParser.parse(inPlace), line);
                if (parsed) {
                    assertEquals(fields(fromText), fields(inPlace), line);
                }
            }
            assertTrue(steps > 100, "the sample's step lines were read: " + steps);
        }
    }

    private static String fields(FtraceLine line) {
        return String.join("|", line.comm(), Integer.toString(line.pid()), Integer.toString(line.cpu()), line.flags(),
                Long.toString(line.timeNs()), Character.toString(line.mark()), line.kind().name(), line.name(),
                line.hasParent() ? line.parent() : "-", String.valueOf(line.payload()), line.body());
    }
}
