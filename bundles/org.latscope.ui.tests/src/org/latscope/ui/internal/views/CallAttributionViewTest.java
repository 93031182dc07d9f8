// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.nebula.widgets.nattable.tree.TreeLayer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.cli.CommandLineRunner;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.editor.UiRefresh;
import org.latscope.ui.internal.source.SourceEditor;
import org.latscope.ui.internal.timeline.TimeUnits;
import org.latscope.ui.internal.timeline.TimelineMarks;
import org.latscope.ui.internal.views.calls.CallAttributionView;
import org.latscope.ui.internal.views.calls.CallColumn;
import org.latscope.ui.internal.views.calls.CallTreeRows;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/**
 * The Call Attribution view on seed 000 as a user drives it: the filter field, the top-down /
 * bottom-up combo, the hottest-path button, a double-click in the table; and its figures
 * against what {@code latscope tree --json} prints for the same file.
 */
class CallAttributionViewTest {

    private static final String SEED_000 = "seeds/000_ccd2cb2fc6f710da.txt";

    private static IWorkbenchWindow window() {
        return ViewTests.window();
    }

    @AfterEach
    void closeEditors() {
        ViewTests.cleanUp();
    }

    private TraceSetEditor openSeed000() throws Exception {
        return ViewTests.open(window().getActivePage(), TestData.path(SEED_000));
    }

    private CallAttributionView showView() throws Exception {
        CallAttributionView view = (CallAttributionView) window().getActivePage().showView(CallAttributionView.ID);
        view.filterField().setText("");
        settle(view);
        if (view.isBottomUp()) {
            choose(view, false);
        }
        UiWait.until(window().getShell().getDisplay(), () -> view.callTree() != null && !view.table().busy() && view.table().rows().size() > 0,
                30_000, "the call tree of seed 000");
        return view;
    }

    /** Picks top-down or bottom-up in the view's combo, as a user would. */
    private static void choose(CallAttributionView view, boolean bottomUp) {
        view.setBottomUp(bottomUp);
        settle(view);
    }

    /** Waits until the tree shows the rows of its last input, order or filter (built in a job). */
    private static void settle(CallAttributionView view) {
        UiWait.until(Display.getCurrent(), () -> !view.table().busy(), 30_000, "the call tree's rows");
        UiWait.drain(Display.getCurrent());
    }

    /** @return the table's position of the shown row named {@code name} whose parent is named {@code parent} */
    private static int shownRow(CallAttributionView view, String name, String parent) {
        NatTable table = view.table().control();
        CallTreeRows rows = view.table().rows();
        for (int pos = 1; pos < table.getRowCount(); pos++) {
            int index = table.getRowIndexByPosition(pos);
            int up = rows.parent(index);
            if (name.equals(table.getDataValueByPosition(0, pos))
                    && (parent == null ? up < 0 : up >= 0 && parent.equals(rows.node(up).name()))) {
                return pos;
            }
        }
        throw new AssertionError(name + " under " + parent + " is not shown");
    }

    private static String cell(CallAttributionView view, CallColumn column, int pos) {
        return String.valueOf(view.table().control().getDataValueByPosition(column.ordinal(), pos));
    }

    @Test
    void seed000Shows549usInCopyToUserUnderFileReadActorTopDownAndBottomUp() throws Exception {
        openSeed000();
        CallAttributionView view = showView();
        long setTotal = view.callTree().root().totalNs();
        // the analysis, as `latscope tree` prints it: 549 549 1 549 1 under file_read_actor
        CallNode copy = view.callTree().root().find("file_read_actor", "__copy_to_user_ll").orElseThrow();
        assertEquals(549_000, copy.totalNs());
        assertEquals(549_000, copy.selfNs());
        assertEquals(1, copy.count());
        assertEquals(549_000, copy.maxStepNs());
        assertEquals(1, copy.traces().size());

        view.filterField().setText("__copy_to_user_ll");
        settle(view);
        int actor = shownRow(view, "file_read_actor", null);
        assertEquals("549 us", cell(view, CallColumn.TOTAL, actor));
        int pos = shownRow(view, "__copy_to_user_ll", "file_read_actor");
        assertEquals("549 us", cell(view, CallColumn.TOTAL, pos));
        assertEquals("549 us", cell(view, CallColumn.SELF, pos));
        assertEquals("1", cell(view, CallColumn.COUNT, pos));
        assertEquals("549 us", cell(view, CallColumn.MAX, pos));
        assertEquals("1", cell(view, CallColumn.TRACES, pos));
        assertEquals(String.format(Locale.ROOT, "%.1f %%", 549_000 * 100.0 / setTotal), cell(view, CallColumn.PERCENT, pos));

        // bottom-up: __copy_to_user_ll's 549 us, then its caller file_read_actor
        choose(view, true);
        view.filterField().setText("file_read_actor");
        settle(view);
        CallNode inverted = view.callTree().inverted().find("__copy_to_user_ll").orElseThrow();
        int function = shownRow(view, "__copy_to_user_ll", null);
        assertEquals(TimeUnits.duration(inverted.totalNs()), cell(view, CallColumn.TOTAL, function));
        int caller = shownRow(view, "file_read_actor", "__copy_to_user_ll");
        assertEquals("549 us", cell(view, CallColumn.TOTAL, caller));
        assertEquals("1", cell(view, CallColumn.COUNT, caller));
        assertEquals("549 us", cell(view, CallColumn.MAX, caller));
        Screenshots.save(window().getShell(), "calls-seed000-bottom-up");
        view.filterField().setText("");
        settle(view);
        choose(view, false);
    }

    @Test
    void hottestPathExpandsSelectsAndHighlightsTheFunctionInTheTimeline() throws Exception {
        TraceSetEditor editor = openSeed000();
        editor.showTimeline();
        CallAttributionView view = showView();
        window().getActivePage().activate(view);
        // the path by hand: the child with the largest total, from the root down to a leaf
        CallNode expected = view.callTree().root();
        while (!expected.children().isEmpty()) {
            CallNode best = expected.children().get(0);
            for (CallNode c : expected.children()) {
                best = c.totalNs() > best.totalNs() ? c : best;
            }
            expected = best;
        }
        view.hottestButton().notifyListeners(SWT.Selection, new Event());
        UiWait.drain(Display.getCurrent());
        CallNode selected = view.table().selected();
        assertSame(expected, selected, "the last node of the hottest path is selected");
        CallTreeRows rows = view.table().rows();
        TreeLayer tree = view.table().treeLayer();
        int index = rows.indexOf(selected);
        assertTrue(tree.getRowPositionByIndex(index) >= 0, "the selected node is shown");
        for (int p = rows.parent(index); p >= 0; p = rows.parent(p)) {
            assertFalse(tree.getModel().isCollapsed(p), rows.node(p).name() + " is expanded");
        }
        String function = selected.name();
        UiWait.until(Display.getCurrent(), () -> editor.timeline().canvas().marks().highlighted().contains(function),
                10_000, "the timeline to highlight " + function);
        UiWait.spin(Display.getCurrent(), 300);
        assertTrue(Files.isRegularFile(Screenshots.save(window().getShell(), "calls-seed000")));
    }

    /** A click shows the function's first step in the timeline; a double-click opens its kernel source (2.6.9's timer_tsc.c). */
    @Test
    void doubleClickOpensTheFunctionsSourceAndTheTimelineShowsItsFirstStep() throws Exception {
        TraceSetEditor editor = openSeed000();
        editor.showOverview();
        CallAttributionView view = showView();
        window().getActivePage().activate(view);
        view.filterField().setText("mark_offset_tsc");
        settle(view);
        NatTable table = view.table().control();
        int pos = -1;
        for (int p = 1; p < table.getRowCount() && pos < 0; p++) {
            pos = "mark_offset_tsc".equals(table.getDataValueByPosition(0, p)) ? p : -1;
        }
        assertTrue(pos > 0, "mark_offset_tsc is shown");
        int x = table.getStartXOfColumnPosition(CallColumn.TOTAL.ordinal()) + 10;
        int y = table.getStartYOfRowPosition(pos) + table.getRowHeightByPosition(pos) / 2;
        mouse(table, SWT.MouseDown, x, y, 1);
        mouse(table, SWT.MouseUp, x, y, 1);
        mouse(table, SWT.MouseDown, x, y, 2);
        mouse(table, SWT.MouseDoubleClick, x, y, 2);
        mouse(table, SWT.MouseUp, x, y, 2);
        Display display = Display.getCurrent();
        UiWait.until(display, () -> window().getActivePage().getActiveEditor() instanceof SourceEditor source
                && source.getEditorInput().getName().equals("timer_tsc.c") && source.caretLine() == 323, 60_000,
                "mark_offset_tsc's definition in timer_tsc.c");
        UiWait.drain(display);
        // the first mark_offset_tsc step in the timeline's order
        TraceTimeline first = null;
        int step = -1;
        for (TraceTimeline row : editor.timeline().canvas().rows().traceRows()) {
            step = row.nextStep("mark_offset_tsc", -1, true);
            if (step >= 0) {
                first = row;
                break;
            }
        }
        assertNotNull(first);
        TimelineMarks marks = editor.timeline().canvas().marks();
        assertSame(first, marks.row(), "the first trace with the function");
        assertEquals(step, marks.step(), "its first step");
        assertTrue(marks.highlighted().contains("mark_offset_tsc"));
        view.filterField().setText("");
        settle(view);
    }

    private static void mouse(NatTable table, int type, int x, int y, int count) {
        Event e = new Event();
        e.button = 1;
        e.x = x;
        e.y = y;
        e.count = count;
        e.widget = table;
        table.notifyListeners(type, e);
        UiWait.drain(table.getDisplay());
    }

    @Test
    void figuresEqualTheCommandLinesTreeJson() throws Exception {
        openSeed000();
        CallAttributionView view = showView();
        compare(view, false);
        choose(view, true);
        compare(view, true);
        choose(view, false);
    }

    /** Every row of the view, all expanded, against {@code latscope tree --json --unit ns} in the same order. */
    @SuppressWarnings("unchecked")
    private void compare(CallAttributionView view, boolean inverted) {
        StringWriter out = new StringWriter();
        try (InstalledTraceFormats formats = new InstalledTraceFormats(getClass())) {
            CommandLineRunner cli = new CommandLineRunner(new PrintWriter(out), new PrintWriter(new StringWriter()),
                    formats.registry());
            String path = TestData.path(SEED_000).toString();
            int code = inverted ? cli.run("tree", "--json", "--unit", "ns", "--inverted", path)
                    : cli.run("tree", "--json", "--unit", "ns", path);
            assertTrue(code == CommandLineRunner.OK || code == CommandLineRunner.PARTIAL, "exit code " + code);
        }
        Map<String, Object> json = (Map<String, Object>) Json.parse(out.toString());
        assertEquals(Boolean.valueOf(inverted), json.get("inverted"));
        List<Object[]> expected = new java.util.ArrayList<>();
        flatten((List<Object>) json.get("nodes"), 0, expected);
        TreeLayer tree = view.table().treeLayer();
        tree.expandAll();
        UiWait.drain(Display.getCurrent());
        assertEquals(expected.size(), tree.getRowCount(), "rows");
        assertTrue(expected.size() > 10);
        for (int pos = 0; pos < tree.getRowCount(); pos++) {
            Object[] e = expected.get(pos);
            Map<String, Object> node = (Map<String, Object>) e[1];
            String where = "row " + pos + " " + node.get("name");
            assertEquals(((Integer) e[0]).intValue(), tree.getModel().depth(tree.getRowIndexByPosition(pos)), where);
            assertEquals(node.get("name"), tree.getDataValueByPosition(CallColumn.FUNCTION.ordinal(), pos), where);
            assertEquals(TimeUnits.duration(ns(node, "total_ns")), tree.getDataValueByPosition(CallColumn.TOTAL.ordinal(), pos), where);
            assertEquals(TimeUnits.duration(ns(node, "self_ns")), tree.getDataValueByPosition(CallColumn.SELF.ordinal(), pos), where);
            assertEquals(Long.toString(ns(node, "count")), tree.getDataValueByPosition(CallColumn.COUNT.ordinal(), pos), where);
            assertEquals(TimeUnits.duration(ns(node, "max_ns")), tree.getDataValueByPosition(CallColumn.MAX.ordinal(), pos), where);
            assertEquals(Integer.toString(((List<?>) node.get("traces")).size()),
                    tree.getDataValueByPosition(CallColumn.TRACES.ordinal(), pos), where);
        }
    }

    private static long ns(Map<String, Object> node, String field) {
        return Math.round(((Double) node.get(field)).doubleValue());
    }

    @SuppressWarnings("unchecked")
    private static void flatten(List<Object> nodes, int depth, List<Object[]> into) {
        for (Object n : nodes) {
            Map<String, Object> node = (Map<String, Object>) n;
            into.add(new Object[] { Integer.valueOf(depth), node });
            flatten((List<Object>) node.get("children"), depth + 1, into);
        }
    }
}
