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
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

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
        }, trimmed);
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
    void aFileThatFitsIsLeftAsItIs() {
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.getContents().add(LatscopeFactory.eINSTANCE.createLatencyTrace());
        Set<TraceFile> trimmed = ConcurrentHashMap.newKeySet();
        OpenTraceSetJob.analyse(file, () -> new OpenTraceSetJob.FileParts(null, null), trimmed);
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
