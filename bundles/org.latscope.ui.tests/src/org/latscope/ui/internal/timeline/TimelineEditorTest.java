// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.Adapters;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.views.properties.PropertySheet;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.timegraph.CpuIntervals;
import org.latscope.analysis.timegraph.CpuLane;
import org.latscope.analysis.timegraph.CpuRows;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.editor.StepSelection;
import org.latscope.ui.internal.views.ViewTests;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/**
 * The Trace Set editor's timeline as a user sees it: real widgets, real seeds and samples, and
 * what was painted checked pixel by pixel.
 */
class TimelineEditorTest {

    private static final String SEED_000 = "seeds/000_ccd2cb2fc6f710da.txt";
    private static final String EVENTS = "samples/ftrace/events-default-format.txt";

    private static IWorkbenchWindow window() {
        return ViewTests.window();
    }

    @AfterEach
    void closeEditors() {
        ViewTests.cleanUp();
    }

    private TraceSetEditor open(String relative) throws Exception {
        TraceSetEditor editor = ViewTests.open(window().getActivePage(), TestData.path(relative));
        assertTrue(editor.readsWithFormatsService(), "the editor reads with the formats service (DS)");
        return editor;
    }

    /** Seed 000 on the Timeline page, its first mark_offset_tsc step found and selected. */
    private TimelineViewer markOffsetTscTimeline() throws Exception {
        TraceSetEditor editor = open(SEED_000);
        editor.showTimeline();
        TimelineViewer viewer = editor.timeline();
        assertTrue(viewer.find("mark_offset_tsc", true), "Find reaches a mark_offset_tsc step");
        assertNotNull(viewer.canvas().marks().row());
        return viewer;
    }

    /** Seed 000's mark_offset_tsc trace: preempt count 00010004 from 0.273 ms to 0.426 ms. */
    @Test
    void seed000ShowsHardIrq1OverPreempt4WhereTheTraceSaysSo() throws Exception {
        TimelineViewer viewer = markOffsetTscTimeline();
        Display display = viewer.getDisplay();
        TraceTimeline row = viewer.canvas().marks().row();
        long origin = row.startNs(); // 0.140 ms: the trace block starts there
        assertEquals(140_000, origin);
        viewer.window().set(0, 400_000);
        UiWait.drain(display);
        TimelineCanvas canvas = viewer.canvas();
        int index = canvas.rows().indexOf(row);
        canvas.reveal(index);
        UiWait.spin(display, 300);
        int top = canvas.rows().top(index) - canvas.scrollY();
        RowGeometry g = RowGeometry.of(row, top, canvas.rows().height(index));
        ImageData painted = grab(canvas);
        RGB hard = viewer.colors().context(NestingContext.HARDIRQ).getRGB();
        RGB preempt = viewer.colors().context(NestingContext.PREEMPT).getRGB();
        int plot = canvas.plotWidth();
        int fifthLevel = g.stairBottom() - 4 * g.unit() - g.unit() / 2; // hard irq on top of preempt 4
        int secondLevel = g.stairBottom() - g.unit() - g.unit() / 2;
        // inside the 00010004 stretch: preempt 4, hard irq 1 on top of it
        int inside = TimelinePainter.LABEL_WIDTH + viewer.window().x(200_000, plot);
        assertEquals(preempt, rgb(painted, inside, secondLevel), "preemption depth at 0.34 ms");
        assertEquals(hard, rgb(painted, inside, fifthLevel), "hard irq over preempt depth 4 at 0.34 ms");
        // where the hard irq's fifth level is painted: from 0.273 ms to 0.426 ms, nowhere else
        int first = -1;
        int last = -1;
        for (int x = TimelinePainter.LABEL_WIDTH; x < TimelinePainter.LABEL_WIDTH + plot; x++) {
            if (hard.equals(rgb(painted, x, fifthLevel))) {
                first = first < 0 ? x : first;
                last = x;
            }
        }
        int expectedFirst = TimelinePainter.LABEL_WIDTH + viewer.window().x(273_000 - origin, plot);
        int expectedLast = TimelinePainter.LABEL_WIDTH + viewer.window().x(426_000 - origin, plot);
        assertTrue(Math.abs(first - expectedFirst) <= 2, "depth 5 starts at 0.273 ms: x " + first + " vs " + expectedFirst);
        assertTrue(Math.abs(last - expectedLast) <= 2, "depth 5 ends at 0.426 ms: x " + last + " vs " + expectedLast);
        // expanded, as a user looking at this trace would: a taller staircase
        TimelineLayout rows = canvas.rows();
        int total = rows.totalHeight();
        rows.toggleExpanded(index);
        rows.toggleExpanded(index);
        assertEquals(total, rows.totalHeight(), "collapsed again: every row its own height");
        assertEquals(TimelineLayout.ROW_HEIGHT, rows.height(index));
        rows.toggleExpanded(index);
        assertEquals(TimelineLayout.EXPANDED_HEIGHT, rows.height(index));
        assertEquals(total + TimelineLayout.EXPANDED_HEIGHT - TimelineLayout.ROW_HEIGHT, rows.totalHeight());
        canvas.updateScrollBar();
        canvas.reveal(index);
        assertTrue(Files.isRegularFile(Screenshots.save(window().getShell(), "timeline-seed000")));
    }

    @Test
    void aContextColourChangedInThePreferencesIsPaintedAtOnce() throws Exception {
        TimelineViewer viewer = markOffsetTscTimeline();
        Display display = viewer.getDisplay();
        org.eclipse.jface.preference.IPreferenceStore store = new org.eclipse.ui.preferences.ScopedPreferenceStore(
                org.eclipse.core.runtime.preferences.InstanceScope.INSTANCE,
                org.latscope.ui.internal.preferences.TimelinePreferencePage.QUALIFIER);
        RGB green = new RGB(0, 200, 0);
        try {
            org.eclipse.jface.preference.PreferenceConverter.setValue(store, TimelineColors.key(NestingContext.PREEMPT), green);
            UiWait.until(display, () -> green.equals(viewer.colors().context(NestingContext.PREEMPT).getRGB()), 5_000,
                    "the timeline to take the new colour");
            TraceTimeline row = viewer.canvas().marks().row();
            TimelineCanvas canvas = viewer.canvas();
            int index = canvas.rows().indexOf(row);
            viewer.window().set(0, 400_000);
            canvas.reveal(index);
            RowGeometry g = RowGeometry.of(row, canvas.rows().top(index) - canvas.scrollY(), canvas.rows().height(index));
            ImageData painted = grab(canvas);
            int x = TimelinePainter.LABEL_WIDTH + viewer.window().x(200_000, canvas.plotWidth());
            assertEquals(green, rgb(painted, x, g.stairBottom() - g.unit() / 2 - 1), "preemption depth in the new colour");
        } finally {
            store.setToDefault(TimelineColors.key(NestingContext.PREEMPT));
        }
    }

    @Test
    void hoverClickAndPropertiesShowTheStep() throws Exception {
        TimelineViewer viewer = markOffsetTscTimeline();
        TraceSetEditor editor = (TraceSetEditor) window().getActivePage().getActiveEditor();
        Display display = viewer.getDisplay();
        TraceTimeline row = viewer.canvas().marks().row();
        // the [4] step: 0.273 ms (+0.145 ms), preempt count 00010004
        int step = -1;
        for (int i = 0; i < row.stepCount(); i++) {
            if (row.stepStartNs(i) == 273_000 && row.stepEndNs(i) == 419_000) {
                step = i;
            }
        }
        assertTrue(step >= 0, "the 0.145 ms step of mark_offset_tsc");
        viewer.window().set(0, 400_000);
        TimelineCanvas canvas = viewer.canvas();
        int index = canvas.rows().indexOf(row);
        canvas.reveal(index);
        UiWait.drain(display);
        int x = TimelinePainter.LABEL_WIDTH + viewer.window().x((row.stepStartNs(step) + row.stepEndNs(step)) / 2 - row.startNs(), canvas.plotWidth());
        int y = canvas.rows().top(index) - canvas.scrollY() + 12;
        String hover = viewer.hoverTextAt(x, y);
        assertNotNull(hover);
        assertTrue(hover.startsWith("mark_offset_tsc (timer_interrupt) [4]"), hover);
        assertTrue(hover.contains("delta: 145 us"), hover);
        assertTrue(hover.contains("hard irq 1") && hover.contains("preempt 4"), hover);

        click(canvas, x, y);
        assertEquals(step, canvas.marks().step(), "a click selects the step under the pointer");
        PropertySheet sheet = (PropertySheet) window().getActivePage().showView(IPageLayout.ID_PROP_SHEET);
        window().getActivePage().activate(editor);
        Tree properties = (Tree) sheet.getCurrentPage().getControl();
        UiWait.until(display, () -> properties.getItemCount() > 0, 10_000, "Properties to show the step");
        TreeItem category = properties.getItem(0);
        category.setExpanded(true);
        UiWait.drain(display);
        assertEquals("mark_offset_tsc", valueOf(category, "function"));
        assertEquals("4", valueOf(category, "mcount marker"));
        assertEquals("145 us", valueOf(category, "delta"));
    }

    @Test
    void zoomPanAndFitChangeTheVisibleRange() throws Exception {
        TraceSetEditor editor = open(SEED_000);
        editor.showTimeline();
        TimelineViewer viewer = editor.timeline();
        TimeWindow window = viewer.window();
        TimelineCanvas canvas = viewer.canvas();
        key(canvas, SWT.HOME);
        assertEquals(0, window.startNs());
        assertTrue(window.isFitted());
        long fitted = window.spanNs();
        key(canvas, '+');
        assertEquals(Math.round(fitted * TimelineMouse.ZOOM_STEP), window.spanNs(), 2, "+ zooms in");
        key(canvas, '-');
        assertEquals(fitted, window.spanNs(), 2, "- zooms back out");
        // the wheel zooms around the pointer: the time under it stays put
        int x = TimelinePainter.LABEL_WIDTH + canvas.plotWidth() / 4;
        long under = window.time(x - TimelinePainter.LABEL_WIDTH, canvas.plotWidth());
        Event wheel = new Event();
        wheel.x = x;
        wheel.y = 10;
        wheel.count = 3;
        canvas.notifyListeners(SWT.MouseVerticalWheel, wheel);
        assertTrue(window.spanNs() < fitted, "the wheel zooms in");
        assertEquals(under, window.time(x - TimelinePainter.LABEL_WIDTH, canvas.plotWidth()), window.spanNs() / 500.0);
        long start = window.startNs();
        key(canvas, SWT.ARROW_RIGHT);
        assertTrue(window.startNs() > start, "the right arrow pans to later times");
        // a range dragged on the ruler becomes the visible range
        int plot = canvas.plotWidth();
        key(canvas, SWT.HOME);
        int from = TimelinePainter.LABEL_WIDTH + plot / 10;
        int to = TimelinePainter.LABEL_WIDTH + plot / 5;
        long expectedStart = window.time(from - TimelinePainter.LABEL_WIDTH, plot);
        long expectedEnd = window.time(to - TimelinePainter.LABEL_WIDTH, plot);
        drag(viewer.ruler(), from, to);
        assertEquals(expectedStart, window.startNs(), 2);
        assertEquals(expectedEnd, window.endNs(), 2);
        key(canvas, SWT.HOME);
        assertEquals(fitted, window.spanNs(), "Home fits again");
    }

    @Test
    void findReachesTheNextAndPreviousOccurrence() throws Exception {
        TraceSetEditor editor = open(SEED_000);
        TimelineViewer viewer = editor.timeline();
        assertTrue(viewer.find("mark_offset_tsc", true));
        TimelineMarks first = viewer.canvas().marks();
        assertEquals("mark_offset_tsc", first.row().function(first.step()));
        assertTrue(viewer.find("mark_offset_tsc", true));
        TimelineMarks second = viewer.canvas().marks();
        assertEquals(first.row(), second.row());
        assertTrue(second.step() > first.step(), "next occurrence after the first");
        assertEquals("mark_offset_tsc", second.row().function(second.step()));
        assertTrue(viewer.find("mark_offset_tsc", false));
        assertEquals(first.step(), viewer.canvas().marks().step(), "previous goes back");
        assertTrue(!viewer.find("no_such_function_anywhere", true));
    }

    @Test
    void ctrlFGoesToTheFindFieldAndATraceSelectedInTraceSetsScrollsToItsRow() throws Exception {
        TraceSetEditor editor = open(SEED_000);
        IWorkbenchPage page = window().getActivePage();
        Display display = window().getShell().getDisplay();
        page.activate(editor);
        editor.getSite().getService(org.eclipse.ui.handlers.IHandlerService.class)
                .executeCommand(org.eclipse.ui.IWorkbenchCommandConstants.EDIT_FIND_AND_REPLACE, null);
        UiWait.drain(display);
        TimelineViewer viewer = editor.timeline();
        assertEquals(TraceSetEditor.TIMELINE_PAGE, editor.getActivePage(), "Ctrl+F shows the timeline");
        assertEquals(viewer.findField(), display.getFocusControl(), "Ctrl+F puts the focus in the find field");

        // the last row in latency order, scrolled out of view, is brought into view from Trace Sets
        TimelineCanvas canvas = viewer.canvas();
        canvas.scrollBy(-canvas.rows().totalHeight());
        java.util.List<TraceTimeline> rows = canvas.rows().traceRows();
        TraceTimeline last = rows.get(rows.size() - 1);
        org.latscope.ui.TraceSetsView sets = (org.latscope.ui.TraceSetsView) page.showView(org.latscope.ui.TraceSetsView.ID);
        sets.getViewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(last.trace()), true);
        UiWait.until(display, () -> {
            int i = canvas.rows().indexOf(last);
            int top = canvas.rows().top(i) - canvas.scrollY();
            return top >= 0 && top + canvas.rows().height(i) <= canvas.getClientArea().height;
        }, 5_000, "the selected trace's row to scroll into view");
    }

    @Test
    void theFtracePreemptirqsoffSampleShowsItsFlags() throws Exception {
        TraceSetEditor editor = open("samples/public/ftrace_rst_preemptirqsoff_100us.txt");
        editor.showTimeline();
        TimelineViewer viewer = editor.timeline();
        assertEquals(1, viewer.canvas().rows().traceRows().size());
        TraceTimeline row = viewer.canvas().rows().traceRows().get(0);
        assertTrue(viewer.find("_raw_spin_unlock_irqrestore", true));
        String context = row.stepContext(viewer.canvas().marks().step()).description();
        assertTrue(context.contains("preempt 1"), context);
        viewer.window().fit();
        assertTrue(Files.isRegularFile(Screenshots.save(window().getShell(), "timeline-ftrace")));
    }

    /** James Courtier-Dutton's v1.0 trace of one step at 0.000 ms: its steps span no time, and the axis says so. */
    @Test
    void aTraceWhoseStepsSpanNoTimeGetsAnAxisThatSaysSo() throws Exception {
        TraceSetEditor editor = open("samples/public/old_v1.0_ksoftirqd_1883455195us_counter_underflow_1entry.txt");
        editor.showTimeline();
        TimelineViewer viewer = editor.timeline();
        viewer.window().fit();
        UiWait.drain(window().getShell().getDisplay());
        assertEquals(1, viewer.canvas().rows().traceRows().size());
        assertEquals(0, viewer.canvas().rows().traceRows().get(0).spanNs());
        assertTrue(viewer.window().spansNoTime());
        assertTrue(Files.isRegularFile(Screenshots.save(window().getShell(), "timeline-zero-span")));
        // the ruler as painted: one tick, at the instant, where a scale over the few nanoseconds drawn had a tick every column or so
        assertEquals(List.of(TimelinePainter.LABEL_WIDTH), rulerTicks(viewer, viewer.window()));
        TimeWindow spanned = new TimeWindow();
        spanned.setTotal(626_000);
        spanned.fit();
        assertTrue(rulerTicks(viewer, spanned).size() > 10, "a trace with a span gets its scale");
    }

    /** @return the x of every tick the ruler paints for the window, in a 900-pixel ruler */
    private static List<Integer> rulerTicks(TimelineViewer viewer, TimeWindow window) {
        int width = 900;
        int height = 26;
        Image image = new Image(viewer.getDisplay(), width, height);
        try {
            GC gc = new GC(image);
            new RulerPainter(viewer.colors()).paint(gc, window, width, height, -1, 0);
            gc.dispose();
            ImageData data = image.getImageData();
            RGB tick = viewer.colors().boxLine.getRGB();
            List<Integer> ticks = new java.util.ArrayList<>();
            for (int x = TimelinePainter.LABEL_WIDTH; x < width; x++) {
                if (data.palette.getRGB(data.getPixel(x, height - 3)).equals(tick)) {
                    ticks.add(x);
                }
            }
            return ticks;
        } finally {
            image.dispose();
        }
    }

    @Test
    void theOverviewOfTheSamplesNamesTheWorstLatency() throws Exception {
        TraceSetEditor editor = open("samples");
        editor.showOverview();
        UiWait.drain(window().getShell().getDisplay());
        String text = OverviewTexts.of(editor);
        assertTrue(text.contains("451.753 ms in public/ftrace_lkml2017_irqsoff_451753us"), text);
        assertTrue(((org.latscope.ui.internal.editor.OverviewPage) editor.findPage(org.latscope.ui.internal.editor.OverviewPage.ID))
                .worstIsLink(), "the worst latency links to its trace");
        // the figures are the overview analysis's: the diagnostics of every file, by severity
        org.latscope.analysis.overview.TraceSetOverview overview = editor.traceSet().results().overview();
        int diagnostics = overview.diagnosticCount();
        assertTrue(diagnostics > 100, "the samples carry notes on unused lines: " + diagnostics);
        String counted = diagnostics + " (errors 0, warnings "
                + overview.diagnostics().get(org.latscope.model.Severity.WARNING) + ", notes "
                + overview.diagnostics().get(org.latscope.model.Severity.INFO) + ")";
        assertTrue(text.contains(counted), counted + " in\n" + text);
        assertTrue(text.contains("6.18.44-fc-v1045"), text);
        // a click on the diagnostics count lists them, file:line: severity: reason
        org.eclipse.ui.forms.widgets.Hyperlink link = OverviewTexts.link(editor, counted);
        Event down = new Event();
        down.button = 1;
        link.notifyListeners(SWT.MouseDown, down);
        Event up = new Event();
        up.button = 1;
        up.x = 2;
        up.y = 2;
        link.notifyListeners(SWT.MouseUp, up);
        UiWait.drain(window().getShell().getDisplay());
        String listed = OverviewTexts.diagnostics(editor);
        assertEquals(diagnostics, listed.lines().count(), listed);
        assertTrue(listed.lines().allMatch(l -> l.matches(".+:\\d+: (info|warning|error): .+")), listed);
        assertTrue(Files.isRegularFile(Screenshots.save(window().getShell(), "overview-samples")));
    }

    /** The 6.18 events capture: its events capture row, checked to hold 2 CPUs. */
    private TimelineViewer eventsTimeline() throws Exception {
        TraceSetEditor editor = open(EVENTS);
        editor.showTimeline();
        TimelineViewer viewer = editor.timeline();
        assertEquals(1, viewer.canvas().rows().traceRows().size());
        assertNotNull(viewer.canvas().rows().traceRows().get(0).cpuRows(), "an events capture has rows per CPU");
        return viewer;
    }

    /** A trace-cmd recording on 4 CPUs (trace.dat version 6, sched events) opens as a row per CPU. */
    @Test
    void aTraceDatRecordingShowsARowPerCpu() throws Exception {
        TraceSetEditor editor = open("trace-dat/v6_sched_4cpu_kernel-monitor-framework.dat");
        editor.showTimeline();
        TimelineViewer viewer = editor.timeline();
        UiWait.drain(viewer.getDisplay());
        assertEquals(1, viewer.canvas().rows().traceRows().size());
        TraceTimeline row = viewer.canvas().rows().traceRows().get(0);
        CpuRows cpus = row.cpuRows();
        assertNotNull(cpus, "a trace.dat of sched events has rows per CPU");
        assertEquals(4, cpus.cpuCount());
        int tasks = 0;
        for (int r = 0; r < cpus.cpuCount(); r++) {
            assertEquals(r, cpus.cpu(r));
            assertTrue(cpus.lane(r, CpuLane.TASK).size() > 0, "tasks on CPU " + r);
            tasks += cpus.lane(r, CpuLane.TASK).size();
        }
        // a box per sched_switch that ends one, as trace-cmd report prints the recording
        long switches = 0;
        try (var in = new java.util.zip.GZIPInputStream(Files.newInputStream(
                TestData.path("trace-dat/expected/v6_sched_4cpu_kernel-monitor-framework.report.gz")))) {
            switches = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.ISO_8859_1).lines()
                    .filter(l -> l.contains(" sched_switch: ")).count();
        }
        assertTrue(switches > 0 && tasks >= switches - 4 && tasks <= switches + 4, tasks + " task boxes, " + switches + " switches");
        window().getActivePage().setPartState(window().getActivePage().getReference(editor),
                IWorkbenchPage.STATE_MAXIMIZED);
        viewer.window().set(0, row.endNs() - row.startNs()); // the whole recording, as Fit shows it
        UiWait.spin(viewer.getDisplay(), 500);
        Screenshots.save(window().getShell(), "timeline-tracedat");
    }

    /**
     * The 6.18 events capture as a row per CPU: tasks, softirqs over them, irq handlers on top,
     * as many as the statistics count (13 irq handlers, 284 softirqs), painted in their colours
     * where they are, with a hover that says what each box is.
     */
    @Test
    void anEventsCaptureShowsARowPerCpuWithTasksSoftirqsAndIrqHandlers() throws Exception {
        TimelineViewer viewer = eventsTimeline();
        Display display = viewer.getDisplay();
        TimelineCanvas canvas = viewer.canvas();
        TraceTimeline row = canvas.rows().traceRows().get(0);
        CpuRows cpus = row.cpuRows();
        assertEquals(2, cpus.cpuCount());
        int irqs = 0;
        int softirqs = 0;
        for (int r = 0; r < cpus.cpuCount(); r++) {
            irqs += cpus.lane(r, CpuLane.IRQ).size();
            softirqs += cpus.lane(r, CpuLane.SOFTIRQ).size();
            assertTrue(cpus.lane(r, CpuLane.TASK).size() > 0, "tasks on CPU " + cpus.cpu(r));
        }
        assertEquals(13, irqs);
        assertEquals(284, softirqs);
        int index = canvas.rows().indexOf(row);
        assertEquals(CpuRowGeometry.rowHeight(2), canvas.rows().height(index));

        // the longest irq handler with a softirq within 50 us after it, and that softirq
        int cpuRow = -1;
        int irq = -1;
        int soft = -1;
        long longest = -1;
        for (int r = 0; r < cpus.cpuCount(); r++) {
            CpuIntervals in = cpus.lane(r, CpuLane.IRQ);
            CpuIntervals sq = cpus.lane(r, CpuLane.SOFTIRQ);
            for (int i = 0; i < in.size(); i++) {
                for (int k = 0; k < sq.size(); k++) {
                    long g = sq.beginNs(k) - in.endNs(i);
                    if (g >= 0 && g < 50_000 && in.endNs(i) - in.beginNs(i) > longest) {
                        longest = in.endNs(i) - in.beginNs(i);
                        cpuRow = r;
                        irq = i;
                        soft = k;
                    }
                }
            }
        }
        assertTrue(irq >= 0, "an irq handler with a softirq after it");
        CpuIntervals irqLane = cpus.lane(cpuRow, CpuLane.IRQ);
        CpuIntervals softLane = cpus.lane(cpuRow, CpuLane.SOFTIRQ);
        long origin = row.startNs();
        long from = irqLane.beginNs(irq) - origin;
        long to = softLane.endNs(soft) - origin;
        long pad = Math.max(20_000, to - from);
        viewer.window().set(Math.max(0, from - pad), to + pad);
        canvas.reveal(index);
        UiWait.drain(display);
        int plot = canvas.plotWidth();
        int top = canvas.rows().top(index) - canvas.scrollY();
        ImageData painted = grab(canvas);

        int xIrq = TimelinePainter.LABEL_WIDTH + viewer.window().x((irqLane.beginNs(irq) + irqLane.endNs(irq)) / 2 - origin, plot);
        int yIrq = CpuRowGeometry.laneTop(top, cpuRow, CpuLane.IRQ) + CpuRowGeometry.IRQ_HEIGHT / 2;
        assertEquals(viewer.colors().context(NestingContext.HARDIRQ).getRGB(), rgb(painted, xIrq, yIrq), "the irq handler on top");
        String irqKey = cpus.key(irqLane.keyId(irq));
        String hover = viewer.hoverTextAt(xIrq, yIrq);
        assertNotNull(hover);
        assertTrue(hover.startsWith("irq handler " + irqKey + "\nCPU: " + cpus.cpu(cpuRow) + "\n"), hover);
        assertTrue(hover.contains("duration: " + TimeUnits.duration(irqLane.endNs(irq) - irqLane.beginNs(irq))), hover);
        assertTrue(hover.contains("begins at: irq_handler_entry"), hover);
        assertTrue(hover.contains("flags: " + row.ftraceFlags(irqLane.step(irq)) + " (") && hover.contains("hard irq"), hover);

        int xSoft = TimelinePainter.LABEL_WIDTH + viewer.window().x((softLane.beginNs(soft) + softLane.endNs(soft)) / 2 - origin, plot);
        int ySoft = CpuRowGeometry.laneTop(top, cpuRow, CpuLane.SOFTIRQ) + CpuRowGeometry.IRQ_HEIGHT / 2;
        assertEquals(viewer.colors().context(NestingContext.SOFTIRQ).getRGB(), rgb(painted, xSoft, ySoft), "the softirq under it");
        hover = viewer.hoverTextAt(xSoft, ySoft);
        assertTrue(hover.startsWith("softirq " + cpus.key(softLane.keyId(soft)) + "\n"), hover);
        assertTrue(hover.contains("softirq"), hover);

        // CPU 0's buffer starts later (a ring buffer per CPU keeps the latest events): shaded until then
        int cpu0 = cpus.cpu(0) == 0 ? 0 : 1;
        assertTrue(cpus.firstNs(cpu0) > irqLane.endNs(irq));
        assertEquals(viewer.colors().labelBackground.getRGB(), rgb(painted, xIrq, CpuRowGeometry.bandTop(top, cpu0) + 5),
                "CPU 0 before its first event");

        // the task the irq interrupted, at the bottom
        CpuIntervals tasks = cpus.lane(cpuRow, CpuLane.TASK);
        int task = tasks.at(irqLane.beginNs(irq));
        assertTrue(task >= 0, "a task runs under the irq handler");
        int yTask = CpuRowGeometry.laneTop(top, cpuRow, CpuLane.TASK) + CpuRowGeometry.TASK_HEIGHT / 2;
        hover = viewer.hoverTextAt(xIrq, yTask);
        assertTrue(hover.startsWith("task " + cpus.key(tasks.keyId(task)) + "\n"), hover);
        // an empty irq lane shows what runs under it
        int xBefore = TimelinePainter.LABEL_WIDTH + viewer.window().x(Math.max(0, from - pad / 2), plot);
        String under = viewer.hoverTextAt(xBefore, yIrq);
        assertTrue(under != null && (under.startsWith("task ") || under.startsWith("softirq ")), under);

        // a click selects the event that began the box, and Properties show its flags decoded
        click(canvas, xIrq, yIrq);
        assertEquals(irqLane.step(irq), canvas.marks().step());
        TraceSetEditor editor = (TraceSetEditor) window().getActivePage().getActiveEditor();
        PropertySheet sheet = (PropertySheet) window().getActivePage().showView(IPageLayout.ID_PROP_SHEET);
        window().getActivePage().activate(editor);
        Tree properties = (Tree) sheet.getCurrentPage().getControl();
        UiWait.until(display, () -> properties.getItemCount() > 0, 10_000, "Properties to show the step");
        TreeItem category = properties.getItem(0);
        category.setExpanded(true);
        UiWait.drain(display);
        assertEquals("irq_handler_entry", valueOf(category, "function"));
        assertEquals(row.ftraceFlags(irqLane.step(irq)), valueOf(category, "flags"));
        assertTrue(valueOf(category, "context").contains("hard irq"), valueOf(category, "context"));
        assertTrue(Files.isRegularFile(Screenshots.save(window().getShell(), "timeline-events-percpu")));

        // the whole capture: denser than the pixels, each CPU's softirqs still shown
        key(canvas, SWT.HOME);
        painted = grab(canvas);
        RGB softRgb = viewer.colors().context(NestingContext.SOFTIRQ).getRGB();
        for (int r = 0; r < cpus.cpuCount(); r++) {
            if (cpus.lane(r, CpuLane.SOFTIRQ).size() == 0) {
                continue;
            }
            int y = CpuRowGeometry.laneTop(top, r, CpuLane.SOFTIRQ) + CpuRowGeometry.IRQ_HEIGHT / 2;
            int x = TimelinePainter.LABEL_WIDTH + viewer.window().x(cpus.lane(r, CpuLane.SOFTIRQ).beginNs(0) - origin, plot);
            assertTrue(softRgb.equals(rgb(painted, x, y)) || softRgb.equals(rgb(painted, x + 1, y)),
                    "the first softirq of CPU row " + r + " zoomed out");
        }
        // some lane is denser than the pixels there: painted from the summary, its first non-idle task too
        boolean dense = false;
        for (int r = 0; r < cpus.cpuCount(); r++) {
            CpuIntervals lane = cpus.lane(r, CpuLane.TASK);
            if (lane.countStarting(row.startNs(), row.endNs()) <= plot) {
                continue;
            }
            dense = true;
            int first = 0;
            while (cpus.isIdle(lane.keyId(first))) {
                first++;
            }
            int x = TimelinePainter.LABEL_WIDTH + viewer.window().x((lane.beginNs(first) + lane.endNs(first)) / 2 - origin, plot);
            assertEquals(viewer.colors().boxAlt.getRGB(), rgb(painted, x, CpuRowGeometry.laneTop(top, r, CpuLane.TASK) + 2),
                    "a task of CPU row " + r + " in the summary");
        }
        assertTrue(dense, "the tasks of a CPU are denser than the pixels of the whole capture");
        assertTrue(Files.isRegularFile(Screenshots.save(window().getShell(), "timeline-events-percpu-all")));
    }

    /** A PREEMPT_RT wakeup_rt trace (8 columns: CPU and 7 flags) keeps its step row; hovers decode every flag column. */
    @Test
    void theRtKernelsFlagColumnsAreDecodedInTheHover() throws Exception {
        TraceSetEditor editor = open("samples/ftrace-6.1-rt/wakeup_rt.txt");
        editor.showTimeline();
        TimelineViewer viewer = editor.timeline();
        TraceTimeline row = viewer.canvas().rows().traceRows().get(0);
        assertEquals(null, row.cpuRows(), "a latency trace keeps its step row");
        // the first line: "sleep-182 1dn.h612 0us : 182:120:Z + [001] 27: 98:R rcuc/1"
        assertEquals("dn.h612", row.ftraceFlags(0));
        String hover = StepHoverText.of(row, 0);
        assertTrue(hover.contains("flags: dn.h612 (irqs off, need-resched, hard irq, preempt 6, preempt-lazy 1, migrate-disable 2)"),
                hover);
        // the <stack trace> entry carries the => frames printed under it, and the wakeup line its text
        IPropertySource stack = Adapters.adapt(new StepSelection(row, 1), IPropertySource.class);
        assertNotNull(stack, "a step's property source");
        assertTrue(String.valueOf(stack.getPropertyValue("stack (innermost first)"))
                .startsWith("__ftrace_trace_stack < probe_wakeup < ttwu_do_wakeup"), String.valueOf(stack.getPropertyValue("stack (innermost first)")));
        IPropertySource wakeup = Adapters.adapt(new StepSelection(row, 0), IPropertySource.class);
        String text = String.valueOf(wakeup.getPropertyValue("text"));
        assertTrue(text.startsWith("182:120:Z") && text.endsWith("27: 98:R rcuc/1"), text);
    }

    /** Hotspots by task: the selected task's longest wakeup is drawn from its wakeup to its switch-in. */
    @Test
    void aTaskSelectedInHotspotsShowsItsLongestWakeupFromWakeupToSwitchIn() throws Exception {
        TimelineViewer viewer = eventsTimeline();
        Display display = viewer.getDisplay();
        IWorkbenchPage page = window().getActivePage();
        org.latscope.ui.internal.views.hotspots.HotspotsView view = (org.latscope.ui.internal.views.hotspots.HotspotsView) page
                .showView(org.latscope.ui.internal.views.hotspots.HotspotsView.ID);
        view.set(org.latscope.analysis.hotspots.HotspotGrouping.TASK, "0");
        UiWait.until(display, () -> view.model() != null && view.model().request().equals(
                new org.latscope.ui.internal.views.hotspots.HotspotsResult.Request(org.latscope.analysis.hotspots.HotspotGrouping.TASK, 0)),
                60_000, "the hotspots by task");
        view.table().setFilter(""); // another test may have left one
        UiWait.until(display, () -> !view.table().busy() && view.table().rows().size() > 0, 30_000, "the hotspot rows");
        assertTrue(view.model().rowCount() > 3);
        page.activate(view);
        int tableRow = view.table().rows().row(0);
        org.latscope.analysis.hotspots.Hotspot hotspot = view.model().hotspot(tableRow);
        view.table().select(tableRow);
        TimelineCanvas canvas = viewer.canvas();
        UiWait.until(display, () -> canvas.marks().highlighted().contains(hotspot.key()), 10_000,
                "the timeline to highlight " + hotspot.key());
        TraceTimeline row = canvas.rows().traceRows().get(0);
        CpuRows cpus = row.cpuRows();
        int wakeup = cpus.longestWakeup(hotspot.key());
        assertTrue(wakeup >= 0, hotspot.key());
        assertEquals(hotspot.maxNs(), cpus.wakeupNs(wakeup), "the hotspot's max is the wakeup drawn");
        assertEquals(cpus.wakeupEndStep(wakeup), canvas.marks().step(), "the switch that ran the task is selected");
        assertEquals("sched_switch", row.function(canvas.marks().step()));
        long origin = row.startNs();
        assertTrue(viewer.window().startNs() <= cpus.wakeupBeginNs(wakeup) - origin
                && viewer.window().endNs() >= cpus.wakeupEndNs(wakeup) - origin, "the wakeup is in view");
        int index = canvas.rows().indexOf(row);
        UiWait.drain(display);
        ImageData painted = grab(canvas);
        int top = canvas.rows().top(index) - canvas.scrollY();
        int plot = canvas.plotWidth();
        int y = CpuRowGeometry.wakeupY(top, cpus.wakeupRow(wakeup));
        int x = TimelinePainter.LABEL_WIDTH
                + viewer.window().x((cpus.wakeupBeginNs(wakeup) + cpus.wakeupEndNs(wakeup)) / 2 - origin, plot);
        assertEquals(viewer.colors().wakeup.getRGB(), rgb(painted, x, y), "the wakeup line between wakeup and switch-in");
        int before = TimelinePainter.LABEL_WIDTH + viewer.window().x(cpus.wakeupBeginNs(wakeup) - origin, plot) - 4;
        assertTrue(!viewer.colors().wakeup.getRGB().equals(rgb(painted, before, y)), "no line before the wakeup");
        Screenshots.save(window().getShell(), "timeline-events-wakeup");
        // as the other tests expect the view: by function from 100 us, and closed
        view.set(org.latscope.analysis.hotspots.HotspotGrouping.FUNCTION, "100us");
        page.hideView(view);
    }

    private static void key(Control control, int keyCode) {
        Event e = new Event();
        e.keyCode = keyCode;
        e.character = keyCode < 128 ? (char) keyCode : 0;
        control.notifyListeners(SWT.KeyDown, e);
    }

    private static void click(Control control, int x, int y) {
        Event down = new Event();
        down.button = 1;
        down.x = x;
        down.y = y;
        control.notifyListeners(SWT.MouseDown, down);
        Event up = new Event();
        up.button = 1;
        up.x = x;
        up.y = y;
        control.notifyListeners(SWT.MouseUp, up);
    }

    private static void drag(Control control, int from, int to) {
        Event down = new Event();
        down.button = 1;
        down.x = from;
        down.y = 5;
        control.notifyListeners(SWT.MouseDown, down);
        Event move = new Event();
        move.x = to;
        move.y = 5;
        move.stateMask = SWT.BUTTON1;
        control.notifyListeners(SWT.MouseMove, move);
        Event up = new Event();
        up.button = 1;
        up.x = to;
        up.y = 5;
        control.notifyListeners(SWT.MouseUp, up);
    }

    /** What the control shows on screen now. */
    private static ImageData grab(Control control) {
        Display display = control.getDisplay();
        control.redraw();
        control.update();
        UiWait.spin(display, 300);
        Point origin = control.toDisplay(0, 0);
        Point size = control.getSize();
        Image image = new Image(display, size.x, size.y);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, origin.x, origin.y);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private static RGB rgb(ImageData data, int x, int y) {
        return data.palette.getRGB(data.getPixel(x, y));
    }

    private static String valueOf(TreeItem category, String name) {
        for (TreeItem item : category.getItems()) {
            if (item.getText(0).equals(name)) {
                return item.getText(1);
            }
        }
        return "no property " + name;
    }
}
