// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.testdata.FolderSnapshot;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.views.calls.CallAttributionView;
import org.latscope.ui.internal.views.diagnostics.DiagnosticsView;
import org.latscope.ui.internal.views.hotspots.HotspotsView;
import org.latscope.ui.internal.views.records.RecordsView;
import org.latscope.ui.tests.UiWait;

/**
 * Trace files are only read by the explorer, proven: a copy of the seeds, the samples, a zip and
 * a gzip file is hashed (SHA-256 of every file, and a listing of every entry with size and
 * modification time, of the folder that holds the traces, so that anything written beside them
 * shows), opened in the Trace Set editor, shown in every analysis view, and closed; the hashes and
 * the listing are unchanged. The command line's part is org.latscope.cli.tests' ReadOnlyTest.
 */
class ExplorerReadOnlyTest {

    private static final List<String> VIEWS = List.of(CallAttributionView.ID, HotspotsView.ID, RecordsView.ID,
            StatisticsView.ID, CompareView.ID, DiagnosticsView.ID);

    @TempDir
    Path dir;

    @AfterEach
    void closeEditors() {
        ViewTests.cleanUp();
    }

    @Test
    void openingShowingAndClosingASetChangeNothingAndWriteNothingNextToTheTraces() throws Exception {
        Path traces = dir.resolve("traces");
        FolderSnapshot.copy(TestData.path("seeds"), traces.resolve("seeds"));
        FolderSnapshot.copy(TestData.path("samples"), traces.resolve("samples"));
        byte[] seed = Files.readAllBytes(TestData.path("seeds/000_ccd2cb2fc6f710da.txt"));
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(traces.resolve("runs.zip")))) {
            for (String name : List.of("lt040907/lt.01", "lt040907/lt.02")) {
                zip.putNextEntry(new ZipEntry(name));
                zip.write(seed);
            }
        }
        try (OutputStream gz = new GZIPOutputStream(Files.newOutputStream(traces.resolve("seed000.txt.gz")))) {
            gz.write(seed);
        }
        Map<String, String> before = FolderSnapshot.of(dir);
        assertTrue(before.size() > 40, before.keySet().toString());

        IWorkbenchWindow window = ViewTests.window();
        IWorkbenchPage page = window.getActivePage();
        Display display = window.getShell().getDisplay();
        TraceSetEditor editor = ViewTests.open(page, traces);
        for (String id : VIEWS) {
            TraceSetView view = (TraceSetView) page.showView(id);
            UiWait.until(display, () -> view.shown() == editor.traceSet(), 60_000, id + " to show the set");
            settle(display);
        }
        assertEquals(before, FolderSnapshot.of(dir), "with the set open in every view");
        page.closeEditor(editor, false);
        settle(display);
        assertEquals(before, FolderSnapshot.of(dir), "after closing the set");
    }

    /** Waits until the analyses' and the views' jobs are done and their results shown. */
    private static void settle(Display display) {
        UiWait.until(display, () -> Job.getJobManager().isIdle(), 120_000, "the jobs to end");
        UiWait.drain(display);
    }
}
