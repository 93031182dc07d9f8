// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.testdata.TestData;
import org.latscope.ui.TraceSetsView;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.ContentRange;
import org.latscope.ui.internal.FileRange;
import org.latscope.ui.internal.OpenTraceSetJob;
import org.latscope.ui.internal.editor.OverviewPage;
import org.latscope.ui.internal.views.diagnostics.DiagnosticsView;
import org.latscope.ui.internal.views.table.VirtualTable;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/**
 * The explorer on many files and on too little memory, in the real window: a folder of
 * {@value #FILES} small traces made of the public samples loads with its progress shown as files
 * arrive (the Trace Sets view counts them), without stalling the UI thread (a heartbeat), the
 * tree showing the files in ranges; a second load is cancelled within a second. With the memory
 * limit at 0 % every file is refused, and the Overview's heading, the Trace Sets view and the
 * Diagnostics view say so. The bench ({@code releng/scripts/bench explorer}) does the same with
 * 100,000 files and 4 GB.
 */
class ExplorerLimitsTest {

    static final int FILES = 3000;

    @TempDir
    Path dir;

    @AfterEach
    void cleanUp() {
        System.clearProperty("latscope.memoryLimitPercent");
        ViewTests.cleanUp();
    }

    /** @return {@code count} files copied in turn from the public samples */
    private Path manyFiles(int count) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("many"));
        List<Path> samples;
        try (Stream<Path> list = Files.list(TestData.path("samples/public"))) {
            samples = list.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
        for (int i = 0; i < count; i++) {
            Path sample = samples.get(i % samples.size());
            Files.copy(sample, folder.resolve(String.format("%05d_%s", i, sample.getFileName())));
        }
        return folder;
    }

    /** A timerExec every 5 ms that keeps the gaps between beats, in ms past the period. */
    private static final class Heartbeat implements Runnable {
        private final Display display;
        private final List<Double> stalls = new ArrayList<>();
        private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        private long last = System.nanoTime();
        private long lastCpu = threads.getCurrentThreadCpuTime();
        private double worstCpuMs; // the UI thread's own CPU time in the longest gap
        private double worstMs;
        private boolean running = true;

        Heartbeat(Display display) {
            this.display = display;
            display.timerExec(5, this);
        }

        @Override
        public void run() {
            long now = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime();
            double stall = Math.max(0, (now - last) / 1e6 - 5);
            stalls.add(stall);
            if (stall > worstMs) {
                worstMs = stall;
                worstCpuMs = (cpu - lastCpu) / 1e6;
            }
            last = now;
            lastCpu = cpu;
            if (running) {
                display.timerExec(5, this);
            }
        }

        double[] stop() {
            running = false;
            run();
            double[] sorted = stalls.stream().mapToDouble(Double::doubleValue).toArray();
            Arrays.sort(sorted);
            return sorted;
        }
    }

    /** @return the Trace Sets view's item of the editor's set (the view shows every open set) */
    private static TreeItem item(TraceSetsView view, TraceSetEditor editor) {
        for (TreeItem item : view.getViewer().getTree().getItems()) {
            if (item.getData() == editor.traceSet()) {
                return item;
            }
        }
        return null;
    }

    private static String root(TraceSetsView view, TraceSetEditor editor) {
        TreeItem item = item(view, editor);
        return item == null ? "" : item.getText();
    }

    @Test
    void manyFilesLoadWithProgressWithoutStallAndCancelAtOnce() throws Exception {
        Path folder = manyFiles(FILES);
        IWorkbenchWindow window = ViewTests.window();
        IWorkbenchPage page = window.getActivePage();
        Display display = window.getShell().getDisplay();
        TraceSetsView sets = (TraceSetsView) page.showView(TraceSetsView.ID);
        UiWait.spin(display, 300);

        Heartbeat beat = new Heartbeat(display);
        TraceSetEditor editor = TraceSetEditor.open(page, folder);
        TreeSet<String> progress = new TreeSet<>(); // the Trace Sets view's counts while reading
        TreeSet<String> seen = new TreeSet<>();
        OverviewPage overview = (OverviewPage) editor.findPage(OverviewPage.ID);
        long end = System.currentTimeMillis() + 120_000;
        while (!editor.showsLoadedSet() && System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                display.timerExec(10, () -> {
                }); // wakes the sleep below
                display.sleep();
            }
            String label = root(sets, editor);
            seen.add(label);
            if (label.contains("files so far")) {
                progress.add(label.replaceAll(".*\\(", "(") + " / " + overview.filesText());
            }
        }
        UiWait.spin(display, 600); // the tree's refresh with the loaded set
        double[] stalls = beat.stop();
        assertNotNull(editor.traceSet().results(), String.valueOf(editor.traceSet().problem()));
        double longest = stalls[stalls.length - 1];
        double p99 = stalls[Math.max(0, (int) Math.ceil(stalls.length * 0.99) - 1)];
        long over100 = Arrays.stream(stalls).filter(s -> s > 100).count();
        System.out.printf("%d files: UI heartbeat while loading: longest %.0f ms (the UI thread running %.0f ms of it), p99 %.1f ms,"
                + " %d beats over 100 ms of %d; progress shown %d times: %s%n", FILES, longest, beat.worstCpuMs, p99, over100,
                stalls.length, progress.size(), progress);
        assertTrue(progress.size() >= 2, () -> "the count of files read should move while reading: " + progress + "; seen " + seen);

        TreeItem root = item(sets, editor);
        assertTrue(root.getText().contains(FILES + " files"), root.getText());
        assertEquals(3, root.getItemCount(), "3000 files in ranges of 1000");
        assertTrue(root.getItem(0).getData() instanceof FileRange, String.valueOf(root.getItem(0).getData()));
        assertEquals("files 1-1000 of 3000", root.getItem(0).getText());
        sets.getViewer().setExpandedState(root.getItem(1).getData(), true);
        UiWait.drain(display);
        assertEquals(1000, root.getItem(1).getItemCount());
        assertTrue(root.getItem(1).getItem(0).getText().startsWith("01000_"), root.getItem(1).getItem(0).getText());
        UiWait.spin(display, 500);
        assertTrue(Files.isRegularFile(Screenshots.save(window.getShell(), "explorer-many-files")));
        // what the user sees must never freeze: no stretch near a second, and few over a frame budget of 100 ms
        assertTrue(longest < 2000, longest + " ms stall");
        assertTrue(beat.worstCpuMs < 300, beat.worstCpuMs + " ms of work on the UI thread in one stretch");

        page.closeAllEditors(false);
        UiWait.drain(display);
        TraceSetEditor again = TraceSetEditor.open(page, folder);
        UiWait.until(display, () -> again.traceSet().arrivedCount() > 0 || again.traceSet().isDone(), 60_000, "files to arrive");
        assertTrue(!again.traceSet().isDone(), "the load ended before it could be cancelled");
        long cancel = System.nanoTime();
        Job.getJobManager().cancel(OpenTraceSetJob.FAMILY); // what the Progress view's stop button does
        UiWait.until(display, () -> again.traceSet().isDone() && Job.getJobManager().find(OpenTraceSetJob.FAMILY).length == 0,
                10_000, "the cancelled job to end");
        double cancelMs = (System.nanoTime() - cancel) / 1e6;
        System.out.printf("cancelled at %d files read: the job ended %.0f ms after cancel%n", again.traceSet().arrivedCount(),
                cancelMs);
        assertTrue(String.valueOf(again.traceSet().problem()).contains("canceled"), again.traceSet().problem());
        assertTrue(cancelMs < 1000, cancelMs + " ms from cancel to the job's end");
    }

    /**
     * {@code cat /proc/latencytimes} in a loop: one file of 2,500 worst-latency tables. The tree
     * shows them in ranges of 1,000 (a GTK tree given 300,000 items under one file took minutes of
     * the UI thread), and selecting a table reveals it inside its range.
     */
    @Test
    void aFileOfThousandsOfTablesShowsThemInRanges() throws Exception {
        byte[] table = Files.readAllBytes(TestData.path("samples/public/preemptstats_latencytimes_rml_277_elided_etc.txt"));
        Path log = dir.resolve("latencytimes.log");
        try (var out = Files.newOutputStream(log)) {
            for (int i = 0; i < 2500; i++) {
                out.write(table);
            }
        }
        IWorkbenchWindow window = ViewTests.window();
        IWorkbenchPage page = window.getActivePage();
        Display display = window.getShell().getDisplay();
        TraceSetsView sets = (TraceSetsView) page.showView(TraceSetsView.ID);
        TraceSetEditor editor = ViewTests.open(page, log);
        UiWait.spin(display, 600);
        TreeViewer viewer = sets.getViewer();
        TraceFile file = editor.traceSet().traceSet().getFiles().get(0);
        assertEquals(2500, file.getContents().size());
        viewer.setExpandedState(editor.traceSet(), true);
        viewer.setExpandedState(file, true);
        UiWait.drain(display);
        TreeItem fileItem = item(sets, editor).getItem(0);
        assertEquals(file, fileItem.getData());
        List<String> children = Arrays.stream(fileItem.getItems()).map(TreeItem::getText).toList();
        assertEquals(List.of("contents 1-1000 of 2500", "contents 1001-2000 of 2500", "contents 2001-2500 of 2500",
                "1001 diagnostics"), children);
        TraceContent last = file.getContents().get(2499);
        viewer.setSelection(new StructuredSelection(last), true);
        UiWait.drain(display);
        TreeItem[] selected = viewer.getTree().getSelection();
        assertEquals(1, selected.length, "the table is found inside its range");
        assertEquals(last, selected[0].getData());
        assertEquals(new ContentRange(file, 2000, 2500), selected[0].getParentItem().getData());
        assertEquals(500, selected[0].getParentItem().getItemCount());
        assertTrue(selected[0].getText().startsWith("worst 6 of 277 measured"), selected[0].getText());
        assertTrue(Arrays.stream(fileItem.getItem(0).getItems()).allMatch(i -> i.getData() == null),
                "no item made for the tables of a range not expanded");
        viewer.getTree().setTopItem(fileItem); // the screenshot shows the ranges, the last one open
        UiWait.spin(display, 300);
        assertTrue(Files.isRegularFile(Screenshots.save(window.getShell(), "explorer-content-ranges")));
    }

    @Test
    void memoryShortIsSaidInTheOverviewTheTraceSetsAndTheDiagnostics() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("short"));
        for (int i = 0; i < 3; i++) {
            Files.copy(TestData.path("seeds/000_ccd2cb2fc6f710da.txt"), folder.resolve("trace" + i + ".txt"));
        }
        IWorkbenchWindow window = ViewTests.window();
        IWorkbenchPage page = window.getActivePage();
        Display display = window.getShell().getDisplay();
        TraceSetsView sets = (TraceSetsView) page.showView(TraceSetsView.ID);
        System.setProperty("latscope.memoryLimitPercent", "0"); // any heap in use after a collection is too much
        System.gc();
        TraceSetEditor editor = ViewTests.open(page, folder);
        System.clearProperty("latscope.memoryLimitPercent");
        UiWait.spin(display, 600);
        OverviewPage overview = (OverviewPage) editor.findPage(OverviewPage.ID);
        assertEquals("Memory nearly full: 3 of 3 files left out, wholly or in part", overview.headingMessage());
        String expected = "Memory nearly full: 3 of 3 files not read or read only in part (the first: " + folder.resolve("trace0.txt")
                + "); what is shown leaves them out. Give Latscope more memory";
        assertTrue(overview.filesText().startsWith("3 (3 not read)\n" + expected), overview.filesText());
        assertFalse(overview.worstIsLink(), "no trace read: the worst latency is \"none\", not a link");
        assertTrue(root(sets, editor).contains(expected), root(sets, editor));
        UiWait.spin(display, 300);
        assertTrue(Files.isRegularFile(Screenshots.save(window.getShell(), "explorer-memory-short")));
        DiagnosticsView view = (DiagnosticsView) page.showView(DiagnosticsView.ID);
        VirtualTable table = view.table();
        UiWait.until(display, () -> table.model().rowCount() > 0, 60_000, "diagnostics");
        table.setFilter("Memory nearly full");
        ViewTests.settled(table);
        assertEquals(3, table.rows().size(), "one refusal per file");
        table.setFilter(""); // the view outlives the test: the next one's screenshot shows it unfiltered
    }
}
