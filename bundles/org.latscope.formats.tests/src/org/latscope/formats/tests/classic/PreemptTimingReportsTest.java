// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.TraceFiles;
import org.latscope.formats.classic.PreemptTimingFormat;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.ResultTable;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

/** The preempt-timing critical-section violation reports of the 2.6.7 to 2.6.9 kernel log, on LKML samples. */
class PreemptTimingReportsTest {

    private static TraceFile read(String name) throws IOException {
        return TraceFiles.readWith(new PreemptTimingFormat(), TestData.path("samples/public/" + name));
    }

    private static List<LatencyTrace> traces(TraceFile file) {
        List<LatencyTrace> traces = new ArrayList<>();
        for (TraceContent c : file.getContents()) {
            if (c instanceof LatencyTrace t) {
                traces.add(t);
            }
        }
        return traces;
    }

    private static ResultTable table(TraceFile file) {
        return (ResultTable) file.getContents().stream().filter(ResultTable.class::isInstance).findFirst().orElseThrow();
    }

    private static List<String> frames(LatencyTrace trace) {
        return TraceSets.steps(trace).moveTo(0).stackFrames();
    }

    @Test
    void quotedReportWithWrappedThresholdAndStack() throws IOException {
        TraceFile file = read("critical_section_violates_courtier-dutton_O7_quoted_wrapped.txt");
        LatencyTrace t = traces(file).get(0);
        LatencyHeader h = t.getHeader();
        assertEquals("preempt-timing", h.getTracer());
        assertEquals(121, h.getLatencyUs());
        assertEquals("default.hotplug", h.getTaskComm());
        assertEquals(1470, h.getPid());
        assertEquals("kmap_high", h.getStartedAt().getSymbol());
        assertEquals(0x2b, h.getStartedAt().getOffset());
        assertEquals(0x1a9, h.getEndedAt().getOffset());
        assertEquals(List.of("dump_stack", "check_preempt_timing", "sub_preempt_count", "kmap_high", "copy_strings",
                "copy_strings_kernel", "do_execve", "sys_execve", "sysenter_past_esp"), frames(t));
        assertEquals(100.0, table(file).getCells().get(1).getValue());
        assertEquals(file.getLinesRead(), file.getLinesUsed() + 1); // "kernel syslog gets a record like this:"
    }

    @Test
    void fourRtReportsWithTimestampsNestingAndDumpEnd() throws IOException {
        TraceFile file = read("critical_section_violates_heath_rt_U6_timestamps_4reports.txt");
        List<LatencyTrace> traces = traces(file);
        assertEquals(List.of(612L, 34875L, 30560L, 33546L), traces.stream().map(t -> t.getHeader().getLatencyUs()).toList());
        LatencyHeader first = traces.get(0).getHeader();
        assertEquals("IRQ 5", first.getTaskComm());
        assertEquals(431, first.getPid());
        assertEquals(0, first.getCpu());
        assertEquals("call_console_drivers", first.getStartedAt().getSymbol());
        assertEquals("finish_task_switch", first.getEndedAt().getSymbol());
        assertEquals("bash", traces.get(3).getHeader().getTaskComm());
        assertEquals(13, frames(traces.get(3)).size());
        assertEquals(List.of("IRQ 5/431 @ line 1", "IRQ 5/431 @ line 24", "IRQ 1/18 @ line 47", "bash/10595 @ line 70"),
                table(file).getTests());
        assertEquals(file.getLinesRead(), file.getLinesUsed(), () -> diagnostics(file).toString());
    }

    @Test
    void syslogReportWrappedInsideASymbol() throws IOException {
        TraceFile file = read("preempt_timing_kolivas_2.6.7_syslog_wrapped_4ms.txt");
        LatencyHeader h = traces(file).get(0).getHeader();
        assertEquals(4000, h.getLatencyUs());
        assertEquals("exit_mmap", h.getEndedAt().getSymbol());
        assertEquals(0x118, h.getEndedAt().getOffset());
        assertEquals(0x188, h.getEndedAt().getSize());
        assertEquals(0x1c, h.getStartedAt().getOffset());
        assertEquals(15, frames(traces(file).get(0)).size());
        assertEquals(1000.0, table(file).getCells().get(1).getValue());
        assertEquals(List.of("1: Critical-section violation heading wrapped over 4 lines by a mailer: joined"), diagnostics(file));
        assertEquals(file.getLinesRead(), file.getLinesUsed());
    }

    @Test
    void quotedSyslogReportWithSymbolicFramesAfterABlankLine() throws IOException {
        TraceFile file = read("preempt_timing_revell_quoted_syslog_symbolic_stack_11ms.txt");
        LatencyTrace t = traces(file).get(0);
        assertEquals(11000, t.getHeader().getLatencyUs());
        assertEquals("kunmap_atomic", t.getHeader().getEndedAt().getSymbol());
        assertEquals(List.of("do_no_page", "handle_mm_fault", "get_user_pages", "make_pages_present", "do_mmap_pgoff",
                "sys_mmap2", "syscall_call"), frames(t));
    }

    @Test
    void aBrokenHeadingIsNamedAndTheNextReportIsRead(@TempDir Path dir) throws IOException {
        Path path = dir.resolve("messages");
        Files.writeString(path, """
                (cat/17): lots of us critical section violates 100 us threshold.
                (cat/18): 250 us critical section violates 100 us threshold.
                 => started at: <kmap_atomic+0x23/0xe0>
                 => ended at:   <kunmap_atomic+0x7b/0xa0>
                 [<c0105a23>] dump_stack+0x23/0x30
                """, StandardCharsets.UTF_8);
        TraceFile file = TraceFiles.readWith(new PreemptTimingFormat(), path);
        assertEquals(1, traces(file).size());
        assertEquals(250, traces(file).get(0).getHeader().getLatencyUs());
        assertTrue(diagnostics(file).get(0).startsWith("1: Critical-section violation heading without its duration, threshold or points: skipped"),
                diagnostics(file).toString());
    }

    private static List<String> diagnostics(TraceFile file) {
        List<String> list = new ArrayList<>();
        for (ParseDiagnostic d : file.getDiagnostics()) {
            list.add(d.getLine() + ": " + d.getReason());
        }
        return list;
    }
}
