// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
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

    @Test
    void openingTheSeedFolderListsItsFilesInTheTree() throws Exception {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        Display display = window.getShell().getDisplay();
        TraceSetsView view = (TraceSetsView) window.getActivePage().showView(TraceSetsView.ID);
        Path seeds = TestData.path("seeds");
        view.open(List.of(seeds));
        Tree tree = view.getViewer().getTree();
        UiWait.until(display, () -> findItem(tree, seeds.toString() + " (5 files)") != null, 20_000,
                "the seed folder to be listed");
        TreeItem folder = findItem(tree, seeds.toString() + " (5 files)");
        folder.setExpanded(true);
        view.getViewer().expandToLevel(2);
        UiWait.drain(display);
        List<String> files = Arrays.stream(folder.getItems()).map(TreeItem::getText).toList();
        assertEquals(5, files.size(), files.toString());
        assertTrue(files.get(0).startsWith("000_ccd2cb2fc6f710da.txt  (11947 bytes)"), files.get(0));
        tree.setSelection(folder.getItem(1));
        assertTrue(Files.isRegularFile(Screenshots.save(window.getShell(), "trace-sets-seeds")));
    }

    private static TreeItem findItem(Tree tree, String text) {
        for (TreeItem item : tree.getItems()) {
            if (item.getText().equals(text)) {
                return item;
            }
        }
        return null;
    }
}
