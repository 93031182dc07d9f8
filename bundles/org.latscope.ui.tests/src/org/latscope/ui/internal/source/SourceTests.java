// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.IHandlerService;
import org.latscope.ui.internal.views.ViewTests;
import org.latscope.ui.internal.views.table.VirtualTable;
import org.latscope.ui.tests.UiWait;

/** What the source tests share: waiting for the source editor, clicks as SWT delivers them, F3. */
final class SourceTests {

    private SourceTests() {
    }

    private static IWorkbenchWindow window() {
        return ViewTests.window();
    }

    private static Display display() {
        return window().getShell().getDisplay();
    }

    /** Waits for the source editor of a file to be active and at its line. */
    static SourceEditor sourceEditor(String file, int line) {
        IWorkbenchPage page = window().getActivePage();
        UiWait.until(display(), () -> page.getActiveEditor() instanceof SourceEditor e
                && ((SourceEditorInput) e.getEditorInput()).file().equals(file) && e.caretLine() == line, 60_000,
                file + ":" + line + " to open");
        UiWait.drain(display());
        return (SourceEditor) page.getActiveEditor();
    }

    /** A left double-click in the middle of a cell, as SWT delivers it (NatTable positions). */
    static void doubleClick(NatTable table, int col, int row) {
        int x = table.getStartXOfColumnPosition(col) + table.getColumnWidthByPosition(col) / 2;
        int y = table.getStartYOfRowPosition(row) + table.getRowHeightByPosition(row) / 2;
        int[] types = { SWT.MouseDown, SWT.MouseUp, SWT.MouseDown, SWT.MouseDoubleClick, SWT.MouseUp };
        for (int i = 0; i < types.length; i++) {
            Event e = new Event();
            e.button = 1;
            e.x = x;
            e.y = y;
            e.count = i < 2 ? 1 : 2;
            table.notifyListeners(types[i], e);
        }
        UiWait.drain(table.getDisplay());
    }

    /** @return the NatTable row position (header 0) whose first column shows text, scrolled into view */
    static int position(VirtualTable table, String text) {
        int row = ViewTests.row(table, text);
        ViewTests.cell(table, row, 0);
        NatTable nat = table.natTable();
        for (int p = 1; p < nat.getRowCount(); p++) {
            if (text.equals(nat.getDataValueByPosition(0, p))) {
                return p;
            }
        }
        throw new AssertionError(text + " is not shown");
    }

    /** A left click, as SWT delivers it. */
    static void click(NatTable table, int x, int y) {
        for (int type : new int[] { SWT.MouseDown, SWT.MouseUp }) {
            Event e = new Event();
            e.button = 1;
            e.x = x;
            e.y = y;
            e.count = 1;
            table.notifyListeners(type, e);
        }
        UiWait.drain(table.getDisplay());
    }

    static void f3() throws Exception {
        window().getWorkbench().getService(IHandlerService.class).executeCommand(OpenSourceHandler.COMMAND, null);
    }
}
