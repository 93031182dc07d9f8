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

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.modern.FunctionGraphReaderFactory;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;
import org.latscope.model.support.TraceSets;

class FunctionGraphReaderTest {

    private final FunctionGraphReaderFactory factory = new FunctionGraphReaderFactory();

    @Test
    void sysOpenNestingAndDurations() throws IOException {
        TraceFile file = read(factory, "public/ftrace_rst_function_graph_sys_open.txt");
        assertClean(file);
        LatencyTrace trace = onlyTrace(file);
        assertEquals("function_graph", trace.getHeader().getTracer());
        assertEquals(16, trace.getStepCount());
        StepCursor first = step(trace, 0);
        assertEquals(StepKind.GRAPH_ENTRY, first.kind());
        assertEquals("sys_open", first.function());
        assertEquals(0, first.cpu());
        StepCursor leaf = step(trace, 4);
        assertEquals(StepKind.GRAPH_LEAF, leaf.kind());
        assertEquals("__might_sleep", leaf.function());
        assertEquals("kmem_cache_alloc", leaf.parent());
        assertEquals(1_382L, leaf.deltaNs());
        StepCursor exit = step(trace, 5);
        assertEquals(StepKind.GRAPH_EXIT, exit.kind());
        assertEquals("kmem_cache_alloc", exit.function());
        assertEquals(2_478L, exit.deltaNs());
        assertEquals("_spin_unlock", step(trace, -1).function());
    }

    @Test
    void returnValuesAndNamedExits() throws IOException {
        TraceFile file = read(factory, "public/ftrace_rst_function_graph_retval.txt");
        assertClean(file);
        LatencyTrace trace = onlyTrace(file);
        assertEquals(11, trace.getStepCount());
        assertEquals("= 0xffff93fcfd346c00", step(trace, 1).payload());
        StepCursor last = step(trace, -1);
        assertEquals(StepKind.GRAPH_EXIT, last.kind());
        assertEquals("cgroup_migrate", last.function());
        assertEquals(7_143L, last.deltaNs());
        assertEquals("= -22", last.payload());
    }

    @Test
    void eventsBannersAndOverheadMarks() throws IOException {
        TraceFile file = read(factory, "public/function_graph_rpi_events_ctxswitch_banners_head_of_505k_trace.txt");
        assertClean(file);
        LatencyTrace trace = onlyTrace(file);
        int events = 0;
        int switches = 0;
        int leaves = 0;
        StepCursor s = TraceSets.steps(trace);
        while (s.next()) {
            switch (s.kind()) {
                case EVENT -> events++;
                case MARKER -> switches += s.payload().contains("=>") ? 1 : 0;
                case GRAPH_LEAF -> leaves++;
                default -> { }
            }
        }
        assertTrue(events > 50);
        assertTrue(switches > 20);
        assertTrue(leaves > 5);
        StepCursor sw = step(trace, 3);
        assertEquals(StepKind.MARKER, sw.kind());
        assertEquals("<idle>-0    =>  kworker-1635", sw.payload());
        StepCursor afterSwitch = step(trace, 4);
        assertEquals("irq_handler_entry", afterSwitch.eventName());
        assertEquals("kworker", afterSwitch.comm());
        assertEquals(1635, afterSwitch.pid());
        StepCursor plus = step(trace, 6);
        assertEquals("bcm2835_mmc_irq", plus.function());
        assertEquals(11_719L, plus.deltaNs());
        assertEquals(DelayMark.OVER_10_US, plus.delayMark());
        assertEquals(StepKind.MARKER, step(trace, 5).kind());
    }

    @Test
    void doubleHashHeaderAndExitWithComment() throws IOException {
        TraceFile file = read(factory, "public/tracecmd_show_function_graph_double_hash_header.txt");
        assertClean(file);
        LatencyTrace trace = onlyTrace(file);
        assertEquals("function_graph", trace.getHeader().getTracer());
        assertEquals(6, step(trace, 0).cpu());
        assertEquals("__fdget", step(trace, 3).function());
        assertEquals(3_650L, step(trace, 3).deltaNs());
    }

    @Test
    void traceCmdReportFuncgraphEvents() throws IOException {
        TraceFile file = read(factory, "public/tracecmd_report_funcgraph_ext4_elided_header.txt");
        LatencyTrace trace = onlyTrace(file);
        assertEquals(8, trace.getHeader().getCpuCount());
        assertEquals(StepKind.ELISION, step(trace, 0).kind());
        StepCursor entry = step(trace, 1);
        assertEquals(StepKind.GRAPH_ENTRY, entry.kind());
        assertEquals("ext4_show_options", entry.function());
        assertEquals("trace-cmd", entry.comm());
        assertEquals(12697, entry.pid());
        assertEquals(11_303_928_103_000L, entry.timeNs());
        StepCursor leaf = step(trace, 2);
        assertEquals("ext4_get_dummy_policy", leaf.function());
        assertEquals("ext4_show_options", leaf.parent());
        assertEquals(187L, leaf.deltaNs());
        StepCursor exit = step(trace, 3);
        assertEquals(StepKind.GRAPH_EXIT, exit.kind());
        assertEquals("ext4_show_options", exit.function());
        assertEquals(1_583L, exit.deltaNs());
        assertEquals(14, trace.getStepCount());
        assertEquals(file.getLinesRead(), file.getLinesUsed());
    }

    @Test
    void optionalColumnsIrqMarkersAndBadLines(@TempDir Path tmp) throws IOException {
        TraceFile file = readText(factory, tmp, "graph.txt", """
                # tracer: function_graph
                 3517.208526 |   1)   bash-1977   |  d..1  |               |  do_IRQ() {
                 3517.208527 |   1)   bash-1977   |  d..1  | ==========> |
                 3517.208530 |   1)   bash-1977   |  d.h1  | ! 125.300 us  |    handle_irq();
                 3517.208540 |   1)   bash-1977   |  d..1  | <========== |
                garbage line
                 3517.208600 |   1)   bash-1977   |  d..1  | $ 1200001 us  |  }
                 1)   0.500 us    |  }
                """);
        LatencyTrace trace = onlyTrace(file);
        assertEquals(6, trace.getStepCount());
        StepCursor entry = step(trace, 0);
        assertEquals(3_517_208_526_000L, entry.timeNs());
        assertEquals("bash", entry.comm());
        assertEquals(1977, entry.pid());
        assertEquals("d..1", entry.flagsText());
        assertEquals("==========>", step(trace, 1).payload());
        StepCursor leaf = step(trace, 2);
        assertEquals(DelayMark.OVER_100_US, leaf.delayMark());
        assertEquals(125_300L, leaf.deltaNs());
        assertEquals("do_IRQ", leaf.parent());
        StepCursor exit = step(trace, 4);
        assertEquals("do_IRQ", exit.function());
        assertEquals(DelayMark.OVER_1_S, exit.delayMark());
        assertEquals(1_200_001_000L, exit.deltaNs());
        assertFalse(ModernTraces.reasons(file).isEmpty());
        assertEquals(2, file.getDiagnostics().size(), ModernTraces.reasons(file).toString());
        assertEquals(6, file.getDiagnostics().get(0).getLine());
    }
}
