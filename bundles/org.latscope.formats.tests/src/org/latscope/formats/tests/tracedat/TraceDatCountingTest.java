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
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.latscope.formats.internal.FileReadContext;
import org.latscope.formats.tracedat.ReportPrinter;
import org.latscope.formats.tracedat.TraceDatEvent;
import org.latscope.formats.tracedat.TraceDatFile;
import org.latscope.formats.tracedat.TraceDatReaderFactory;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.events.EventPairing;
import org.latscope.model.support.CountedSteps;
import org.latscope.model.support.TraceSets;

/**
 * A trace.dat read for a caller that wants no steps ({@code summary}) counts the same events and
 * says the same about them as one read into steps: the sched events' fields, read without their
 * report text, pair into the same intervals as the text does.
 */
class TraceDatCountingTest {

    static Stream<Path> files() throws IOException {
        return TraceDatSamples.all().stream();
    }

    @ParameterizedTest
    @MethodSource("files")
    void fieldsPairAsTheReportTextDoes(Path dat) throws IOException {
        List<String> fromText = new ArrayList<>();
        List<String> fromFields = new ArrayList<>();
        int events;
        try (TraceDatFile f = TraceDatFile.open(dat)) {
            EventPairing pairing = new EventPairing(collect(fromText));
            ReportPrinter printer = new ReportPrinter(f);
            int n = 0;
            for (TraceDatEvent e = printer.next(); e != null; e = printer.next()) {
                n++;
                if (EventPairing.pairs(e.name())) {
                    pairing.event(n, e.cpu(), e.timestamp(), e.name(), e.info());
                }
            }
            pairing.finish();
            events = n;
        }
        try (TraceDatFile f = TraceDatFile.open(dat)) {
            EventPairing pairing = new EventPairing(collect(fromFields));
            ReportPrinter printer = new ReportPrinter(f);
            int n = 0;
            for (TraceDatEvent e = printer.nextForPairing(EventPairing::pairs); e != null; e = printer
                    .nextForPairing(EventPairing::pairs)) {
                n++;
                if (EventPairing.pairs(e.name())) {
                    pairing.event(n, e.cpu(), e.timestamp(), e.name(), e.info());
                } else if (!"funcgraph_entry".equals(e.name())) { //$NON-NLS-1$
                    assertNull(e.info(), e.name());
                }
            }
            pairing.finish();
            assertEquals(events, n, "events");
        }
        assertEquals(fromText, fromFields);
        if (dat.getFileName().toString().contains("sched") || dat.getFileName().toString().contains("events")) { //$NON-NLS-1$ //$NON-NLS-2$
            assertTrue(fromText.size() > 50, "intervals paired: " + fromText.size()); //$NON-NLS-1$
        }
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

    private static EventPairing.Intervals collect(List<String> into) {
        return (kind, cpu, begin, beginNs, end, endNs, key, depth, prio) -> into
                .add(kind + " cpu " + cpu + " " + begin + "@" + beginNs + " - " + end + "@" + endNs + " depth " + depth + " prio " + prio);
    }
}
