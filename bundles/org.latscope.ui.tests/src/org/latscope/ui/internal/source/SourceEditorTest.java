// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.core.runtime.jobs.Job;
import org.latscope.ui.internal.timeline.TimelineMarks;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.source.FileAnnotations;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.editor.OverviewPage;
import org.latscope.ui.internal.views.ViewTests;
import org.latscope.ui.internal.views.calls.CallAttributionView;
import org.latscope.ui.internal.views.hotspots.HotspotsResult;
import org.latscope.ui.internal.views.hotspots.HotspotsView;
import org.latscope.ui.internal.views.records.RecordKind;
import org.latscope.ui.internal.views.records.RecordsView;
import org.latscope.ui.internal.views.table.VirtualTable;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/**
 * The annotated source editor opened as a user opens it: double-click or F3 in Hotspots,
 * Records, Call Attribution and the timeline, on the test data's samples and seeds, whose
 * {@code kernel-src} folder (2.4.16, 2.6.9, 2.6.22.19) is found above them as in the bundled
 * sample folder.
 */
class SourceEditorTest {

    private static final String WORST20 = "samples/worst20/latencytimes-2.4.10-pre12.txt";
    private static final String SEED_000 = "seeds/000_ccd2cb2fc6f710da.txt";
    private static final String SEED_004 = "seeds/004_3538765cb0028241.txt";
    /** The worst-N table's start column in the Records view (after the source, latency and cause). */
    private static final int START = 3;

    private static IWorkbenchWindow window() {
        return ViewTests.window();
    }

    private static Display display() {
        return window().getShell().getDisplay();
    }

    @AfterEach
    void cleanUp() {
        for (Shell s : display().getShells()) {
            if (s.getData() instanceof CandidateDialog d) {
                d.close();
            }
        }
        ViewTests.cleanUp();
        // without a window manager a closed dialog leaves no shell active: later tests need the focus
        ViewTests.window().getShell().forceActive();
        UiWait.drain(ViewTests.window().getShell().getDisplay());
    }

    /**
     * On the sample folder (2.6.9-rc1 traces, a 2.4.10-pre12 worst-20 file, 2.6.22 and 6.18
     * output), end:697/sched.c, which only the worst-20 file carries, opens 2.4.16's sched.c.
     */
    @Test
    void hotspotEnd697OfTheSampleFolderOpensTheTwoFourTreesSchedCAtTheLine() throws Exception {
        IWorkbenchPage page = window().getActivePage();
        TraceSetEditor set = ViewTests.open(page, TestData.path("samples"));
        HotspotsView view = (HotspotsView) page.showView(HotspotsView.ID);
        view.set(HotspotGrouping.LOCATION, "0");
        UiWait.until(display(), () -> view.model() != null
                && view.model().request().equals(new HotspotsResult.Request(HotspotGrouping.LOCATION, 0)), 60_000, "the hotspots");
        view.table().setFilter(""); // another test may have left a filter
        int pos = SourceTests.position(view.table(), "end:697/sched.c");
        Hotspot hotspot = view.model().hotspot(view.table().rows().row(ViewTests.row(view.table(), "end:697/sched.c")));
        page.activate(view);
        SourceTests.doubleClick(view.table().natTable(), 0, pos);
        SourceEditor editor = SourceTests.sourceEditor("kernel/sched.c", 697);
        SourceEditorInput input = (SourceEditorInput) editor.getEditorInput();
        assertEquals("linux-2.4.16", input.tree().name());
        assertTrue(editor.headerText().contains("2.4.16") && editor.headerText().contains("2.4.10-pre12"), editor.headerText());
        String hover = editor.hoverText(697);
        assertNotNull(hover);
        // the hotspot's figures, and the note that line numbers drift between the releases
        assertTrue(hover.contains(hotspot.count() + " records"), hover);
        assertTrue(hover.contains("end:697/sched.c"), hover);
        assertTrue(hover.contains("drift"), hover);
        // the side list: every worst-N row ending at 697, sorted by latency, the worst first
        List<List<String>> records = lineRecords(editor, hotspot.count());
        assertEquals(hotspot.count(), records.size(), records.toString());
        assertTrue(records.stream().allMatch(r -> r.get(0).equals("worst-N row") && r.get(4).equals("end:697/sched.c")
                && r.get(1).contains("latencytimes")), records.toString());
        assertTrue(records.get(0).get(3).contains("11.179"), records.get(0).toString());
        assertTrue(editor.lineRecordsSummary().startsWith(hotspot.count() + " records at line 697 (count " + hotspot.count()),
                editor.lineRecordsSummary());
        Screenshots.save(window().getShell(), "source-sched697");
        // a double-click opens the worst row's trace file at its line
        var raw = editor.openLineRecord(0);
        try {
            assertTrue(raw.getShell().getText().endsWith("line " + records.get(0).get(2)),
                    raw.getShell().getText());
            assertTrue(raw.selectedText().contains("11179 spin_lock"), raw.selectedText());
        } finally {
            raw.close();
        }
        // the set's Overview names the tree, why, and the drift
        page.activate(set);
        set.showOverview();
        OverviewPage overview = (OverviewPage) set.findPage(OverviewPage.ID);
        UiWait.until(display(), () -> overview.source().treeText().contains("linux-"), 30_000, "the overview's tree");
        assertTrue(overview.source().treeText().contains("nearest to the traces' release"), overview.source().treeText());
        assertTrue(overview.source().driftText().contains("the traces are"), overview.source().driftText());
    }

    /** Waits for the side list's scan and sort, and returns its rows once it shows at least {@code min}. */
    private static List<List<String>> lineRecords(SourceEditor editor, long min) {
        UiWait.until(display(), () -> editor.lineRecords().size() >= min
                && !editor.lineRecordsSummary().isEmpty() && Character.isDigit(editor.lineRecordsSummary().charAt(0)), 60_000,
                "the line's records");
        UiWait.until(display(), () -> Job.getJobManager().find(SourceEditor.RECORDS_FAMILY).length == 0, 60_000, "the scan");
        UiWait.until(display(), () -> !editor.lineRecordsTable().busy(), 60_000, "the sort");
        return editor.lineRecords();
    }

    /** Opens the worst-20 sample, selects the first worst-N row whose start matches in Records and presses F3. */
    private static VirtualTable f3OnWorstRow(java.util.function.Predicate<String> start) throws Exception {
        IWorkbenchPage page = window().getActivePage();
        ViewTests.open(page, TestData.path(WORST20));
        RecordsView records = (RecordsView) page.showView(RecordsView.ID);
        records.show(RecordKind.WORST);
        VirtualTable table = ViewTests.settled(records.table());
        UiWait.until(display(), () -> table.model().rowCount() > 0, 60_000, "worst-N rows");
        int row = -1;
        for (int r = 0; r < table.model().rowCount() && row < 0; r++) {
            row = start.test(table.model().text(r, START)) ? r : -1;
        }
        assertTrue(row >= 0, "a worst-N row with such a start");
        page.activate(records);
        table.select(row);
        SourceTests.f3();
        return table;
    }

    @Test
    void nextAndPreviousHotLineWalkTheAnnotatedLines() throws Exception {
        // the first worst-N row whose start is in sched.c; kernel/sched.c of 2.4.16 has 1,329 lines: 1376/sched.c is past its end
        VirtualTable table = f3OnWorstRow(start -> start.endsWith("/sched.c") && Integer.parseInt(start.split("/")[0]) <= 1329);
        int row = table.selectedRows()[0];
        int line = Integer.parseInt(table.model().text(row, START).split("/")[0]);
        SourceEditor editor = SourceTests.sourceEditor("kernel/sched.c", line);
        FileAnnotations file = editor.fileAnnotations();
        List<Integer> hot = file.lines().stream().map(h -> Integer.valueOf(h.line())).toList();
        assertTrue(hot.size() >= 2, hot.toString()); // 547 and 697 in the worst-20 sample
        editor.goToLine(1);
        IHandlerService handlers = editor.getSite().getService(IHandlerService.class);
        List<Integer> visited = new ArrayList<>();
        for (int i = 0; i < hot.size(); i++) {
            handlers.executeCommand("org.latscope.ui.source.nextHotLine", null);
            visited.add(Integer.valueOf(editor.caretLine()));
        }
        assertEquals(hot, visited);
        handlers.executeCommand("org.latscope.ui.source.previousHotLine", null);
        assertEquals(hot.get(hot.size() - 2).intValue(), editor.caretLine());
        editor.goToLine(hot.get(0).intValue());
        assertEquals(-1, editor.nextHotLine(false), "nothing before the first hot line");
        assertEquals(hot.get(0).intValue(), editor.caretLine());
    }

    /** 1302/inode.c fits five file systems' inode.c of 2.4.16 equally: F3 on its worst-N row asks, ranked. */
    @Test
    void anAmbiguousReferenceAsksWhichCandidateRanked() throws Exception {
        f3OnWorstRow("1302/inode.c"::equals);
        CandidateDialog[] dialog = new CandidateDialog[1];
        UiWait.until(display(), () -> {
            for (Shell s : display().getShells()) {
                if (s.getData() instanceof CandidateDialog d && !s.isDisposed()) {
                    dialog[0] = d;
                }
            }
            return dialog[0] != null;
        }, 60_000, "the candidate chooser");
        UiWait.drain(display());
        assertEquals(List.of("fs/ext3/inode.c:1302", "fs/isofs/inode.c:1302", "fs/ntfs/inode.c:1302", "fs/reiserfs/inode.c:1302",
                "fs/udf/inode.c:1302"), dialog[0].listed());
        Screenshots.save(dialog[0].getShell(), "source-inode-chooser");
        dialog[0].choose(3);
        SourceEditor editor = SourceTests.sourceEditor("fs/reiserfs/inode.c", 1302);
        // the chosen candidate carries the reference (the report put it on fs/inode.c, too short)
        assertTrue(editor.hoverText(1302).contains("start:1302/inode.c"), editor.hoverText(1302));
    }

    /** 1376/sched.c lies past the end of 2.4.16's kernel/sched.c (1,329 lines): F3 says so instead of clamping. */
    @Test
    void anUnresolvedReferenceSaysWhy() throws Exception {
        f3OnWorstRow("1376/sched.c"::equals);
        org.eclipse.jface.dialogs.MessageDialog[] message = new org.eclipse.jface.dialogs.MessageDialog[1];
        UiWait.until(display(), () -> {
            for (Shell s : display().getShells()) {
                if (!s.isDisposed() && s.getData() instanceof org.eclipse.jface.dialogs.MessageDialog d) {
                    message[0] = d;
                }
            }
            return message[0] != null;
        }, 60_000, "the message");
        String text = texts(message[0].getShell());
        message[0].close();
        assertTrue(text.contains("start:1376/sched.c") && text.contains("past the end of kernel/sched.c"), text);
    }

    /** @return the texts of a dialog's labels */
    private static String texts(org.eclipse.swt.widgets.Composite c) {
        StringBuilder out = new StringBuilder();
        for (org.eclipse.swt.widgets.Control child : c.getChildren()) {
            if (child instanceof org.eclipse.swt.widgets.Label l) {
                out.append(l.getText()).append('\n');
            } else if (child instanceof org.eclipse.swt.widgets.Composite inner) {
                out.append(texts(inner));
            }
        }
        return out.toString();
    }

    /** vprintk from seed 004's irq-off list: printk.c of 2.6.22.19 at its definition. */
    @Test
    void vprintkOfSeed004OpensPrintkCAtItsDefinition() throws Exception {
        IWorkbenchPage page = window().getActivePage();
        ViewTests.open(page, TestData.path(SEED_004));
        RecordsView records = (RecordsView) page.showView(RecordsView.ID);
        records.show(RecordKind.IRQ_OFF);
        VirtualTable table = ViewTests.settled(records.table());
        UiWait.until(display(), () -> table.model().rowCount() > 0, 60_000, "irq-off rows");
        int pos = -1;
        NatTable nat = table.natTable();
        for (int p = 1; p < nat.getRowCount() && pos < 0; p++) {
            pos = "vprintk".equals(nat.getDataValueByPosition(2, p)) ? p : -1;
        }
        assertTrue(pos > 0, "vprintk is listed");
        page.activate(records);
        SourceTests.doubleClick(nat, 2, pos);
        SourceEditor editor = SourceTests.sourceEditor("kernel/printk.c", 516);
        assertEquals("linux-2.6.22.19", ((SourceEditorInput) editor.getEditorInput()).tree().name());
        String hover = editor.hoverText(516);
        assertTrue(hover.contains("vprintk: self"), hover);
        // the side list: vprintk's 11 irq-off rows of seed 004, the longest (24348 us) first
        List<List<String>> rows = lineRecords(editor, 11);
        List<List<String>> irqOff = rows.stream().filter(r -> r.get(0).equals("irq-off row")).toList();
        assertEquals(11, irqOff.size(), rows.toString());
        assertTrue(irqOff.stream().allMatch(r -> r.get(4).equals("vprintk") && Integer.parseInt(r.get(2)) > 0), rows.toString());
        assertTrue(rows.get(0).get(3).contains("24.348"), rows.get(0).toString());
        assertTrue(editor.lineRecordsSummary().startsWith("11 records at line 516 (vprintk: self 113.036 ms"), editor.lineRecordsSummary());
        assertTrue(rows.stream().noneMatch(r -> r.get(5).startsWith("/")), "relative paths: " + rows);
        Screenshots.save(window().getShell(), "source-printk");
    }

    /** F3 on a call-tree node and on a timeline step of seed 000 open mark_offset_tsc in 2.6.9's timer_tsc.c. */
    @Test
    void f3FromCallAttributionAndFromATimelineStep() throws Exception {
        IWorkbenchPage page = window().getActivePage();
        TraceSetEditor set = ViewTests.open(page, TestData.path(SEED_000));
        CallAttributionView calls = (CallAttributionView) page.showView(CallAttributionView.ID);
        UiWait.until(display(), () -> calls.callTree() != null, 60_000, "the call tree");
        page.activate(calls);
        calls.filterField().setText("mark_offset_tsc");
        UiWait.until(display(), () -> !calls.table().busy(), 30_000, "the call tree's rows");
        UiWait.drain(display());
        NatTable nat = calls.table().control();
        int pos = -1;
        for (int p = 1; p < nat.getRowCount() && pos < 0; p++) {
            pos = "mark_offset_tsc".equals(nat.getDataValueByPosition(0, p)) ? p : -1;
        }
        assertTrue(pos > 0, "mark_offset_tsc is shown");
        SourceTests.click(nat, nat.getStartXOfColumnPosition(1) + 10, nat.getStartYOfRowPosition(pos) + nat.getRowHeightByPosition(pos) / 2);
        Object selected = ((org.eclipse.jface.viewers.IStructuredSelection) calls.getSite().getSelectionProvider().getSelection())
                .getFirstElement();
        assertEquals("mark_offset_tsc", ((CallNode) selected).name());
        SourceTests.f3();
        String file = "arch/i386/kernel/timers/timer_tsc.c";
        SourceEditor editor = SourceTests.sourceEditor(file, 323);
        assertTrue(editor.hoverText(323).contains("mark_offset_tsc: self"), editor.hoverText(323));
        // the side list holds mark_offset_tsc's steps; a double-click shows one in the timeline
        List<List<String>> steps = lineRecords(editor, 1);
        int first = -1;
        for (int i = 0; i < steps.size() && first < 0; i++) {
            first = steps.get(i).get(0).equals("step") && steps.get(i).get(4).equals("mark_offset_tsc") ? i : -1;
        }
        assertTrue(first >= 0, steps.toString());
        TimelineMarks[] marks = new TimelineMarks[1];
        set.timeline().canvas().addSelectionListener(m -> marks[0] = m);
        editor.openLineRecord(first);
        UiWait.drain(display());
        assertNotNull(marks[0], "the timeline selected a step");
        assertEquals(Integer.parseInt(steps.get(first).get(2).substring(1)), marks[0].step());
        assertEquals("mark_offset_tsc", org.latscope.model.support.TraceSets.steps(marks[0].row().trace()).moveTo(marks[0].step()).function());
        page.activate(editor);
        page.closeEditor(editor, false);
        // a step of mark_offset_tsc with its mcount marker: 2.6.9 has no mcount() calls, the function opens with a note
        page.activate(set);
        set.showTimeline();
        TraceTimeline row = null;
        int step = -1;
        for (TraceTimeline r : set.timeline().canvas().rows().traceRows()) {
            step = r.nextStep("mark_offset_tsc", -1, true);
            if (step >= 0) {
                row = r;
                break;
            }
        }
        assertNotNull(row);
        set.timeline().canvas().select(row, step);
        UiWait.drain(display());
        SourceTests.f3();
        SourceEditor fromStep = SourceTests.sourceEditor(file, 323);
        assertTrue(fromStep.headerText().contains("mcount"), fromStep.headerText());
    }
}
