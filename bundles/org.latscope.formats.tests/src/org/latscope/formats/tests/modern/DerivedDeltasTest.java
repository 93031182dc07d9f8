// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.latscope.formats.tests.modern.ModernTraces.onlyTrace;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.latscope.formats.modern.FtraceLatencyReaderFactory;
import org.latscope.formats.modern.FtraceReaderFactory;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;

/**
 * ftrace prints no deltas, only delay marks; the readers derive each step's delta from the next
 * step of its CPU buffer, and the last of each buffer's up to the trace's end.
 */
class DerivedDeltasTest {

    /**
     * Single-CPU latency traces: the kernel's mark comes from the next entry, as the derived delta
     * does. (ftrace.rst's preemptoff example is left out: its 47us+ is 5 us before its next line,
     * an edit of the documentation, not the kernel's output.)
     */
    @ParameterizedTest
    @ValueSource(strings = { "ftrace-6.1-rt/wakeup_rt.txt", "ftrace-6.1-rt/wakeup.txt",
            "public/ftrace_rst_preemptirqsoff_100us.txt",
            "public/ftrace_lkml2017_irqsoff_451753us_cpu159_qp_decoded.txt" })
    void derivedDeltasAgreeWithTheKernelsDelayMarks(String sample) throws IOException {
        LatencyTrace trace = onlyTrace(ModernTraces.read(new FtraceLatencyReaderFactory(), sample));
        StepTable steps = trace.getSteps();
        int marked = 0;
        for (int i = 0; i < steps.size(); i++) {
            if (steps.kind(i) == StepKind.ELISION) {
                continue;
            }
            assertTrue(steps.deltaNs(i) != StepTable.NO_DELTA, sample + " step " + i);
            // times are printed in whole microseconds: the kernel's delta may be a microsecond off ours
            long us = steps.deltaNs(i) / 1_000;
            DelayMark mark = steps.delayMark(i);
            boolean agrees = mark(us) == mark || mark(us - 1) == mark || mark(us + 1) == mark;
            assertTrue(agrees, sample + " step " + i + ": " + us + " us marked " + mark);
            marked += mark == DelayMark.NONE ? 0 : 1;
        }
        assertTrue(marked > 0, sample);
    }

    /** ftrace's thresholds, as trace_find_mark() applies them to a delta in microseconds. */
    private static DelayMark mark(long us) {
        long ns = us * 1_000;
        if (ns > 1_000_000_000L) {
            return DelayMark.OVER_1_S;
        } else if (ns > 100_000_000L) {
            return DelayMark.OVER_100_MS;
        } else if (ns > 10_000_000L) {
            return DelayMark.OVER_10_MS;
        } else if (ns > 1_000_000L) {
            return DelayMark.OVER_1_MS;
        } else if (ns > 100_000L) {
            return DelayMark.OVER_100_US;
        } else if (ns > 10_000L) {
            return DelayMark.OVER_10_US;
        }
        return DelayMark.NONE;
    }

    @Test
    void eachCpuBufferHasItsOwnDeltasAndItsLastStepLastsToTheTracesEnd() throws IOException {
        LatencyTrace trace = onlyTrace(ModernTraces.read(new FtraceReaderFactory(), "ftrace/events-default-format.txt"));
        StepTable steps = trace.getSteps();
        Map<Integer, Long> sums = new HashMap<>();
        Map<Integer, Long> firsts = new HashMap<>();
        long end = Long.MIN_VALUE;
        for (int i = 0; i < steps.size(); i++) {
            sums.merge(steps.cpu(i), steps.deltaNs(i), Long::sum);
            firsts.putIfAbsent(steps.cpu(i), steps.timeNs(i));
            end = Math.max(end, steps.timeNs(i));
        }
        assertEquals(2, sums.size());
        for (Map.Entry<Integer, Long> e : sums.entrySet()) {
            assertEquals(end - firsts.get(e.getKey()), e.getValue().longValue(), "CPU " + e.getKey());
        }
        // the next step of CPU 1 after the first one, not the next line
        int next = 1;
        while (steps.cpu(next) != steps.cpu(0)) {
            next++;
        }
        assertEquals(steps.timeNs(next) - steps.timeNs(0), steps.deltaNs(0));
    }

    @Test
    void lostEventsAreAMarkerAndBufferStartsNoDiagnostic(@TempDir Path dir) throws IOException {
        String text = """
                # tracer: nop
                #
                          <idle>-0       [001] d.h1.   100.000010: irq_handler_entry: irq=29 name=ens3
                CPU:1 [LOST 12 EVENTS]
                ##### CPU 0 buffer started ####
                          <idle>-0       [000] d.h1.   100.000020: softirq_exit: vec=9 [action=RCU]
                          <idle>-0       [001] d.h1.   100.000030: irq_handler_exit: irq=29 ret=handled
                """;
        TraceFile file = ModernTraces.readText(new FtraceReaderFactory(), dir, "lost.txt", text);
        LatencyTrace trace = onlyTrace(file);
        StepTable steps = trace.getSteps();
        assertEquals(4, steps.size());
        assertEquals(StepKind.MARKER, steps.kind(1));
        assertEquals("CPU:1 [LOST 12 EVENTS]", steps.payload(1));
        assertEquals(file.getLinesRead(), file.getLinesUsed());
        String reasons = String.join("\n", ModernTraces.reasons(file));
        assertTrue(reasons.contains("CPU 1 lost events here"), reasons);
        assertTrue(reasons.contains("Events of irq_handler without a partner (1 irq_handler_exit whose irq_handler_entry "
                + "came before the buffer started, 0 irq_handler_entry whose irq_handler_exit came after the trace ended, "
                + "1 open where a CPU lost events): left out of its durations"), reasons);
        assertTrue(reasons.contains("Events of softirq without a partner (1 softirq_exit whose softirq_entry came before the "
                + "buffer started, 0 softirq_entry whose softirq_exit came after the trace ended, 0 open where a CPU lost "
                + "events): left out of its durations"), reasons);
        assertTrue(!reasons.contains("buffer started ####"), reasons);
    }
}
