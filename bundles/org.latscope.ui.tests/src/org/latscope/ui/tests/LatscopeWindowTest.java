// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.views.properties.PropertySheet;
import org.junit.jupiter.api.Test;
import org.latscope.testdata.TestData;
import org.latscope.ui.TraceSetsView;

/** The Latscope window as a user sees it: title, perspective, and a folder opened in Trace Sets. */
class LatscopeWindowTest {

    private static final String PERSPECTIVE = "org.latscope.rcp.perspective";

    @Test
    void windowIsTitledLatscopeAndShowsTheLatscopePerspective() throws Exception {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        Shell shell = window.getShell();
        shell.setSize(1280, 800);
        assertEquals("Latscope", shell.getText());
        IWorkbenchPage page = window.getActivePage();
        assertEquals(PERSPECTIVE, page.getPerspective().getId());
        assertTrue(page.findView(TraceSetsView.ID) != null, "the Trace Sets view is open");
        assertTrue(Files.isRegularFile(Screenshots.save(shell, "latscope-window")));
    }

    /** The explorer keeps the window's bounds as the user leaves them, for the next start (org.latscope.rcp's WindowBounds). */
    @Test
    void theWindowsSizeIsKeptForTheNextStart() throws Exception {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        Display display = shell.getDisplay();
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode("org.latscope.rcp");
        shell.setBounds(40, 30, 1234, 777);
        UiWait.drain(display);
        Rectangle b = shell.getBounds();
        assertEquals(new Rectangle(40, 30, 1234, 777), b);
        assertEquals("40,30,1234,777", node.get("window.bounds", null));
        // (maximizing needs a window manager, which the test display has not)
        shell.setBounds(60, 40, 1300, 820);
        UiWait.drain(display);
        assertEquals("60,40,1300,820", node.get("window.bounds", null));
    }

    @org.junit.jupiter.api.AfterEach
    void closeEditors() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    @Test
    void openingTheSeedFolderShowsWhatEachFileHolds() throws Exception {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        Display display = window.getShell().getDisplay();
        TraceSetsView view = (TraceSetsView) window.getActivePage().showView(TraceSetsView.ID);
        Path seeds = TestData.path("seeds");
        view.open(List.of(seeds));
        assertTrue(window.getActivePage().getActiveEditor() instanceof org.latscope.ui.editor.TraceSetEditor,
                "the folder opens in a Trace Set editor");
        Tree tree = view.getViewer().getTree();
        UiWait.until(display, () -> findItem(tree.getItems(), "seeds (5 files)") != null, 60_000,
                "the seed folder to be read");
        TreeItem set = findItem(tree.getItems(), "seeds (5 files)");
        view.getViewer().expandToLevel(2);
        UiWait.drain(display);
        List<String> files = Arrays.stream(set.getItems()).map(TreeItem::getText).toList();
        assertEquals(5, files.size(), files.toString());
        TreeItem seed000 = findItem(set.getItems(), "000_ccd2cb2fc6f710da.txt");
        assertTrue(seed000 != null && seed000.getText().contains("[vp-latency,"), files.toString());
        assertTrue(files.contains("004_3538765cb0028241.txt  [irq-latency, 2 items]"), files.toString());
        view.getViewer().setExpandedState(seed000.getData(), true);
        UiWait.drain(display);
        // seed 000's shortest trace: "latency: 550 us, entries: 6 (6)", task cat/6771
        TreeItem shortest = findItem(seed000.getItems(), "latency 550 us, 6 steps (6 declared)  cat/6771");
        assertTrue(shortest != null, Arrays.stream(seed000.getItems()).map(TreeItem::getText).toList().toString());
        assertTrue(findItem(seed000.getItems(), "latency ? us, 1 step (? declared)") != null,
                Arrays.stream(seed000.getItems()).map(TreeItem::getText).toList().toString());
        view.getViewer().setSelection(new StructuredSelection(shortest.getData()), true);
        PropertySheet sheet = (PropertySheet) window.getActivePage().showView(IPageLayout.ID_PROP_SHEET);
        window.getActivePage().activate(view);
        // the header's fields in their own category, one level down, as printed in the trace
        Tree properties = (Tree) sheet.getCurrentPage().getControl();
        UiWait.until(display, () -> findItem(properties.getItems(), "header") != null, 10_000, "the Properties view to show the trace");
        TreeItem header = findItem(properties.getItems(), "header");
        header.setExpanded(true);
        UiWait.drain(display);
        assertEquals("550", valueOf(header, "latencyUs"));
        assertEquals("cat", valueOf(header, "taskComm"));
        assertEquals("kmap_atomic+0x23/0xe0", valueOf(header, "startedAt"));
        assertTrue(Files.isRegularFile(Screenshots.save(window.getShell(), "trace-sets-seeds")));
    }

    /** The value column of the property named {@code name} under {@code category}. */
    private static String valueOf(TreeItem category, String name) {
        for (TreeItem item : category.getItems()) {
            if (item.getText(0).equals(name)) {
                return item.getText(1);
            }
        }
        return "no property " + name + " in " + Arrays.stream(category.getItems()).map(i -> i.getText(0)).toList();
    }

    /** The first item whose text starts with {@code prefix}. */
    private static TreeItem findItem(TreeItem[] items, String prefix) {
        for (TreeItem item : items) {
            if (item.getText().startsWith(prefix)) {
                return item;
            }
        }
        return null;
    }
}
