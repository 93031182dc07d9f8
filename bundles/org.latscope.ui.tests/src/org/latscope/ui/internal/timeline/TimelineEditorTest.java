// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.latscope.ui.internal.timeline.TimelineInput.click;
import static org.latscope.ui.internal.timeline.TimelineInput.drag;
import static org.latscope.ui.internal.timeline.TimelineInput.grab;
import static org.latscope.ui.internal.timeline.TimelineInput.key;
import static org.latscope.ui.internal.timeline.TimelineInput.open;
import static org.latscope.ui.internal.timeline.TimelineInput.rgb;
import static org.latscope.ui.internal.timeline.TimelineInput.valueOf;
import static org.latscope.ui.internal.timeline.TimelineInput.window;

import java.nio.file.Files;
import java.util.List;

import org.eclipse.core.runtime.Adapters;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertySheet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.timegraph.TraceTimeline;
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

    @AfterEach
    void closeEditors() {
        ViewTests.cleanUp();
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

}
