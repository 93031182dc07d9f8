// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.commands.Command;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.part.ISetSelectionTarget;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.latscope.testdata.TestData;
import org.latscope.ui.TraceSetsView;

/** In an Eclipse IDE: a folder of traces in a project opens in the Trace Sets view. */
class OpenInLatscopeTest {

    private static final String COMMAND = "org.latscope.ide.openInLatscope";
    private IProject project;

    @Test
    void openInLatscopeShowsTheSelectedProjectFolder() throws Exception {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("kernel-traces");
        project.create(new NullProgressMonitor());
        project.open(new NullProgressMonitor());
        IFolder folder = project.getFolder("lt040907");
        folder.create(true, true, new NullProgressMonitor());
        for (String seed : new String[] { "000_ccd2cb2fc6f710da.txt", "001_abd67432cf475aff.txt" }) {
            try (var in = Files.newInputStream(TestData.path("seeds/" + seed))) {
                folder.getFile(seed).create(in, true, new NullProgressMonitor());
            }
        }

        // As a user does: select the folder in the Project Explorer, then run the command.
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IViewPart explorer = window.getActivePage().showView(IPageLayout.ID_PROJECT_EXPLORER);
        ((ISetSelectionTarget) explorer).selectReveal(new StructuredSelection(folder));
        assertEquals(folder, ((IStructuredSelection) explorer.getSite().getSelectionProvider().getSelection()).getFirstElement());
        Command command = window.getService(ICommandService.class).getCommand(COMMAND);
        assertTrue(command.isDefined(), "the IDE bundle contributes " + COMMAND);
        window.getService(IHandlerService.class).executeCommand(COMMAND, null);

        TraceSetsView view = (TraceSetsView) window.getActivePage().findView(TraceSetsView.ID);
        assertNotNull(view, "Open in Latscope shows the Trace Sets view");
        Path location = folder.getLocation().toPath();
        Tree tree = view.getViewer().getTree();
        Display display = window.getShell().getDisplay();
        String expected = location.getFileName() + " (2 files)";
        long end = System.currentTimeMillis() + 20_000;
        while (tree.getItemCount() == 0 || !tree.getItem(tree.getItemCount() - 1).getText().equals(expected)) {
            assertTrue(System.currentTimeMillis() < end, "timed out waiting for " + expected);
            if (!display.readAndDispatch()) {
                Thread.sleep(10);
            }
        }
        TreeItem opened = tree.getItem(tree.getItemCount() - 1);
        assertEquals(expected, opened.getText());
    }

    @AfterEach
    void deleteProject() throws Exception {
        if (project != null) {
            project.delete(true, true, new NullProgressMonitor());
        }
    }
}
