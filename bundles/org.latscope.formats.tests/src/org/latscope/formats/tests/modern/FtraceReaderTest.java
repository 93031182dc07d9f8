// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.latscope.formats.tests.modern.ModernTraces.assertClean;
import static org.latscope.formats.tests.modern.ModernTraces.onlyTrace;
import static org.latscope.formats.tests.modern.ModernTraces.read;
import static org.latscope.formats.tests.modern.ModernTraces.step;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.formats.modern.FtraceReaderFactory;
import org.latscope.model.FlagsKind;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;

class FtraceReaderTest {

    private final FtraceReaderFactory factory = new FtraceReaderFactory();

    @Test
    void defaultFormatEventsCapture() throws IOException {
        TraceFile file = read(factory, "ftrace/events-default-format.txt");
        // the capture ends on a wakeup whose switch it does not hold
        assertEquals(List.of("3131: Events of wakeup_latency without a partner (0 sched_switch whose sched_waking came "
                + "before the buffer started, 1 sched_waking whose sched_switch came after the trace ended, 0 open where a "
                + "CPU lost events): left out of its durations"), ModernTraces.assertCleanButUnpaired(file));
        LatencyTrace trace = onlyTrace(file);
        assertEquals("nop", trace.getHeader().getTracer());
        assertEquals(8604, trace.getHeader().getEntriesDeclared());
        assertEquals(13281, trace.getHeader().getEntriesTotal());
        assertEquals(2, trace.getHeader().getCpuCount());
        assertEquals(8604, trace.getStepCount());
        StepCursor first = step(trace, 0);
        assertEquals(273_924_508_000L, first.timeNs());
        assertEquals("hrtimer_expire_entry", first.eventName());
        assertEquals("d.h..", first.flagsText());
        StepCursor full = step(trace, 6);
        assertEquals("C1 CompilerThre", full.comm());
        assertEquals(9255, full.pid());
        StepCursor last = step(trace, -1);
        assertEquals(275_299_485_000L, last.timeNs());
        assertEquals(0, last.cpu());
        assertEquals("sched_switch", last.eventName());
    }

    @Test
    void hwlatSamplesAreTracerEvents() throws IOException {
        TraceFile file = read(factory, "public/ftrace_rst_hwlat.txt");
        // the documentation example declares 13 entries but shows 12: reported, not fatal
        assertEquals(List.of("1: " + "The header declares 13 entries, but 12 were read: the trace holds those"), ModernTraces.reasons(file));
        assertEquals(file.getLinesRead(), file.getLinesUsed());
        LatencyTrace trace = onlyTrace(file);
        assertEquals("hwlat", trace.getHeader().getTracer());
        assertEquals(13, trace.getHeader().getEntriesDeclared());
        assertEquals(8, trace.getHeader().getCpuCount());
        assertEquals(12, trace.getStepCount());
        StepCursor first = step(trace, 0);
        assertEquals("hwlat", first.eventName());
        assertEquals("<...>", first.comm());
        assertEquals(1729, first.pid());
        assertEquals(1, first.cpu());
        assertTrue(first.payload().startsWith("#1     inner/outer(us):   11/12"));
        assertTrue(step(trace, 9).payload().endsWith("nmi-total:7 nmi-count:1"));
        assertEquals(7, step(trace, -1).cpu());
    }

    @Test
    void schedSwitchTracerWithoutFlags() throws IOException {
        TraceFile file = read(factory, "public/ftrace_txt2628_sched_switch.txt");
        LatencyTrace trace = onlyTrace(file);
        assertEquals(FlagsKind.NONE, trace.getHeader().getFlagsKind());
        assertEquals(15, trace.getHeader().getEntriesRecorded());
        assertEquals("sched_wakeup", step(trace, 0).eventName());
        assertEquals("sched_switch", step(trace, 1).eventName());
        assertEquals("3997:120:R ==>  4055:120:R", step(trace, 1).payload());
        assertEquals("ksoftirqd/0", step(trace, 10).comm());
        assertEquals(0, step(trace, 10).cpu());
        assertEquals(StepKind.ELISION, step(trace, -1).kind());
        assertEquals(file.getLinesRead(), file.getLinesUsed());
    }
}
