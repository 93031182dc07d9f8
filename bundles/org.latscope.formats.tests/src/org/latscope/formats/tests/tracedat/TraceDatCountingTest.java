// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.tracedat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.latscope.formats.internal.FileReadContext;
import org.latscope.formats.tracedat.TraceDatFile;
import org.latscope.formats.tracedat.TraceDatReaderFactory;
import org.latscope.formats.tracedat.write.TraceDatWriter;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.support.CountedSteps;
import org.latscope.model.support.TraceSets;

/**
 * A trace.dat read for a caller that wants no steps ({@code summary}) counts the same events and
 * says the same about them as one read into steps: the sched events paired by their fields,
 * without their report text, leave the same events unpaired as the text does.
 */
class TraceDatCountingTest {

    static Stream<Path> files() throws IOException {
        return TraceDatSamples.all().stream();
    }

    /**
     * Pages dropped from the events sample's first CPU leave wakeups and switches without their
     * partners: read without steps (sched events paired by their fields), the file says the same
     * about them as when read into steps (paired by their report text).
     */
    @Test
    void unpairedEventsAreCountedAlike(@TempDir Path tmp) throws IOException {
        Path sample = TraceDatSamples.sample("v7zstd_6.1rt_events.dat"); //$NON-NLS-1$
        Path damaged = tmp.resolve("dropped.dat"); //$NON-NLS-1$
        try (TraceDatFile f = TraceDatFile.open(sample); TraceDatWriter w = TraceDatWriter.create(damaged, f.headers())) {
            for (int i = 0; i < f.cpuData().size(); i++) {
                Supplier<byte[]> pages = f.pages(i);
                int n = 0;
                for (byte[] p = pages.get(); p != null; p = pages.get()) {
                    if (i != 0 || n++ % 3 != 1) {
                        w.append(f.cpuData().get(i).cpu(), p);
                    }
                }
            }
        }
        List<String> withSteps = diagnostics(read(damaged, true));
        List<String> counted = diagnostics(read(damaged, false));
        assertEquals(withSteps, counted);
        assertTrue(counted.stream().anyMatch(d -> d.contains("wakeup_latency without a partner")), counted.toString()); //$NON-NLS-1$
        assertTrue(counted.stream().anyMatch(d -> d.matches(".*wakeup_latency.* [1-9][0-9]* sched_waking whose.*")), //$NON-NLS-1$
                counted.toString());
    }

    @ParameterizedTest
    @MethodSource("files")
    void readWithoutStepsCountsAndSaysTheSame(Path dat) throws IOException {
        TraceFile withSteps = read(dat, true);
        TraceFile counted = read(dat, false);
        assertEquals(withSteps.getLinesUsed(), counted.getLinesUsed());
        assertEquals(diagnostics(withSteps), diagnostics(counted));
        assertEquals(withSteps.getContents().size(), counted.getContents().size());
        if (withSteps.getContents().get(0) instanceof LatencyTrace t && t.getHeader().getTracer() == null) {
            LatencyTrace c = (LatencyTrace) counted.getContents().get(0);
            assertNull(c.getSteps());
            assertEquals(t.getSteps().size(), CountedSteps.of(c));
            assertEquals(t.getHeader().getKernelRelease(), c.getHeader().getKernelRelease());
            assertEquals(t.getLastLine(), c.getLastLine());
        }
    }

    private static TraceFile read(Path dat, boolean steps) throws IOException {
        TraceSet set = TraceSets.create("counting"); //$NON-NLS-1$
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath(dat.getFileName().toString());
        set.getFiles().add(file);
        FileReadContext context = new FileReadContext(file, set, () -> false).wantingSteps(steps);
        ((org.latscope.formats.spi.FileTraceReader) new TraceDatReaderFactory().create()).read(dat, context);
        context.finish(context.usedCount());
        return file;
    }

    private static List<String> diagnostics(TraceFile file) {
        List<String> all = new ArrayList<>();
        for (ParseDiagnostic d : file.getDiagnostics()) {
            all.add(d.getLine() + " " + d.getSeverity() + " " + d.getReason());
        }
        return all;
    }
}
