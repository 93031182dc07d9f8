// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.analysis.compare.KeyComparison;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.timeline.TimelineMarks;
import org.latscope.ui.internal.views.table.TableStyle;
import org.latscope.ui.internal.views.table.VirtualTable;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/**
 * The Compare view on a folder with two runs of real v1.0.5 traces: lt040903 (the two traces
 * posted on 2 and 3 Sep 2004) and lt040907 (seed 000, the mail that carries lt040907's traces).
 */
class CompareViewTest {

    @TempDir
    Path dir;

    private static IWorkbenchWindow window() {
        return ViewTests.window();
    }

    @AfterEach
    void cleanUp() {
        ViewTests.cleanUp();
    }

    private static String cell(VirtualTable table, int row, int col) {
        return ViewTests.cell(table, row, col);
    }

    /** Every column at least as wide as its header's and cells' text, and the table as wide as its columns. */
    private static void assertColumnsFit(VirtualTable table) {
        NatTable nat = table.natTable();
        GC gc = new GC(nat);
        try {
            int total = 0;
            for (int c = 0; c < nat.getColumnCount(); c++) {
                int width = nat.getColumnWidthByPosition(c);
                total += width;
                for (int r = -1; r < table.rows().size(); r++) {
                    String text = r < 0 ? String.valueOf(nat.getDataValueByPosition(c, 0)) : ViewTests.cell(table, r, c);
                    assertTrue(gc.textExtent(text).x < width, text + " fits column " + c + " of " + width + " px");
                }
            }
            assertTrue(total <= nat.getClientArea().width, "columns of " + total + " px in " + nat.getClientArea().width);
        } finally {
            gc.dispose();
        }
    }

    @Test
    void twoRunsOfOneFolderShowWhatCompareOfTheirFoldersPrints() throws Exception {
        Path runs = ViewTests.twoRuns(dir);
        IWorkbenchPage page = window().getActivePage();
        ViewTests.open(page, runs);
        CompareView view = (CompareView) page.showView(CompareView.ID);
        Display display = page.getWorkbenchWindow().getShell().getDisplay();
        UiWait.until(display, () -> view.comparison() != null, 30_000, "the comparison");
        UiWait.drain(display);
        assertEquals(List.of("runs", "runs / lt040903", "runs / lt040907"), view.sources());
        // the threshold of the preferences: 100 us
        assertEquals(100_000, view.comparison().minNs());
        VirtualTable keys = view.keyTable();
        // mark_offset_tsc: once (+2.878 ms) in lt040903, 12 steps of 100 us or more in lt040907's
        int tsc = ViewTests.row(keys, "mark_offset_tsc");
        assertEquals("common", cell(keys, tsc, 1));
        String json = Cli.run("compare", "--json", "--min", "100us", "--unit", "ns", runs.resolve("lt040903").toString(),
                runs.resolve("lt040907").toString());
        int at = json.indexOf("\"mark_offset_tsc\"");
        assertTrue(at > 0, json);
        assertEquals(cell(keys, tsc, 2), Long.toString((long) Cli.number(json, "count_a", at)));
        assertEquals(cell(keys, tsc, 3), Long.toString((long) Cli.number(json, "count_b", at)));
        assertEquals(cell(keys, tsc, 4), String.format("%+d", (long) Cli.number(json, "count_delta", at)));
        assertEquals(cell(keys, tsc, 5), KeyTableModel.ratio(Cli.number(json, "count_ratio", at)));
        assertEquals(2_878_000, (long) Cli.number(json, "max_a_ns", at));
        assertEquals("2.878 ms", cell(keys, tsc, 6));
        RGB plain = ViewTests.background(keys, tsc, 0);
        // __copy_to_user_ll (+0.549 ms) is new in lt040907, sched_clock (+0.620 ms) vanished from lt040903
        int copy = ViewTests.row(keys, "__copy_to_user_ll");
        assertEquals("new", cell(keys, copy, 1));
        assertEquals("0", cell(keys, copy, 2));
        assertEquals("549 us", cell(keys, copy, 7));
        assertEquals(new RGB(200, 240, 200), ViewTests.background(keys, copy, 0));
        assertEquals(new RGB(200, 240, 200), ViewTests.background(keys, copy, 2), "the whole row");
        int clock = ViewTests.row(keys, "sched_clock");
        assertEquals("vanished", cell(keys, clock, 1));
        assertEquals("620 us", cell(keys, clock, 6));
        assertEquals(new RGB(250, 205, 205), ViewTests.background(keys, clock, 0));
        assertNotEquals(new RGB(200, 240, 200), plain, "common: not coloured");
        assertNotEquals(new RGB(250, 205, 205), plain, "common: not coloured");
        assertEquals(json.split("\"key\"").length - 1, keys.rows().size(), "every key of the command line");
        // numbers right-aligned, every column wide enough for its widest text
        assertTrue(keys.natTable().getConfigLabelsByPosition(7, 1).hasLabel(TableStyle.NUMERIC), "max B right-aligned");
        // the trace latencies of both runs overlaid
        assertEquals(2, view.chart().painter().model().layers().size());
        assertNotNull(view.chart().painter().model().marks());
        ViewTests.maximize(view);
        assertColumnsFit(keys);
        assertColumnsFit(view.figuresTable());
        assertEquals("trace latency A", cell(view.figuresTable(), 0, 0));
        Screenshots.save(window().getShell(), "compare-runs");
    }

    @Test
    void aSelectedKeyHighlightsItsStepsInTheTimeline() throws Exception {
        IWorkbenchPage page = window().getActivePage();
        TraceSetEditor editor = ViewTests.open(page, ViewTests.twoRuns(dir));
        editor.showTimeline();
        CompareView view = (CompareView) page.showView(CompareView.ID);
        Display display = page.getWorkbenchWindow().getShell().getDisplay();
        UiWait.until(display, () -> view.comparison() != null, 30_000, "the comparison");
        UiWait.drain(display);
        page.activate(view);
        VirtualTable keys = view.keyTable();
        int row = keys.rows().row(ViewTests.row(keys, "mark_offset_tsc"));
        assertTrue(keys.select(row));
        Object selected = ((IStructuredSelection) view.getSite().getSelectionProvider().getSelection()).getFirstElement();
        assertEquals("mark_offset_tsc", ((KeyComparison) selected).key());
        UiWait.until(display, () -> editor.timeline().canvas().marks().highlighted().contains("mark_offset_tsc"), 10_000,
                "the timeline to highlight mark_offset_tsc");
        TimelineMarks marks = editor.timeline().canvas().marks();
        assertEquals(Set.of("mark_offset_tsc"), marks.highlighted());
        assertNotNull(marks.row(), "the first step shown");
        assertEquals("mark_offset_tsc", marks.row().function(marks.step()));
    }
}
