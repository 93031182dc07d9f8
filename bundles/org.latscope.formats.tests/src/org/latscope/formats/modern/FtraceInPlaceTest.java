// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.latscope.formats.tests.DamagedLines;
import org.latscope.testdata.TestData;

/**
 * The latency format's function line read in place, its newline found on the way
 * ({@link FtraceLatencyLineParser#scanInPlace}), gives the fields that parsing the line gives,
 * ends where the line ends, and is declined for anything else: compared on every step line of
 * the test data that looks like one and on 200,000 damaged copies, each followed by a newline
 * and maybe more text. (In the host's package: the method is package-private.)
 */
class FtraceInPlaceTest {

    @Test
    void inPlaceReadsAsTheParseOfTheLine() throws IOException {
        FtraceLatencyLineParser parser = new FtraceLatencyLineParser();
        FtraceLine fields = new FtraceLine();
        List<String> lines = new ArrayList<>();
        try (Stream<Path> files = Files.walk(TestData.root())) {
            for (Path file : files.filter(Files::isRegularFile).filter(f -> f.toString().endsWith(".txt")).toList()) {
                for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
                    if (line.contains(" <-") && parser.parse(line, fields)) {
                        lines.add(line);
                    }
                }
            }
        }
        assertTrue(lines.size() >= 100, "function lines: " + lines.size());
        DamagedLines damaged = new DamagedLines(lines, 20261208, " \t-0123456789.:dNhsu+!<>()_x\r\n\0\u00e9",
                "  X-1  0d..1  3us : next <-line");
        FtraceLine inPlace = new FtraceLine();
        int taken = 0;
        int declined = 0;
        for (int n = 0; n < damaged.count(); n++) {
            String line = damaged.line(n);
            byte[] bytes = damaged.inBuffer(line);
            int newline = parser.scanInPlace(inPlace, bytes, 0, bytes.length);
            if (newline < 0) {
                declined++;
                continue;
            }
            taken++;
            String read = new String(bytes, 0, newline, StandardCharsets.ISO_8859_1);
            int end = line.indexOf('\n');
            assertEquals(end < 0 ? line : line.substring(0, end), read, line);
            assertTrue(read.chars().allMatch(c -> c > 0 && c < 128) && !read.endsWith("\r"), read);
            assertTrue(parser.parse(read, fields), read);
            assertEquals(describe(fields), describe(inPlace), read);
        }
        assertTrue(taken >= 10_000 && declined >= 10_000, "taken " + taken + ", declined " + declined);
    }

    private static String describe(FtraceLine l) {
        return l.comm() + "|" + l.pid() + "|" + l.cpu() + "|" + l.flags() + "|" + l.timeNs() + "|" + l.mark() + "|" + l.kind()
                + "|" + l.name() + "|" + l.parent() + "|" + l.payload() + "|" + l.line();
    }
}
