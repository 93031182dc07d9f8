// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.timegraph.TimelineAnalysis;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTableBuilder;

/**
 * A file whose analyses run out of memory (the 4 GB file with -Xmx1g: the reader stops at a
 * nearly full heap and the timeline of what it read does not fit) loses the second half of what
 * it holds until they fit, says so, and counts as left out in the memory notice; the job never
 * ends in an OutOfMemoryError. The bench ({@code releng/scripts/bench explorer 4g}) shows it on
 * the real file.
 */
class OpenTraceSetJobTest {

    @Test
    void analysesOutOfMemoryDropTheSecondHalfUntilTheyFit() {
        TraceSet set = LatscopeFactory.eINSTANCE.createTraceSet();
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath("/traces/big.txt");
        set.getFiles().add(file);
        for (int i = 0; i < 10; i++) {
            file.getContents().add(LatscopeFactory.eINSTANCE.createLatencyTrace());
        }
        int[] tries = { 0 };
        Set<TraceFile> trimmed = ConcurrentHashMap.newKeySet();
        OpenTraceSetJob.FileParts parts = OpenTraceSetJob.analyse(file, () -> {
            if (file.getContents().size() > 2) {
                tries[0]++;
                throw new OutOfMemoryError("Java heap space");
            }
            return new OpenTraceSetJob.FileParts(null, null);
        }, Long.MAX_VALUE, trimmed);
        assertTrue(parts != null);
        assertEquals(2, tries[0], "10 items, then 5, then 2");
        assertEquals(2, file.getContents().size());
        ParseDiagnostic d = file.getDiagnostics().get(file.getDiagnostics().size() - 1);
        assertEquals(Severity.ERROR, d.getSeverity());
        assertTrue(d.getReason().startsWith("Memory nearly full (heap limit ") && d.getReason().contains(
                "the last 8 of the 10 items read from this file were dropped so that the rest could be analysed"), d.getReason());
        assertEquals(Set.of(file), trimmed);
        MemoryShort notice = MemoryShort.of(set, trimmed);
        assertEquals(new MemoryShort(1, 1, "/traces/big.txt"), notice);
    }

    @Test
    void aFileWhoseAnalysesWouldNotFitIsCutBeforeTheyRun() {
        TraceSet set = LatscopeFactory.eINSTANCE.createTraceSet();
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath("/traces/lt.txt");
        set.getFiles().add(file);
        for (int i = 0; i < 100; i++) {
            file.getContents().add(trace(40));
        }
        long tables = file.getContents().stream().mapToLong(c -> ((LatencyTrace) c).getSteps().residentBytes()).sum();
        int[] runs = { 0 };
        Set<TraceFile> trimmed = ConcurrentHashMap.newKeySet();
        // no room left at all: what the rows need must come from the step tables dropped
        OpenTraceSetJob.analyse(file, () -> {
            runs[0]++;
            return new OpenTraceSetJob.FileParts(null, null);
        }, 0, trimmed);
        int kept = file.getContents().size();
        assertEquals(1, runs[0], "the analyses run once, on what fits");
        assertTrue(kept > 0 && kept < 100, kept + " of 100 kept, step tables " + tables + " bytes");
        long rows = kept * (AnalysisBudget.OVERVIEW_BYTES + TimelineAnalysis.rowBytes((LatencyTrace) file.getContents().get(0)));
        long freed = (tables / 100 + AnalysisBudget.TRACE_BYTES) * (100 - kept);
        assertTrue(rows <= freed, "the rows kept fit in what the dropped tables free: " + rows + " > " + freed);
        assertTrue(rows + AnalysisBudget.OVERVIEW_BYTES + TimelineAnalysis.rowBytes((LatencyTrace) file.getContents().get(0))
                > freed - tables / 100 - AnalysisBudget.TRACE_BYTES, "one more would not fit");
        assertTrue(file.getDiagnostics().get(0).getReason().contains("the last " + (100 - kept) + " of the 100 items read"),
                file.getDiagnostics().get(0).getReason());
        assertEquals(Set.of(file), trimmed);
    }

    @Test
    void roomEnoughCutsNothing() {
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        for (int i = 0; i < 100; i++) {
            file.getContents().add(trace(40));
        }
        Set<TraceFile> trimmed = ConcurrentHashMap.newKeySet();
        OpenTraceSetJob.analyse(file, () -> new OpenTraceSetJob.FileParts(null, null), 1L << 20, trimmed);
        assertEquals(100, file.getContents().size());
        assertTrue(trimmed.isEmpty());
    }

    /** A v1.0.5-like trace: a declared latency, {@code n} function steps. */
    private static LatencyTrace trace(int n) {
        StepTableBuilder steps = new StepTableBuilder();
        for (int i = 0; i < n; i++) {
            steps.add(1_000L * i, 1_000, 1 + i % 7, 1, 0, StepKind.FUNCTION, DelayMark.NONE);
        }
        LatencyTrace trace = LatscopeFactory.eINSTANCE.createLatencyTrace();
        LatencyHeader header = LatscopeFactory.eINSTANCE.createLatencyHeader();
        header.setLatencyUs(n); // the steps span n microseconds
        trace.setHeader(header);
        trace.setSteps(steps.build());
        return trace;
    }

    @Test
    void aFileThatFitsIsLeftAsItIs() {
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.getContents().add(LatscopeFactory.eINSTANCE.createLatencyTrace());
        Set<TraceFile> trimmed = ConcurrentHashMap.newKeySet();
        OpenTraceSetJob.analyse(file, () -> new OpenTraceSetJob.FileParts(null, null), Long.MAX_VALUE, trimmed);
        assertEquals(1, file.getContents().size());
        assertTrue(file.getDiagnostics().isEmpty());
        assertTrue(trimmed.isEmpty());
    }

    @Test
    void runningOutOfMemoryWhereNothingCanBeDroppedIsShownInTheEditor() {
        // a read thread's error reaches the job as itself: it had arrived as an I/O error
        OpenedTraceSet opened = new OpenedTraceSet(Path.of("/traces/huge"));
        OpenTraceSetJob job = new OpenTraceSetJob(opened, (path, monitor, whenRead) -> {
            throw new OutOfMemoryError("Java heap space");
        });
        IStatus status = job.run(new NullProgressMonitor());
        assertEquals(IStatus.OK, status.getSeverity(), "said in the editor, not in an error dialog");
        assertTrue(opened.problem() != null && opened.problem().startsWith("/traces/huge: cannot be opened: it needs more than the ")
                && opened.problem().contains("LATSCOPE_VMARGS=-Xmx"), opened.problem());
    }
}
