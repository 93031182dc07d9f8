// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.latscope.ui.internal.timeline.TimelineInput.click;
import static org.latscope.ui.internal.timeline.TimelineInput.grab;
import static org.latscope.ui.internal.timeline.TimelineInput.key;
import static org.latscope.ui.internal.timeline.TimelineInput.open;
import static org.latscope.ui.internal.timeline.TimelineInput.rgb;
import static org.latscope.ui.internal.timeline.TimelineInput.valueOf;
import static org.latscope.ui.internal.timeline.TimelineInput.window;

import java.nio.file.Files;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.views.properties.PropertySheet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.timegraph.CpuIntervals;
import org.latscope.analysis.timegraph.CpuLane;
import org.latscope.analysis.timegraph.CpuRows;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.views.ViewTests;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/**
 * The timeline of an events capture and of a trace-cmd recording: a row per CPU with tasks,
 * softirqs and irq handlers, checked pixel by pixel, and a wakeup selected in Hotspots drawn
 * from wakeup to switch-in.
 */
class CpuRowsTimelineTest {

    private static final String EVENTS = "samples/ftrace/events-default-format.txt";

    @AfterEach
    void closeEditors() {
        ViewTests.cleanUp();
    }

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
}
