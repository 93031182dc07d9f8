// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.TraceFiles;
import org.latscope.formats.modern.CyclictestReaderFactory;
import org.latscope.formats.modern.FtraceLatencyReaderFactory;
import org.latscope.formats.modern.FtraceReaderFactory;
import org.latscope.formats.modern.FunctionGraphReaderFactory;
import org.latscope.formats.modern.PerfSchedReaderFactory;
import org.latscope.formats.modern.RtlaReaderFactory;
import org.latscope.formats.spi.TraceReaderFactory;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.testdata.TestData;

/**
 * Every modern reader reads every sample of every family, and damaged copies of them, without
 * failing: bad content becomes warnings or information, never a reader failure (the framework
 * reports an escaped exception as an error).
 */
class ModernReadersRobustnessTest {

    private static final List<TraceReaderFactory> FACTORIES = List.of(new FtraceLatencyReaderFactory(),
            new FtraceReaderFactory(), new FunctionGraphReaderFactory(), new CyclictestReaderFactory(),
            new RtlaReaderFactory(), new PerfSchedReaderFactory());

    @Test
    void everyReaderSurvivesEverySample() throws IOException {
        for (Path sample : samples()) {
            for (TraceReaderFactory factory : FACTORIES) {
                assertNoErrors(TraceFiles.readWith(factory, sample), factory);
            }
        }
    }

    @Test
    void everyReaderSurvivesDamagedSamples(@TempDir Path tmp) throws IOException {
        Random random = new Random(42);
        int n = 0;
        for (Path sample : samples()) {
            if (Files.size(sample) > 200_000) {
                continue;
            }
            List<String> lines = Files.readAllLines(sample, StandardCharsets.ISO_8859_1);
            List<String> damaged = new ArrayList<>();
            for (String line : lines) {
                int cut = line.isEmpty() ? 0 : random.nextInt(line.length() + 1);
                switch (random.nextInt(4)) {
                    case 0 -> damaged.add(line.substring(0, cut));
                    case 1 -> damaged.add(line.substring(cut));
                    case 2 -> damaged.add(line.substring(0, cut) + "\t:|(<-=> " + line.substring(cut));
                    default -> damaged.add(line);
                }
            }
            Path file = tmp.resolve("damaged" + n++ + ".txt");
            Files.write(file, damaged, StandardCharsets.ISO_8859_1);
            for (TraceReaderFactory factory : FACTORIES) {
                TraceFile read = TraceFiles.readWith(factory, file);
                assertNoErrors(read, factory);
                assertEquals(damaged.size(), read.getLinesRead(), file.toString());
            }
        }
        assertTrue(n > 20);
    }

    private static void assertNoErrors(TraceFile file, TraceReaderFactory factory) {
        for (ParseDiagnostic d : file.getDiagnostics()) {
            assertTrue(d.getSeverity() != Severity.ERROR,
                    factory.getClass().getSimpleName() + " on " + file.getPath() + ": " + d.getLine() + " "
                            + d.getReason());
        }
    }

    private static List<Path> samples() throws IOException {
        List<Path> samples = new ArrayList<>();
        for (String folder : List.of("samples/ftrace", "samples/cyclictest", "samples/public")) {
            try (Stream<Path> files = Files.list(TestData.path(folder))) {
                files.filter(p -> p.toString().endsWith(".txt")).sorted().forEach(samples::add);
            }
        }
        return samples;
    }
}
