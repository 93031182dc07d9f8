// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.explorer;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

import com.sun.management.HotSpotDiagnosticMXBean;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.core.runtime.jobs.ProgressProvider;
import org.eclipse.jface.preference.PreferenceStore;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TreeItem;
import org.latscope.bench.timeline.PluginXmlRegistry;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceSet;
import org.latscope.ui.internal.FormatsTraceSetLoader;
import org.latscope.ui.internal.MemoryShort;
import org.latscope.ui.internal.OpenTraceSetJob;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.TraceSetsLabelProvider;
import org.latscope.ui.internal.TraceSetsTree;
import org.latscope.ui.internal.editor.TimelinePart;
import org.latscope.ui.internal.editor.UiRefresh;
import org.latscope.ui.internal.views.diagnostics.DiagnosticRows;
import org.latscope.ui.internal.views.records.RecordRows;
import org.latscope.ui.internal.views.table.VirtualTable;

/**
 * One input opened in the explorer's own classes: the Trace Sets tree ({@link TraceSetsTree})
 * beside the Trace Set editor's timeline ({@link TimelinePart}) and the Diagnostics view's table
 * (a {@link VirtualTable} over {@link DiagnosticRows}), in a shown shell, read by the
 * editor's {@link OpenTraceSetJob} and refreshed through {@link UiRefresh}. A heartbeat on the UI
 * thread measures the stalls while it loads and while the user switches tabs and expands the
 * tree; a second load is cancelled part way to time the cancel.
 */
final class ExplorerRun {

    static final int WIDTH = 1400;
    static final int HEIGHT = 900;

    private final Display display;
    private final Path input;

    ExplorerRun(Display display, Path input) {
        this.display = display;
        this.input = input;
    }

    /** The widgets of one opened set. */
    private record Window(Shell shell, TraceSetsTree tree, CTabFolder tabs, TimelinePart timeline, VirtualTable diagnostics) {
    }

    /** Counts the work a job reports, as the Progress view would show it. */
    private static final class Progress extends NullProgressMonitor {
        volatile int total;
        final AtomicLong worked = new AtomicLong();
        volatile String task = "";

        @Override
        public void beginTask(String name, int totalWork) {
            total = totalWork;
            task = name;
        }

        @Override
        public void worked(int work) {
            worked.addAndGet(work);
        }

        @Override
        public void subTask(String name) {
            task = name;
        }

        double percent() {
            return total <= 0 ? Double.NaN : 100.0 * worked.get() / total;
        }
    }

    private Window window(OpenedTraceSet opened) {
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setText("Latscope explorer bench: " + input.getFileName());
        SashForm sash = new SashForm(shell, SWT.HORIZONTAL);
        TraceSetsLabelProvider texts = new TraceSetsLabelProvider();
        TraceSetsTree tree = new TraceSetsTree(sash, new LabelProvider() {
            @Override
            public String getText(Object element) {
                return texts.getText(element); // the view's texts; its images need the workbench
            }
        });
        CTabFolder tabs = new CTabFolder(sash, SWT.BORDER);
        Composite holder = new Composite(tabs, SWT.NONE);
        holder.setLayout(new FillLayout());
        TimelinePart timeline = new TimelinePart(holder, opened, new PreferenceStore());
        CTabItem timelineTab = new CTabItem(tabs, SWT.NONE);
        timelineTab.setText("Timeline");
        timelineTab.setControl(holder);
        VirtualTable diagnostics = new VirtualTable(tabs);
        CTabItem diagnosticsTab = new CTabItem(tabs, SWT.NONE);
        diagnosticsTab.setText("Diagnostics");
        diagnosticsTab.setControl(diagnostics);
        tabs.setSelection(0);
        sash.setWeights(1, 3);
        shell.setBounds(0, 0, WIDTH, HEIGHT);
        shell.open();
        spin(display, 500);
        tree.add(opened);
        UiRefresh refresh = new UiRefresh(display, timeline::refresh);
        opened.addListener(refresh::request);
        return new Window(shell, tree, tabs, timeline, diagnostics);
    }

    /** @return the heap in use after a full collection (System.gc() is one, synchronous, with ZGC) */
    private static long liveHeap() {
        System.gc();
        return Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
    }

    /**
     * Writes the live heap with the set shown to {@code $LATSCOPE_BENCH_HEAP_DUMP} when it is set:
     * where a file's kilobytes go (an HPROF file, for any heap analyser).
     */
    private static void dumpHeap() throws IOException {
        String path = System.getenv("LATSCOPE_BENCH_HEAP_DUMP");
        if (path != null && !path.isEmpty()) {
            Files.deleteIfExists(Path.of(path)); // the dump refuses to overwrite
            ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).dumpHeap(path, true);
            System.out.printf(Locale.ROOT, "  heap with the set shown written to %s%n", path);
        }
    }

    /**
     * What the set shown keeps, and per file read whole: the figure that says how many small files
     * fit a heap, without the garbage that "heap in use" counts.
     */
    private static void printLiveHeap(TraceSet set, MemoryShort shortOf, long live) {
        System.out.printf(Locale.ROOT, "  heap live with the set shown (after a full collection): %,d MB", live >> 20);
        int files = set.getFiles().size();
        int whole = files - (shortOf == null ? 0 : shortOf.files());
        if (files > 1 && whole > 0) {
            System.out.printf(Locale.ROOT, ", %,.1f KB a file (%,d files read whole, %,d not or in part)", live / 1024.0 / whole,
                    whole, files - whole);
        }
        System.out.println();
    }

    /** Opens the input, loads it whole, switches tabs, then loads it again and cancels. */
    void measure() throws Exception {
        PluginXmlRegistry.install();
        Progress progress = new Progress();
        Job.getJobManager().setProgressProvider(new ProgressProvider() {
            @Override
            public IProgressMonitor createMonitor(Job job) {
                return job instanceof OpenTraceSetJob ? progress : new NullProgressMonitor();
            }
        });
        // the previous input's set is garbage: collect it, so that the reader's memory check (what the
        // last old-generation collection left) starts from this input alone
        long idleHeap = liveHeap();
        Rss.resetPeak();
        OpenedTraceSet opened = new OpenedTraceSet(input);
        Window w = window(opened);
        long[] progressSeen = new long[2]; // refreshes that saw the progress move, and those that looked
        try (FormatsTraceSetLoader loader = new FormatsTraceSetLoader()) {
            UiSampler sampler = new UiSampler(display.getThread());
            UiHeartbeat beat = new UiHeartbeat(display);
            long start = System.nanoTime();
            OpenTraceSetJob job = new OpenTraceSetJob(opened, loader);
            job.schedule();
            long lastWorked = 0;
            long nextLook = System.nanoTime();
            while (!opened.isDone()) {
                if (!display.readAndDispatch()) {
                    display.sleep();
                }
                if (System.nanoTime() >= nextLook) {
                    progressSeen[1]++;
                    long worked = progress.worked.get();
                    if (worked > lastWorked) {
                        progressSeen[0]++;
                    }
                    lastWorked = worked;
                    nextLook = System.nanoTime() + 500_000_000L;
                }
            }
            double loaded = (System.nanoTime() - start) / 1e9;
            spin(display, 2L * UiRefresh.INTERVAL_MS); // the refresh that shows the merged result
            UiHeartbeat.Stalls loading = beat.stop();
            sampler.close();
            TraceSet set = opened.traceSet();
            if (set == null) {
                throw new IllegalStateException(String.valueOf(opened.problem()));
            }
            long diagnostics = set.getFiles().stream().mapToLong(f -> f.getDiagnostics().size()).sum();
            System.out.printf(Locale.ROOT, "  loaded in %.2f s (job scheduled to isDone): %,d files, %,d timeline rows, %,d diagnostics%n",
                    loaded, set.getFiles().size(), w.timeline().viewer().canvas().rows().size(), diagnostics);
            System.out.printf(Locale.ROOT, "  progress: %,d of %,d units (%.0f %%) \"%s\"; it moved at %d of %d half-second looks%n",
                    progress.worked.get(), progress.total, progress.percent(), progress.task, progressSeen[0], progressSeen[1]);
            System.out.printf(Locale.ROOT, "  the user is told: %s%n", Notice.of(opened));
            System.out.println(UiHeartbeat.Stalls.header());
            System.out.println(loading.row("while it loads, to the merged result shown"));
            System.out.println("    UI thread busiest in: " + sampler.top(4));
            UiSampler switchSampler = new UiSampler(display.getThread());
            System.out.println(switching(w, set).row("switching tabs, expanding and selecting"));
            switchSampler.close();
            System.out.println("    UI thread busiest in: " + switchSampler.top(4));
            Rss.printPeak("  peak RSS of the bench process (loading and switching)");
            System.out.printf(Locale.ROOT, "  heap in use with the set shown: %,d MB of %,d MB%n",
                    (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) >> 20, Runtime.getRuntime().maxMemory() >> 20);
            printLiveHeap(set, opened.memoryShort(), liveHeap() - idleHeap);
            dumpHeap();
        } finally {
            w.shell().dispose();
        }
        opened = null;
        spin(display, 200);
        System.gc();
        cancel(progress);
        spin(display, 200);
        System.gc();
        Job.getJobManager().setProgressProvider(null);
    }

    /** Shows the diagnostics table (its rows made off the UI thread), the timeline again, and expands the tree. */
    private UiHeartbeat.Stalls switching(Window w, TraceSet set) throws Exception {
        UiHeartbeat beat = new UiHeartbeat(display);
        @SuppressWarnings("unchecked")
        RecordRows<ParseDiagnostic>[] rows = new RecordRows[1];
        Thread worker = new Thread(() -> rows[0] = DiagnosticRows.of(set), "diagnostics rows");
        worker.start();
        w.tabs().setSelection(1);
        spin(display, 300);
        while (worker.isAlive()) {
            spin(display, 20);
        }
        w.diagnostics().setModel(rows[0]);
        spin(display, 500);
        w.tabs().setSelection(0);
        spin(display, 500);
        TreeItem[] top = w.tree().viewer().getTree().getItems();
        if (top.length > 0 && top[0].getItemCount() > 0) {
            TreeItem first = top[0].getItem(0);
            w.tree().viewer().setExpandedState(first.getData(), true);
            spin(display, 300);
            w.tree().viewer().getTree().setSelection(first);
            w.tree().viewer().getTree().showItem(top[0].getItem(top[0].getItemCount() - 1));
            spin(display, 500);
        }
        w.tabs().setSelection(1);
        spin(display, 300);
        w.tabs().setSelection(0);
        spin(display, 300);
        return beat.stop();
    }

    /** Loads again and cancels once a tenth of the progress is done (or after 3 s): time to the job's end. */
    private void cancel(Progress progress) throws Exception {
        OpenedTraceSet opened = new OpenedTraceSet(input);
        Window w = window(opened);
        try (FormatsTraceSetLoader loader = new FormatsTraceSetLoader()) {
            OpenTraceSetJob job = new OpenTraceSetJob(opened, loader);
            long[] ended = new long[1];
            job.addJobChangeListener(new JobChangeAdapter() {
                @Override
                public void done(IJobChangeEvent event) {
                    ended[0] = System.nanoTime();
                }
            });
            progress.worked.set(0);
            job.schedule();
            long start = System.nanoTime();
            while (!opened.isDone() && System.nanoTime() - start < 3_000_000_000L
                    && !(progress.total > 0 && progress.percent() > 10)) {
                spin(display, 10);
            }
            UiSampler sampler = new UiSampler(display.getThread());
            UiHeartbeat beat = new UiHeartbeat(display);
            long cancel = System.nanoTime();
            double at = progress.percent();
            job.cancel();
            while (job.getState() != Job.NONE || !opened.isDone()) {
                spin(display, 5);
            }
            spin(display, 2L * UiRefresh.INTERVAL_MS);
            UiHeartbeat.Stalls stalls = beat.stop();
            System.out.printf(Locale.ROOT, "  cancel at %.0f %% of the progress (%.1f s in): the job ended %.0f ms after cancel(); "
                    + "the user is told: %s%n", at, (cancel - start) / 1e9, (ended[0] - cancel) / 1e6, Notice.of(opened));
            sampler.close();
            System.out.println(stalls.row("from cancel to the cancelled state shown"));
            System.out.println("    UI thread busiest in: " + sampler.top(4));
        } finally {
            w.shell().dispose();
        }
    }

    /** Runs the event loop for {@code ms} milliseconds. */
    static void spin(Display display, long ms) {
        long end = System.nanoTime() + ms * 1_000_000;
        while (System.nanoTime() < end) {
            if (!display.readAndDispatch()) {
                display.timerExec(10, () -> {
                }); // wakes the sleep below
                display.sleep();
            }
        }
    }

    /** What the explorer says about the set in its editor's heading and the Trace Sets view, or the reason it failed. */
    static final class Notice {
        private Notice() {
        }

        static String of(OpenedTraceSet opened) {
            if (opened.problem() != null) {
                return opened.problem();
            }
            if (opened.traceSet() == null) {
                return "(still loading)";
            }
            return opened.memoryShort() != null ? opened.memoryShort().text() : "(no notice: the whole set was read)";
        }
    }

    /** Peak resident memory of this process from /proc (reset with clear_refs where the kernel allows). */
    static final class Rss {
        private Rss() {
        }

        static void resetPeak() {
            try {
                Files.writeString(Path.of("/proc/self/clear_refs"), "5");
            } catch (IOException e) {
                // the peak since start then
            }
        }

        static long kb(String field) throws IOException {
            List<String> lines = Files.readAllLines(Path.of("/proc/self/status"));
            for (String l : lines) {
                if (l.startsWith(field + ":")) {
                    return Long.parseLong(l.replaceAll("[^0-9]", ""));
                }
            }
            return -1;
        }

        static void printPeak(String what) throws IOException {
            System.out.printf(Locale.ROOT, "%s: %,d MB (now %,d MB; heap limit %,d MB)%n", what, kb("VmHWM") >> 10, kb("VmRSS") >> 10,
                    Runtime.getRuntime().maxMemory() >> 20);
        }
    }
}
