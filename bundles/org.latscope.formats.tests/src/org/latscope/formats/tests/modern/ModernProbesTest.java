// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.testdata.TestData;

/** Every sample of the modern families is detected as its family from its first bytes. */
class ModernProbesTest {

    private final Map<String, TraceFormatProbe> probes = ModernFormats.probes();

    @Test
    void everyModernSampleIsDetectedAsItsFamily() throws IOException {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("ftrace/events-latency-format.txt", "ftrace-latency");
        expected.put("ftrace/events-default-format.txt", "ftrace");
        expected.put("cyclictest/histogram-i200-l5000.txt", "cyclictest");
        try (Stream<Path> files = Files.list(TestData.path("samples/public"))) {
            files.map(p -> p.getFileName().toString()).sorted().forEach(name -> {
                String family = ModernFormats.familyOfSample(name);
                if (family != null) {
                    expected.put("public/" + name, family);
                }
            });
        }
        assertTrue(expected.size() >= 25, "samples found: " + expected.size());
        for (Map.Entry<String, String> e : expected.entrySet()) {
            if (!probes.containsKey(e.getValue())) {
                continue;
            }
            Path path = TestData.path("samples/" + e.getKey());
            byte[] head = new byte[TraceFormatProbe.MAX_HEAD];
            int length;
            try (InputStream in = Files.newInputStream(path)) {
                length = Math.max(0, in.readNBytes(head, 0, head.length));
            }
            String best = null;
            int bestScore = -1;
            StringBuilder scores = new StringBuilder();
            for (Map.Entry<String, TraceFormatProbe> probe : probes.entrySet()) {
                int score = probe.getValue().confidence(head, length, path.getFileName().toString());
                scores.append(probe.getKey()).append('=').append(score).append(' ');
                if (score > bestScore) {
                    bestScore = score;
                    best = probe.getKey();
                }
            }
            assertEquals(e.getValue(), best, e.getKey() + ": " + scores);
            assertTrue(bestScore >= 60, e.getKey() + ": " + scores);
        }
    }

    @Test
    void oldRtPatchTracesAreLeftToTheVpLatencyFamily() throws IOException {
        Path path = TestData.path("samples/public/old_v1.1.5_softirq_tasklet_928us_elided_with_commentary.txt");
        byte[] head = Files.readAllBytes(path);
        int score = probes.get("ftrace-latency").confidence(head, Math.min(head.length, TraceFormatProbe.MAX_HEAD),
                path.getFileName().toString());
        assertTrue(score > 0 && score <= 80, "score " + score);
    }

    @Test
    void aHeaderNumberPastItsFieldDoesNotTakeTheProbeOffTheFile() throws IOException {
        // a v1.0-style header has no '#': its latency line is parsed as a header; a number past
        // 64 bits there threw, and the probe gave the whole file 0 ("no known format")
        String sample = Files.readString(TestData.path("samples/ftrace/events-latency-format.txt"),
                StandardCharsets.ISO_8859_1);
        String plain = sample.replaceFirst("(?m)^# (latency: )0( us, )", "$10$2").replaceFirst("(?m)^#(    \\| task:)", "$1");
        String huge = plain.replaceFirst("(?m)^latency: 0 us", "latency: 18446744073709551616 us");
        assertTrue(!huge.equals(plain) && !plain.equals(sample), "the header lines were rewritten");
        int expected = score("ftrace-latency", plain);
        assertTrue(expected >= 60, "plain header: " + expected);
        assertEquals(expected, score("ftrace-latency", huge));
    }

    private int score(String probe, String text) {
        byte[] head = text.getBytes(StandardCharsets.ISO_8859_1);
        return probes.get(probe).confidence(head, Math.min(head.length, TraceFormatProbe.MAX_HEAD), "trace");
    }

    @Test
    void proseThatQuotesTheFormatsIsNoTrace() throws IOException {
        // SOURCES.md describes the samples in prose: it names cyclictest, quotes "DURATION",
        // "FUNCTION CALLS" and "funcgraph_entry:", and holds no trace. A notes file in a trace
        // folder had been read as function_graph with 52 warnings.
        Path path = TestData.path("samples/public/SOURCES.md");
        byte[] head = Files.readAllBytes(path);
        for (Map.Entry<String, TraceFormatProbe> probe : probes.entrySet()) {
            int score = probe.getValue().confidence(head, Math.min(head.length, TraceFormatProbe.MAX_HEAD),
                    path.getFileName().toString());
            assertTrue(score < TraceFormatRegistry.MIN_CONFIDENCE, probe.getKey() + "=" + score);
        }
    }

    @Test
    void headerCluesCountOnlyInCommentLines() {
        byte[] prose = ("The function_graph samples start with `# tracer: function_graph`; their\n"
                + "columns are CPU, DURATION and FUNCTION CALLS.\n").getBytes(StandardCharsets.US_ASCII);
        assertEquals(0, probes.get("function-graph").confidence(prose, prose.length, "notes.txt"));
        byte[] header = "# tracer: function_graph\n#\n# CPU  DURATION                  FUNCTION CALLS\n#     |   |   |   |\n"
                .getBytes(StandardCharsets.US_ASCII);
        assertTrue(probes.get("function-graph").confidence(header, header.length, "trace") >= 40, "a header alone");
    }

    @Test
    void probesNeverThrowOnGarbage() {
        byte[] garbage = new byte[4096];
        for (int i = 0; i < garbage.length; i++) {
            garbage[i] = (byte) (i * 31 + 7);
        }
        for (TraceFormatProbe probe : probes.values()) {
            int score = probe.confidence(garbage, garbage.length, "x");
            assertTrue(score >= 0 && score < 40);
            assertEquals(0, probe.confidence(new byte[0], 0, ""));
        }
    }
}
