// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.tests.UiWait;

/** What the analysis views' tests share: the window, opening a set, maximizing a view, cleaning up. */
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

    /** Maximizes a view, as a user reading its chart would, and lets it paint. */
    public static void maximize(IViewPart view) {
        IWorkbenchPage page = view.getSite().getPage();
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        UiWait.spin(view.getSite().getShell().getDisplay(), 500);
    }
}
