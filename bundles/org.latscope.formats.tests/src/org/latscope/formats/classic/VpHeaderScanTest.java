// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.latscope.testdata.TestData;

/**
 * {@link VpHeaderScan} reads the usual latency and task lines by hand and leaves every other
 * form to {@link VpHeaderLines}' regexes: wherever it reads a line, it must read what the regex
 * reads. Compared on every such line of the test data and on damaged copies of them. (In the
 * host's package: the classes are package-private.)
 */
class VpHeaderScanTest {

    @Test
    void realHeaderLinesReadAsTheRegexReadsThem() throws IOException {
        int latency = 0;
        int task = 0;
        for (String line : headerLines()) {
            VpHeaderScan.Latency l = VpHeaderScan.latency(line);
            if (l != null) {
                assertEquals(VpHeaderLines.latencyByRegex(line), l, line);
                latency++;
            }
            VpHeaderScan.Task t = VpHeaderScan.task(line);
            if (t != null) {
                assertEquals(VpHeaderLines.taskByRegex(line), t, line);
                task++;
            }
        }
        assertTrue(latency >= 11, "latency lines read by hand: " + latency);
        assertTrue(task >= 10, "task lines read by hand: " + task);
        assertNotNull(VpHeaderScan.latency(" latency: 2888 us, entries: 37 (37)"));
        assertNotNull(VpHeaderScan.task("    | task: kjournald-2043 (uid:0 nice:-5 policy:0 rt_prio:0)"));
    }

    @Test
    void damagedHeaderLinesReadAsTheRegexReadsThemOrGoToIt() throws IOException {
        List<String> lines = headerLines();
        Random random = new Random(20261203);
        String alphabet = " \t,()#/:-0123456789uidnce|CPU";
        int accepted = 0;
        for (int n = 0; n < 60_000; n++) {
            char[] line = lines.get(random.nextInt(lines.size())).toCharArray();
            for (int e = 1 + random.nextInt(2); e > 0; e--) {
                line[random.nextInt(line.length)] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
            String damaged = new String(line);
            VpHeaderScan.Latency l = VpHeaderScan.latency(damaged);
            if (l != null) {
                assertEquals(VpHeaderLines.latencyByRegex(damaged), l, damaged);
                accepted++;
            }
            VpHeaderScan.Task t = VpHeaderScan.task(damaged);
            if (t != null) {
                assertEquals(VpHeaderLines.taskByRegex(damaged), t, damaged);
                accepted++;
            }
        }
        assertTrue(accepted > 5_000, "damaged lines read by hand: " + accepted);
    }

    @Test
    void versionAndStartedEndedLinesReadAsTheRegexReadsThem() throws IOException {
        List<String> lines = linesContaining("latency trace v", "started at", "ended at");
        int version = 0;
        int at = 0;
        for (String line : lines) {
            VpHeaderScan.Version v = VpHeaderScan.version(line);
            if (v != null) {
                assertEquals(VpHeaderLines.versionByRegex(line), v, line);
                version++;
            }
            VpHeaderScan.At a = VpHeaderScan.at(line);
            if (a != null) {
                assertEquals(VpHeaderLines.atByRegex(line), a, line);
                at++;
            }
        }
        assertTrue(version >= 10, "version lines read by hand: " + version);
        assertTrue(at >= 20, "started/ended lines read by hand: " + at);
        assertEquals(new VpHeaderScan.At(false, "schedule", "2cd", "620", "c02d8c8d"),
                VpHeaderScan.at(" =>   ended at:   schedule+0x2cd/0x620 <c02d8c8d>"));
        assertEquals(new VpHeaderScan.Version(null, "1.0", null), VpHeaderScan.version("latency trace v1.0"));

        Random random = new Random(20261204);
        String alphabet = " \t=>:+/<>0x19afAF.vonstarde";
        int accepted = 0;
        for (int n = 0; n < 60_000; n++) {
            char[] line = lines.get(random.nextInt(lines.size())).toCharArray();
            for (int e = 1 + random.nextInt(2); e > 0; e--) {
                line[random.nextInt(line.length)] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
            String damaged = new String(line);
            VpHeaderScan.Version v = VpHeaderScan.version(damaged);
            if (v != null) {
                assertEquals(VpHeaderLines.versionByRegex(damaged), v, damaged);
                accepted++;
            }
            VpHeaderScan.At a = VpHeaderScan.at(damaged);
            if (a != null) {
                assertEquals(VpHeaderLines.atByRegex(damaged), a, damaged);
                accepted++;
            }
        }
        assertTrue(accepted > 5_000, "damaged lines read by hand: " + accepted);
    }

    /** Every line of the test data that names a latency or a task. */
    private static List<String> headerLines() throws IOException {
        return linesContaining("latency:", "task:");
    }

    /** Every line of the v1.x samples and the seeds that contains one of {@code parts}. */
    private static List<String> linesContaining(String... parts) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String folder : new String[] { "samples/public", "seeds" }) {
            try (Stream<Path> files = Files.list(TestData.path(folder))) {
                for (Path file : files.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
                    for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
                        if (Stream.of(parts).anyMatch(line::contains)) {
                            lines.add(line);
                        }
                    }
                }
            }
        }
        return lines;
    }
}
