// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.report.Report;
import org.latscope.report.ReportFormat;
import org.latscope.report.TraceStrip;
import org.latscope.testdata.TestData;

/**
 * A report of three v1.0 traces, one of which declares 1,883,455,195 us over a single step (the
 * 2004 tracer's counter underflow): the worst latency and the worst traces are those the steps
 * can hold, the suspect trace last, by its span.
 */
class SuspectLatencyReportTest {

    private static final List<String> SAMPLES = List.of("old_v1.0_ksoftirqd_1883455195us_counter_underflow_1entry.txt",
            "old_v1.0.5_ksoftirqd_626us_nmi.txt", "old_v1.0.5_swapper_2888us_wrapped_line.txt");

    @Test
    void theSuspectTraceIsRankedByItsSteps(@TempDir Path dir) throws IOException {
        Path run = Files.createDirectories(dir.resolve("run"));
        for (String name : SAMPLES) {
            Files.copy(TestData.path("samples/public/" + name), run.resolve(name));
        }
        Report report = Reports.report(SuspectLatencyReportTest.class, run);
        assertEquals(2_888_000, report.overview().worst().ns());
        List<TraceStrip> worst = report.worstTraces();
        assertEquals(List.of(2_888_000L, 626_000L, 0L), worst.stream().map(TraceStrip::latencyNs).toList());
        assertEquals(List.of(true, true, false), worst.stream().map(TraceStrip::declared).toList());
        assertTrue(worst.get(2).path().endsWith(SAMPLES.get(0)), worst.get(2).path());
        String text = Reports.write(report, ReportFormat.TEXT);
        assertTrue(text.contains("\nworst latency     2888 us (swapper) in\n"), text);
        // the trace latencies' distribution holds the two the steps can hold
        assertTrue(text.lines().anyMatch(l -> l.matches("trace_latency +2 +626 +2888 +2888 +2888 +2888")), text);
    }
}
