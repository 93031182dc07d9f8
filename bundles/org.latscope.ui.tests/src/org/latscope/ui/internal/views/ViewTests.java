// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.nebula.widgets.nattable.layer.cell.ILayerCell;
import org.eclipse.nebula.widgets.nattable.style.CellStyleAttributes;
import org.eclipse.nebula.widgets.nattable.style.CellStyleUtil;
import org.eclipse.nebula.widgets.nattable.viewport.command.ShowRowInViewportCommand;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.views.table.VirtualTable;
import org.latscope.ui.tests.UiWait;

/**
 * What the analysis views' tests share: the window, opening a set, a folder of two runs, reading
 * a table's cells, maximizing a view, cleaning up.
 */
public final class ViewTests {

    private ViewTests() {
    }

    /** @return the workbench window, 1400 x 900 */
    public static IWorkbenchWindow window() {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        window.getShell().setSize(1400, 900);
        return window;
    }

    /** Restores maximized views and closes the editors. */
    public static void cleanUp() {
        IWorkbenchPage page = window().getActivePage();
        for (IViewReference ref : page.getViewReferences()) {
            if (page.getPartState(ref) == IWorkbenchPage.STATE_MAXIMIZED) {
                page.setPartState(ref, IWorkbenchPage.STATE_RESTORED);
            }
        }
        page.closeAllEditors(false);
    }

    /** Opens a path in a Trace Set editor and waits until it is loaded. */
    public static TraceSetEditor open(IWorkbenchPage page, Path path) throws Exception {
        TraceSetEditor editor = TraceSetEditor.open(page, path);
        Display display = page.getWorkbenchWindow().getShell().getDisplay();
        UiWait.until(display, editor::showsLoadedSet, 60_000, path + " to load and show");
        assertTrue(editor.traceSet().results() != null, String.valueOf(editor.traceSet().problem()));
        return editor;
    }

    /**
     * Builds a folder with two runs of real v1.0.5 traces: lt040903 (the two traces posted on 2
     * and 3 Sep 2004) and lt040907 (seed 000, the mail that carries lt040907's traces).
     *
     * @param dir a temporary folder
     * @return {@code dir/runs}
     */
    public static Path twoRuns(Path dir) throws Exception {
        Path a = Files.createDirectories(dir.resolve("runs/lt040903/NoAccel"));
        Files.copy(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"), a.resolve("lt.01"));
        Files.copy(TestData.path("samples/public/old_v1.0.5_swapper_2888us_wrapped_line.txt"), a.resolve("lt.02"));
        Path b = Files.createDirectories(dir.resolve("runs/lt040907/lt001.v3k1"));
        Files.copy(TestData.path("seeds/000_ccd2cb2fc6f710da.txt"), b.resolve("lt.01"));
        return dir.resolve("runs");
    }

    /**
     * Waits until a table shows the rows of its last sort or filter (computed in a job).
     *
     * @return the table
     */
    public static VirtualTable settled(VirtualTable table) {
        UiWait.until(table.getDisplay(), () -> !table.busy(), 120_000, "the table's sort or filter");
        return table;
    }

    /**
     * The text a table shows at a table row (0: the first body row) and column, through its
     * layers: scrolls the row into view as a user would to read it.
     */
    public static String cell(VirtualTable table, int row, int col) {
        NatTable nat = settled(table).natTable();
        return String.valueOf(nat.getDataValueByPosition(col, position(nat, row)));
    }

    /** Scrolls a table row into view; @return its row position in the NatTable (the header is 0) */
    private static int position(NatTable nat, int row) {
        nat.doCommand(new ShowRowInViewportCommand(row));
        for (int p = 1; p < nat.getRowCount(); p++) {
            if (nat.getRowIndexByPosition(p) == row) {
                return p;
            }
        }
        throw new AssertionError("row " + row + " is not shown");
    }

    /** @return the table row (0: the first body row) whose first column shows {@code text} */
    public static int row(VirtualTable table, String text) {
        settled(table);
        for (int r = 0; r < table.rows().size(); r++) {
            if (cell(table, r, 0).equals(text)) {
                return r;
            }
        }
        throw new AssertionError(text + " is not in the table");
    }

    /** @return the background a cell is painted with, as NatTable's config registry styles its labels */
    public static RGB background(VirtualTable table, int row, int col) {
        NatTable nat = settled(table).natTable();
        ILayerCell cell = nat.getCellByPosition(col, position(nat, row));
        Color colour = CellStyleUtil.getCellStyle(cell, nat.getConfigRegistry()).getAttributeValue(
                CellStyleAttributes.BACKGROUND_COLOR);
        return colour == null ? null : colour.getRGB();
    }

    /** Maximizes a view, as a user reading its chart would, and lets it paint. */
    public static void maximize(IViewPart view) {
        IWorkbenchPage page = view.getSite().getPage();
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        UiWait.spin(view.getSite().getShell().getDisplay(), 500);
    }
}
