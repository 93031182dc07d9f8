// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.cli.CommandLineRunner;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.views.diagnostics.DiagnosticsView;
import org.latscope.ui.internal.views.hotspots.HotspotsTableModel;
import org.latscope.ui.internal.views.hotspots.HotspotsView;
import org.latscope.ui.internal.views.records.RecordKind;
import org.latscope.ui.internal.views.records.RecordsView;
import org.latscope.ui.internal.views.table.VirtualTable;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/**
 * The Hotspots, Records and Diagnostics views on the bundled samples, read through their
 * NatTables' layer stacks as painted, and the Hotspots figures against {@code latscope
 * hotspots --json} run in-process on the same file.
 */
class TableViewsTest {

    private static final String SEED_000 = "seeds/000_ccd2cb2fc6f710da.txt";
    private static final String SEED_001 = "seeds/001_abd67432cf475aff.txt";
    private static final String SEED_004 = "seeds/004_3538765cb0028241.txt";
    private static final String WORST20 = "samples/worst20/latencytimes-2.4.10-pre12.txt";

    private static IWorkbenchWindow window() {
        return ViewTests.window();
    }

    private Display display() {
        return window().getShell().getDisplay();
    }

    @AfterEach
    void closeEditors() {
        ViewTests.cleanUp();
    }

    private TraceSetEditor open(String relative) throws Exception {
        return ViewTests.open(window().getActivePage(), TestData.path(relative));
    }

    private HotspotsView hotspots(String relative, HotspotGrouping by, String min) throws Exception {
        open(relative);
        HotspotsView view = (HotspotsView) window().getActivePage().showView(HotspotsView.ID);
        view.set(by, min);
        UiWait.until(display(), () -> view.model() != null && view.model().request().grouping() == by, 60_000,
                "hotspots by " + by.id());
        UiWait.drain(display());
        return view;
    }

    private static String cell(VirtualTable table, int row, int col) {
        return ViewTests.cell(table, row, col);
    }

    /** Filters by a key and returns the only row's cells. */
    private static List<String> only(VirtualTable table, String filter) {
        table.setFilter(filter);
        ViewTests.settled(table);
        assertEquals(1, table.rows().size(), "rows matching " + filter);
        List<String> cells = new ArrayList<>();
        for (int c = 0; c < table.natTable().getColumnCount(); c++) {
            cells.add(cell(table, 0, c));
        }
        return cells;
    }

    @Test
    void hotspotsByLocationOnWorst20ShowEnd697Sched() throws Exception {
        HotspotsView view = hotspots(WORST20, HotspotGrouping.LOCATION, "0");
        List<String> row = only(view.table(), "end:697/sched.c");
        assertEquals("end:697/sched.c", row.get(HotspotsTableModel.KEY));
        assertEquals("43", row.get(HotspotsTableModel.COUNT)); // as latscope hotspots --by location
        assertEquals(cliCount(WORST20, "location", "end:697/sched.c"), row.get(HotspotsTableModel.COUNT));
    }

    @Test
    void hotspotsByFunctionOnSeed004ShowVprintk() throws Exception {
        HotspotsView view = hotspots(SEED_004, HotspotGrouping.FUNCTION, "0");
        List<String> row = only(view.table(), "vprintk");
        assertEquals("11", row.get(HotspotsTableModel.COUNT));
        assertEquals("113.036", row.get(HotspotsTableModel.TOTAL));
    }

    @Test
    void hotspotsOfSeed001AreSortableAndSelectHotspots() throws Exception {
        HotspotsView view = hotspots(SEED_001, HotspotGrouping.LOCATION, "0");
        VirtualTable table = view.table();
        table.setFilter("");
        ViewTests.settled(table);
        table.sort(HotspotsTableModel.MAX, true);
        ViewTests.settled(table);
        long previous = Long.MAX_VALUE;
        for (int r = 0; r < table.rows().size(); r++) {
            long max = view.model().hotspot(table.rows().row(r)).maxNs();
            assertTrue(max <= previous, "sorted by max, descending");
            previous = max;
        }
        table.sort(HotspotsTableModel.COUNT, true);
        ViewTests.settled(table);
        assertEquals("end:697/sched.c", cell(table, 0, HotspotsTableModel.KEY));
        assertEquals("43", cell(table, 0, HotspotsTableModel.COUNT));
        table.select(table.rows().row(0));
        UiWait.drain(display());
        assertEquals(1, table.selectedRows().length);
        Object selected = ((org.eclipse.jface.viewers.IStructuredSelection) view.getSite().getSelectionProvider()
                .getSelection()).getFirstElement();
        assertEquals("end:697/sched.c", ((org.latscope.analysis.hotspots.Hotspot) selected).key());
        maximize(view);
        assertTrue(Files.isRegularFile(Screenshots.save(window().getShell(), "hotspots-seed001")));
    }

    @Test
    void aHotspotClickedHighlightsItsStepsInTheTimeline() throws Exception {
        HotspotsView view = hotspots(SEED_000, HotspotGrouping.FUNCTION, "100us");
        VirtualTable table = view.table();
        only(table, "mark_offset_tsc");
        org.latscope.ui.editor.TraceSetEditor editor = (org.latscope.ui.editor.TraceSetEditor) window().getActivePage()
                .getActiveEditor();
        table.select(table.rows().row(0));
        org.latscope.ui.internal.timeline.TimelineCanvas canvas = editor.timeline().canvas();
        UiWait.until(display(), () -> canvas.marks().highlighted().contains("mark_offset_tsc"), 5_000,
                "the timeline to highlight the hotspot's steps");
        assertEquals("mark_offset_tsc", canvas.marks().row().function(canvas.marks().step()),
                "the first of its steps is shown");
        table.setFilter("");
        ViewTests.settled(table);
    }

    /** Every figure of the view equals {@code latscope hotspots --json --unit ns} on the same file. */
    @Test
    void hotspotsFiguresEqualTheCommandLinesJson() throws Exception {
        for (String[] c : new String[][] { { SEED_001, "location" }, { SEED_004, "function" }, { SEED_000, "caller" } }) {
            HotspotsView view = hotspots(c[0], HotspotGrouping.of(c[1]), "0");
            view.table().setFilter("");
            ViewTests.settled(view.table());
            List<String[]> json = cliHotspots(c[0], c[1]);
            HotspotsTableModel model = view.model();
            assertEquals(json.size(), model.rowCount(), c[0] + " by " + c[1] + ": hotspots");
            for (int r = 0; r < json.size(); r++) {
                String[] h = json.get(r);
                var shown = model.hotspot(r);
                assertEquals(h[0], shown.key());
                assertEquals(h[1], Long.toString(shown.count()), h[0]);
                assertEquals(h[2], Long.toString(shown.totalNs()), h[0]);
                assertEquals(h[3], Long.toString(shown.maxNs()), h[0]);
                assertEquals(h[4], Integer.toString(shown.traces().size()), h[0]);
            }
            closeEditors();
        }
    }

    /** The => frames printed under a wakeup_rt trace's two <stack trace> entries belong to them. */
    @Test
    void recordsListTheStackTracesWithTheirFrames() throws Exception {
        open("samples/ftrace-6.1-rt/wakeup_rt.txt");
        RecordsView view = (RecordsView) window().getActivePage().showView(RecordsView.ID);
        view.show(RecordKind.STACK_TRACES);
        VirtualTable table = view.table();
        UiWait.until(display(), () -> table.model().rowCount() > 0 && table.model().header(5).equals(
                org.latscope.ui.internal.Messages.Records_frames), 60_000, "stack traces");
        table.setFilter("");
        ViewTests.settled(table);
        UiWait.drain(display());
        assertEquals(2, table.rows().size());
        // as the trace prints them: 24 frames from __ftrace_trace_stack, then 14 at the switch
        assertEquals("0", cell(table, 0, 1));
        assertEquals("3142", cell(table, 1, 1));
        assertEquals("1", cell(table, 0, 2));
        assertEquals("sleep-182", cell(table, 0, 3));
        assertEquals("24", cell(table, 0, 4));
        assertTrue(cell(table, 0, 5).startsWith("__ftrace_trace_stack < probe_wakeup < ttwu_do_wakeup < try_to_wake_up"),
                cell(table, 0, 5));
        assertEquals("14", cell(table, 1, 4));
        assertTrue(cell(table, 1, 5).endsWith("do_syscall_64 < entry_SYSCALL_64_after_hwframe"), cell(table, 1, 5));
        ViewTests.maximize(view);
        Screenshots.save(window().getShell(), "records-stack-traces");
    }

    @Test
    void recordsOfSeed004ListTheIrqOffRows() throws Exception {
        open(SEED_004);
        RecordsView view = (RecordsView) window().getActivePage().showView(RecordsView.ID);
        view.show(RecordKind.IRQ_OFF);
        VirtualTable table = view.table();
        UiWait.until(display(), () -> table.model().rowCount() > 0 && table.model().header(2).equals(
                org.latscope.ui.internal.Messages.Records_function), 60_000, "irq-off rows");
        table.setFilter("");
        ViewTests.settled(table);
        UiWait.drain(display());
        assertTrue(table.rows().size() >= 11, "irq-off rows: " + table.rows().size());
        table.setFilter("vprintk");
        ViewTests.settled(table);
        assertEquals(11, table.rows().size(), "vprintk rows");
        assertEquals("vprintk", cell(table, 0, 2));
        table.setFilter("");
        ViewTests.settled(table);
        table.sort(1, true);
        ViewTests.settled(table);
        UiWait.drain(display());
        maximize(view);
        assertTrue(Files.isRegularFile(Screenshots.save(window().getShell(), "records-seed004")));
    }

    @Test
    void diagnosticsOfSeed000OpenTheFileAtTheLine() throws Exception {
        open(SEED_000);
        DiagnosticsView view = (DiagnosticsView) window().getActivePage().showView(DiagnosticsView.ID);
        VirtualTable table = view.table();
        UiWait.until(display(), () -> table.model().rowCount() > 0, 60_000, "diagnostics");
        table.sort(1, false); // by line: file-level diagnostics (line 0) first
        ViewTests.settled(table);
        int row = 0;
        while (row < table.rows().size() - 1 && cell(table, row, 1).isEmpty()) { // line 0, the whole file: no number
            row++;
        }
        UiWait.drain(display());
        String line = cell(table, row, 1);
        String text = cell(table, row, 4);
        assertTrue(Integer.parseInt(line) > 0, line);
        maximize(view);
        assertTrue(Files.isRegularFile(Screenshots.save(window().getShell(), "diagnostics-seed000")));
        doubleClick(table.natTable(), 1, row + 1);
        UiWait.until(display(), () -> view.dialog() != null, 5_000, "the raw file dialog");
        UiWait.drain(display());
        String selected = view.dialog().selectedText();
        assertTrue(selected.trim().startsWith(line + " "), selected);
        assertTrue(selected.contains(text.strip()), selected + " vs " + text);
        assertNotNull(Screenshots.save(view.dialog().getShell(), "diagnostics-seed000-raw"));
        view.dialog().close();
    }

    /** A left double-click, as SWT delivers it, in the middle of a cell (positions of the NatTable). */
    private void doubleClick(NatTable table, int col, int row) {
        int x = table.getStartXOfColumnPosition(col) + table.getColumnWidthByPosition(col) / 2;
        int y = table.getStartYOfRowPosition(row) + table.getRowHeightByPosition(row) / 2;
        int[] types = { SWT.MouseDown, SWT.MouseUp, SWT.MouseDown, SWT.MouseDoubleClick, SWT.MouseUp };
        for (int i = 0; i < types.length; i++) {
            int type = types[i];
            Event e = new Event();
            e.button = 1;
            e.x = x;
            e.y = y;
            e.count = i < 2 ? 1 : 2;
            table.notifyListeners(type, e);
        }
        UiWait.spin(display(), 500);
    }

    /** Maximizes a view, as a user reading a long table does, for a screenshot. */
    private void maximize(org.eclipse.ui.IViewPart view) {
        IWorkbenchPage page = window().getActivePage();
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        UiWait.spin(display(), 300);
    }

    private String cliJson(String relative, String by) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try (InstalledTraceFormats formats = new InstalledTraceFormats(getClass())) {
            new CommandLineRunner(new PrintWriter(out), new PrintWriter(err), formats.registry())
                    .run("hotspots", "--by", by, "--json", "--unit", "ns", TestData.path(relative).toString());
        }
        assertTrue(out.toString().contains("\"hotspots\""), err.toString());
        return out.toString();
    }

    /** key, count, total ns, max ns, trace count of each hotspot the command line prints. */
    private List<String[]> cliHotspots(String relative, String by) {
        Matcher m = Pattern.compile("\"key\": \"((?:[^\"\\\\]|\\\\.)*)\",\\s*\"count\": (\\d+),\\s*\"total_ns\": (\\d+),"
                + "\\s*\"max_ns\": (\\d+),\\s*\"traces\": \\[([^\\]]*)\\]").matcher(cliJson(relative, by));
        List<String[]> hotspots = new ArrayList<>();
        while (m.find()) {
            String traces = m.group(5).trim();
            int n = traces.isEmpty() ? 0 : traces.split("\",").length;
            hotspots.add(new String[] { m.group(1), m.group(2), m.group(3), m.group(4), Integer.toString(n) });
        }
        return hotspots;
    }

    private String cliCount(String relative, String by, String key) {
        return cliHotspots(relative, by).stream().filter(h -> h[0].equals(key)).findFirst().orElseThrow()[1];
    }
}
