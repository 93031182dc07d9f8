// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.overview.OverviewAnalysis;
import org.latscope.analysis.overview.WorstKind;
import org.latscope.analysis.overview.WorstLatency;
import org.latscope.analysis.timegraph.TimelineAnalysis;
import org.latscope.analysis.timegraph.TimelineOrder;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.analysis.timeline.CaptureTimelineAnalysis;
import org.latscope.formats.DiagnosticCode;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.support.RankedLatency;

/**
 * A declared latency the trace's own steps cannot hold: James Courtier-Dutton's v1.0 trace of
 * 14 Aug 2004, 1,883,455,195 us over one step at 0.000 ms (the tracer's counter underflow). It
 * is flagged where it is read and ranked by its steps wherever traces are ranked.
 */
class SuspectLatencyTest {

    static final String UNDERFLOW = "samples/public/old_v1.0_ksoftirqd_1883455195us_counter_underflow_1entry.txt";
    private static final String NMI_626 = "samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt";
    private static final String SWAPPER_2888 = "samples/public/old_v1.0.5_swapper_2888us_wrapped_line.txt";

    private static TraceFile file(TraceSet set, String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        return set.getFiles().stream().filter(f -> f.getPath().endsWith(name)).findFirst().orElseThrow();
    }

    private static LatencyTrace trace(TraceFile file) {
        return file.getContents().stream().filter(LatencyTrace.class::isInstance).map(LatencyTrace.class::cast).findFirst()
                .orElseThrow();
    }

    @Test
    void theUnderflowIsSuspectAndRankedByItsSingleStep() {
        TraceSet set = Seeds.detected(UNDERFLOW, NMI_626);
        RankedLatency underflow = RankedLatency.of(trace(file(set, UNDERFLOW)));
        assertEquals(new RankedLatency(0, false, true, 1_883_455_195_000L, 0), underflow);
        RankedLatency nmi = RankedLatency.of(trace(file(set, NMI_626)));
        assertEquals(626_000, nmi.ns());
        assertTrue(nmi.declared());
        assertFalse(nmi.suspect());
    }

    @Test
    void theReaderWarnsAtTheLatencyLine() {
        TraceFile file = file(Seeds.detected(UNDERFLOW), UNDERFLOW);
        List<ParseDiagnostic> suspect = file.getDiagnostics().stream()
                .filter(d -> DiagnosticCode.of(d) == DiagnosticCode.SUSPECT_LATENCY).toList();
        assertEquals(1, suspect.size(), file.getDiagnostics().toString());
        ParseDiagnostic d = suspect.get(0);
        assertEquals(4, d.getLine());
        assertEquals(Severity.WARNING, d.getSeverity());
        assertEquals("The header declares 1883455195 us, but all 1 entries it declares span 0 us, more than a second less "
                + "(a broken counter, as the 2004 tracer's underflow): suspect, the trace is ranked by what its steps show",
                d.getReason());
    }

    /** No other trace of the test data is suspect: pasted parts, elided traces and SMP traces that start late are not. */
    @Test
    void noOtherTraceOfTheSamplesAndSeedsIsSuspect() {
        TraceSet set = Seeds.detected("samples/public", "samples/ftrace", "seeds");
        List<String> suspect = set.getFiles().stream().filter(f -> f.getDiagnostics().stream()
                .anyMatch(d -> DiagnosticCode.of(d) == DiagnosticCode.SUSPECT_LATENCY)).map(TraceFile::getPath).toList();
        assertEquals(1, suspect.size(), suspect.toString());
        assertTrue(suspect.get(0).endsWith(UNDERFLOW.substring(UNDERFLOW.lastIndexOf('/'))), suspect.toString());
        long traces = set.getFiles().stream().flatMap(f -> f.getContents().stream()).filter(LatencyTrace.class::isInstance)
                .map(LatencyTrace.class::cast).filter(t -> RankedLatency.of(t).suspect()).count();
        assertEquals(1, traces);
    }

    @Test
    void theOverviewsWorstLatencyIsTheLargestTheStepsCanHold() {
        TraceSet set = Seeds.detected(UNDERFLOW, NMI_626, SWAPPER_2888);
        WorstLatency worst = new OverviewAnalysis().run(set).worst();
        assertEquals(2_888_000, worst.ns());
        assertEquals(WorstKind.TRACE_HEADER, worst.kind());
        assertTrue(worst.file().endsWith("old_v1.0.5_swapper_2888us_wrapped_line.txt"), worst.file());
        WorstLatency alone = new OverviewAnalysis().run(Seeds.detected(UNDERFLOW)).worst();
        assertEquals(0, alone.ns());
        assertEquals(WorstKind.TRACE_STEPS, alone.kind());
    }

    @Test
    void theTimelineRanksTheUnderflowByItsSpanAfterTheDeclaredLatencies() {
        TraceSet set = Seeds.detected(UNDERFLOW, NMI_626, SWAPPER_2888);
        List<TraceTimeline> rows = new TimelineAnalysis().run(set).rows(TimelineOrder.LATENCY);
        assertEquals(List.of(2_888_000L, 626_000L, 0L), rows.stream().map(TraceTimeline::latencyNs).toList());
        assertEquals(List.of(true, true, false), rows.stream().map(TraceTimeline::declaresLatency).toList());
        assertTrue(rows.get(2).path().endsWith("1883455195us_counter_underflow_1entry.txt"), rows.get(2).path());
    }

    @Test
    void theCaptureTimelineTakesTheSpanToo() {
        TraceSet set = Seeds.detected(UNDERFLOW);
        assertEquals(List.of(0L), new CaptureTimelineAnalysis().run(set, 10).captures().stream().map(c -> c.latencyNs()).toList());
    }
}
