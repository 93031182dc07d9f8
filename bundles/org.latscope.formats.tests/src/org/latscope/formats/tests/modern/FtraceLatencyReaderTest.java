// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.latscope.formats.tests.modern.ModernTraces.assertClean;
import static org.latscope.formats.tests.modern.ModernTraces.onlyTrace;
import static org.latscope.formats.tests.modern.ModernTraces.read;
import static org.latscope.formats.tests.modern.ModernTraces.readText;
import static org.latscope.formats.tests.modern.ModernTraces.step;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.DiagnosticCode;
import org.latscope.formats.modern.FtraceFlagLayout;
import org.latscope.formats.modern.FtraceFlags;
import org.latscope.formats.modern.FtraceLatencyReaderFactory;
import org.latscope.model.FlagsKind;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;

class FtraceLatencyReaderTest {

    private final FtraceLatencyReaderFactory factory = new FtraceLatencyReaderFactory();

    @TempDir
    Path dir;

    @Test
    void eventsCaptureHeaderAndAllShownEntries() throws IOException {
        TraceFile file = read(factory, "ftrace/events-latency-format.txt");
        assertEquals(1, ModernTraces.assertCleanButUnpaired(file).size());
        LatencyTrace trace = onlyTrace(file);
        LatencyHeader h = trace.getHeader();
        assertEquals("nop", h.getTracer());
        assertEquals("1.1.5", h.getTracerVersion());
        assertEquals("6.18.44-fc-v1045", h.getKernelRelease());
        assertEquals(0, h.getLatencyUs());
        assertEquals(8604, h.getEntriesDeclared());
        assertEquals(13281, h.getEntriesTotal());
        assertEquals(8604, h.getEntriesRecorded());
        assertEquals(8604, trace.getStepCount());
        assertEquals("PREEMPT(none)", h.getPreemptionModel());
        assertEquals(2, h.getCpuCount());
        assertEquals("", h.getTaskComm());
        assertEquals(0, h.getPid());
        assertEquals(FlagsKind.FTRACE_FLAGS, h.getFlagsKind());

        StepCursor first = step(trace, 0);
        assertEquals(StepKind.EVENT, first.kind());
        assertEquals("hrtimer_expire_entry", first.eventName());
        assertEquals("java", first.comm());
        assertEquals(9240, first.pid());
        assertEquals(1, first.cpu());
        assertEquals(19_890_000L, first.timeNs());
        assertEquals("d.h..", first.flagsText());
        assertEquals("hrtimer=000000002575b435 function=tick_nohz_handler now=273896020030", first.payload());

        StepCursor bang = step(trace, 5);
        assertEquals("sched_switch", bang.eventName());
        assertEquals(DelayMark.OVER_100_US, bang.delayMark());
        assertEquals(DelayMark.OVER_1_MS, step(trace, 6).delayMark());
        assertEquals("C1 Compi", step(trace, 6).comm());

        StepCursor last = step(trace, -1);
        assertEquals("sched_switch", last.eventName());
        assertEquals(0, last.cpu());
        assertEquals(1_394_867_000L, last.timeNs());
        assertTrue(last.payload().endsWith("next_comm=bash next_pid=9265 next_prio=120"));

        FtraceFlags flags = FtraceFlagLayout.forWidth(5).decode(first.flagsText());
        assertTrue(flags.irqsOff());
        assertTrue(flags.hardirq());
        FtraceFlags switchFlags = FtraceFlagLayout.forWidth(5).decode(bang.flagsText());
        assertEquals(2, switchFlags.preemptDepth());
        assertFalse(switchFlags.hardirq());
    }

    @Test
    void irqsoffWithFusedCpuUnknownCommAndStackTrace() throws IOException {
        TraceFile file = read(factory, "public/ftrace_lkml2017_irqsoff_451753us_cpu159_qp_decoded.txt");
        assertClean(file);
        LatencyTrace trace = onlyTrace(file);
        LatencyHeader h = trace.getHeader();
        assertEquals("irqsoff", h.getTracer());
        assertEquals(451753, h.getLatencyUs());
        assertEquals(4, h.getEntriesDeclared());
        assertEquals(4, trace.getStepCount());
        assertEquals(159, h.getCpu());
        assertEquals(224, h.getCpuCount());
        assertEquals("desktop", h.getPreemptionModel());
        assertEquals("fjsctest", h.getTaskComm());
        assertEquals(233851, h.getPid());
        assertEquals("wake_up_page_bit", h.getStartedAt().getSymbol());
        assertEquals("wake_up_page_bit", h.getEndedAt().getSymbol());

        StepCursor first = step(trace, 0);
        assertEquals("<...>", first.comm());
        assertEquals(159, first.cpu());
        assertEquals("_raw_spin_lock_irqsave", first.function());
        assertEquals("wake_up_page_bit", first.parent());
        assertEquals(DelayMark.OVER_100_MS, first.delayMark());
        StepCursor stack = step(trace, -1);
        assertEquals("<stack trace>", stack.function());
        assertEquals(451_873_000L, stack.timeNs());
        assertEquals(List.of("unlock_page", "migrate_pages", "migrate_misplaced_page", "__handle_mm_fault",
                "handle_mm_fault", "__do_page_fault", "do_page_fault", "page_fault"), stack.stackFrames());
    }

    @Test
    void preemptRtEightColumnFlagsFullTrace() throws IOException {
        TraceFile file = read(factory, "public/ftrace_rt_irqsoff_253us_4.4.27-rt37_lazy_migrate_columns_full.txt");
        assertClean(file);
        LatencyTrace trace = onlyTrace(file);
        assertEquals(180, trace.getHeader().getEntriesDeclared());
        assertEquals(180, trace.getStepCount());
        assertEquals("swapper/0", trace.getHeader().getTaskComm());
        assertEquals("apic_timer_interrupt", trace.getHeader().getStartedAt().getSymbol());
        assertEquals("restore_regs_and_iret", trace.getHeader().getEndedAt().getSymbol());
        StepCursor hard = step(trace, 13);
        assertEquals("exit_idle", hard.function());
        assertEquals("d..h1..", hard.flagsText());
        FtraceFlags f = FtraceFlagLayout.forWidth(7).decode(hard.flagsText());
        assertTrue(f.hardirq());
        assertTrue(f.irqsOff());
        assertEquals(1, f.preemptDepth());
        assertEquals(8, step(trace, -1).stackFrames().size());
        assertEquals("trace_hardirqs_on_thunk", step(trace, -1).stackFrames().get(0));
    }

    @Test
    void unprefixedHeaderWithCallerInParentheses() throws IOException {
        TraceFile file = read(factory, "public/ftrace_txt2628_preemptoff_29us.txt");
        assertClean(file);
        LatencyTrace trace = onlyTrace(file);
        assertEquals("preemptoff", trace.getHeader().getTracer());
        assertEquals("2.6.26-rc8", trace.getHeader().getKernelRelease());
        assertEquals(29, trace.getHeader().getLatencyUs());
        assertEquals("do_IRQ", trace.getHeader().getStartedAt().getSymbol());
        assertEquals("__do_softirq", trace.getHeader().getEndedAt().getSymbol());
        assertEquals(3, trace.getStepCount());
        assertEquals("irq_enter", step(trace, 0).function());
        assertEquals("do_IRQ", step(trace, 0).parent());
        assertTrue(FtraceFlagLayout.forWidth(4).decode(step(trace, 1).flagsText()).softirq());
        assertEquals(1, FtraceFlagLayout.forWidth(4).decode(step(trace, 2).flagsText()).preemptDepth());
    }

    @Test
    void wakeupRtMixesFunctionsEventsAndSchedLines() throws IOException {
        TraceFile file = read(factory, "public/ftrace_rst_wakeup_rt_6us_with_events.txt");
        // an excerpt: an hrtimer exit whose entry it does not hold, a wakeup without its switch
        assertEquals(2, ModernTraces.assertCleanButUnpaired(file).size());
        LatencyTrace trace = onlyTrace(file);
        assertEquals(12, trace.getStepCount());
        assertEquals(12, trace.getHeader().getEntriesDeclared());
        assertEquals(1, trace.getHeader().getPolicy());
        assertEquals(5, trace.getHeader().getRtPrio());
        assertEquals("sched_wakeup", step(trace, 0).function());
        assertEquals(StepKind.FUNCTION, step(trace, 1).kind());
        assertEquals("try_to_wake_up", step(trace, 1).parent());
        assertEquals("sched_wakeup", step(trace, 2).eventName());
        assertEquals("sched_switch", step(trace, -1).function());
    }

    @Test
    void elisionIsKeptAsStepAndReported() throws IOException {
        TraceFile file = read(factory, "public/ftrace_rst_irqsoff_71us_functrace_elided.txt");
        LatencyTrace trace = onlyTrace(file);
        assertEquals(168, trace.getHeader().getEntriesDeclared());
        assertEquals(19, trace.getHeader().getEntriesRecorded());
        assertEquals(20, trace.getStepCount());
        assertEquals(StepKind.ELISION, step(trace, 9).kind());
        assertEquals("[...]", step(trace, 9).payload());
        assertEquals(1, file.getDiagnostics().size());
        assertEquals(Severity.INFO, file.getDiagnostics().get(0).getSeverity());
        assertEquals(file.getLinesRead(), file.getLinesUsed());
        assertEquals(25, step(trace, -1).stackFrames().size());
    }

    @Test
    void otherLatencySamplesMatchTheirHeaderCounts() throws IOException {
        for (String sample : List.of("ftrace_rst_preemptirqsoff_100us.txt", "ftrace_rst_preemptoff_46us.txt",
                "ftrace_txt2628_irqsoff_12us_latency_trace_2.6.26.txt", "ftrace_txt2628_wakeup_4us.txt")) {
            TraceFile file = read(factory, "public/" + sample);
            assertClean(file);
            LatencyTrace trace = onlyTrace(file);
            assertEquals(trace.getHeader().getEntriesDeclared(), trace.getStepCount(), sample);
            assertTrue(trace.getHeader().getLatencyUs() > 0, sample);
        }
    }

    @Test
    void wrappedCallerBadLinesAndTraceBoundaries(@TempDir Path tmp) throws IOException {
        String text = """
                # tracer: irqsoff
                # tracer: irqsoff
                # irqsoff latency trace v1.1.5 on 3.8.0
                # latency: 46 \u00c2\u00b5s, #2/2, CPU#1 | (M:preempt VP:0, KP:0, SP:0 HP:0 #P:4)
                    sshd-1991    1d.h.    0us+: irq_enter
                <-do_IRQ
                this is prose between entries
                    sshd-1991    1d..1   46us : irq_exit <-do_IRQ
                 => orphan? no: follows a function
                # tracer: wakeup
                # wakeup latency trace v1.1.5 on 3.8.0
                  <idle>-0       2d.h4    0us : ttwu_do_activate <-try_to_wake_up
                """;
        TraceFile file = readText(factory, tmp, "trace.txt", text);
        List<LatencyTrace> traces = ModernTraces.traces(file);
        assertEquals(2, traces.size());
        LatencyTrace first = traces.get(0);
        assertEquals("irqsoff", first.getHeader().getTracer());
        assertEquals(46, first.getHeader().getLatencyUs());
        assertEquals(2, first.getStepCount());
        assertEquals("irq_enter", step(first, 0).function());
        assertEquals("do_IRQ", step(first, 0).parent());
        assertEquals("wakeup", traces.get(1).getHeader().getTracer());
        assertEquals(1, traces.get(1).getStepCount());
        List<ParseDiagnostic> diagnostics = file.getDiagnostics();
        assertEquals(2, diagnostics.size(), ModernTraces.reasons(file).toString());
        assertEquals(7, diagnostics.get(0).getLine());
        assertEquals(9, diagnostics.get(1).getLine());
        assertEquals(file.getLinesRead() - 2, file.getLinesUsed());
    }

    @Test
    void traceFromTracePipeWithoutHeader(@TempDir Path tmp) throws IOException {
        TraceFile file = readText(factory, tmp, "trace_pipe", """
                    java-9240      1d..2. 19933us!: sched_switch: prev_comm=java prev_pid=9240
                  binary\u0000garbage \u00ff\u00fe
                    java-9240      1.Ns.. 19921us : softirq_entry: vec=9 [action=RCU]
                """);
        LatencyTrace trace = onlyTrace(file);
        assertEquals(2, trace.getStepCount());
        assertEquals("softirq_entry", step(trace, 1).eventName());
        assertFalse(file.getDiagnostics().isEmpty());
        assertTrue(file.getDiagnostics().stream().allMatch(d -> d.getLine() == 2
                || DiagnosticCode.of(d) == DiagnosticCode.UNPAIRED_EVENTS), ModernTraces.reasons(file).toString());
    }
}
