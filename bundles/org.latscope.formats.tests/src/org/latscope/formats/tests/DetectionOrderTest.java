// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceFormat;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceFormatRegistry.Detection;
import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.testdata.TestData;

/**
 * Detection skips the probes whose highest confidence cannot beat the best so far. That is
 * only right when no probe gives more than its {@link TraceFormatProbe#maxConfidence()}, and
 * then the winner must be the one asking every probe picks, on every file of the test data
 * under the names that earn each format its pattern bonus.
 */
class DetectionOrderTest {

    private static final List<String> NAMES = List.of("trace.txt", "lt.1", "latencytimes", "irq_latency", "dmesg.log",
            "latency_hist", "messages", "trace_pipe", "run.script", "x.hist", "x", "");

    private static List<Path> files() throws IOException {
        try (Stream<Path> all = Files.walk(TestData.root())) {
            return all.filter(Files::isRegularFile).filter(p -> !p.toString().contains("kernel-src")).sorted().toList();
        }
    }

    private static byte[] head(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(TraceFormatProbe.MAX_HEAD);
        }
    }

    @Test
    void noProbeGivesMoreThanItsHighestConfidence() throws Exception {
        try (InstalledTraceFormats installed = new InstalledTraceFormats(DetectionOrderTest.class)) {
            List<String> problems = new ArrayList<>();
            int asked = 0;
            for (Path file : files()) {
                byte[] head = head(file);
                for (TraceFormat format : installed.registry().formats()) {
                    int confidence = format.probe().confidence(new FileHead(head, head.length, file.getFileName().toString()));
                    asked++;
                    if (confidence > format.probe().maxConfidence()) {
                        problems.add(format.id() + " gives " + confidence + " > " + format.probe().maxConfidence() + " on " + file);
                    }
                }
            }
            assertEquals(List.of(), problems);
            assertTrue(asked > 500, "probes asked: " + asked);
        }
    }

    @Test
    void theWinnerIsTheOneAskingEveryProbePicks() throws Exception {
        try (InstalledTraceFormats installed = new InstalledTraceFormats(DetectionOrderTest.class)) {
            TraceFormatRegistry registry = installed.registry();
            List<String> problems = new ArrayList<>();
            int detected = 0;
            for (Path file : files()) {
                byte[] head = head(file);
                List<String> names = new ArrayList<>(NAMES);
                names.add(file.getFileName().toString());
                for (String name : names) {
                    Optional<Detection> expected = everyProbe(registry, head, name);
                    Optional<Detection> actual = registry.detect(Arrays.copyOf(head, head.length), head.length, name);
                    if (!describe(expected).equals(describe(actual))) {
                        problems.add(file + " as " + name + ": " + describe(actual) + ", every probe: " + describe(expected));
                    }
                    detected += actual.isPresent() ? 1 : 0;
                }
            }
            assertEquals(List.of(), problems);
            assertTrue(detected > 500, "detections: " + detected);
        }
    }

    @Test
    void aNameNoPathCanHoldMatchesNoPatternAndTheFileIsStillDetected() throws Exception {
        try (InstalledTraceFormats installed = new InstalledTraceFormats(DetectionOrderTest.class)) {
            byte[] head = head(TestData.path("samples/worst20/latencytimes-2.4.10-pre12.txt"));
            // an archive entry's name may hold a NUL, which no Linux path can: Path.of throws
            Optional<Detection> detection = installed.registry().detect(head, head.length, "latencytimes\0.txt");
            assertEquals("preempt-stats=" + detection.map(Detection::confidence).orElse(-1), describe(detection));
            assertTrue(detection.get().confidence() <= 95, "no pattern bonus: " + detection.get().confidence());
        }
    }

    /** Detection as it was: every probe asked, the highest confidence with its bonus wins, the smaller id on a tie. */
    private static Optional<Detection> everyProbe(TraceFormatRegistry registry, byte[] head, String name) {
        Detection best = null;
        for (TraceFormat format : registry.formats()) {
            int confidence = Math.max(0, Math.min(100, format.probe().confidence(new FileHead(head, head.length, name))));
            if (confidence <= 0) {
                continue;
            }
            if (!name.isEmpty() && format.filePatterns().stream()
                    .anyMatch(p -> FileSystems.getDefault().getPathMatcher("glob:" + p).matches(Path.of(name)))) { //$NON-NLS-1$
                confidence += TraceFormatRegistry.PATTERN_BONUS;
            }
            if (best == null || confidence > best.confidence()) { // formats() is sorted by id: the first of equals stays
                best = new Detection(format, confidence);
            }
        }
        return best == null || best.confidence() < TraceFormatRegistry.MIN_CONFIDENCE ? Optional.empty() : Optional.of(best);
    }

    private static String describe(Optional<Detection> detection) {
        return detection.map(d -> d.format().id() + "=" + d.confidence()).orElse("none"); //$NON-NLS-1$
    }
}
