// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.driver;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Properties;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.navigator.CommonNavigator;
import org.eclipse.ui.texteditor.ITextEditor;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.views.hotspots.HotspotsView;

/**
 * What a kernel engineer does in an IDE that has Latscope installed, step by step through the
 * real workbench: import a project holding a trace folder and a kernel source folder, open the
 * folder in Latscope from the Project Explorer, look at the decorated files and the Problems
 * markers, double-click the top hotspot. Writes what it saw to {@code results.properties} and
 * screenshots next to it, then closes the workbench.
 */
final class Scenario {

    private static final String DIAGNOSTIC = "org.latscope.ide.diagnostic";
    private static final String HOTSPOT = "org.latscope.ide.hotspot";

    private final IWorkbench workbench;
    private final Path projectFolder;
    private final Path results;
    private final Properties seen = new Properties();

    Scenario(IWorkbench workbench, Path projectFolder, Path results) {
        this.workbench = workbench;
        this.projectFolder = projectFolder;
        this.results = results;
    }

    void run() {
        try {
            steps();
            seen.setProperty("done", "true");
        } catch (Throwable e) {
            StringWriter text = new StringWriter();
            e.printStackTrace(new PrintWriter(text));
            seen.setProperty("error", text.toString());
        } finally {
            try (OutputStream out = Files.newOutputStream(results.resolve("results.properties"))) {
                seen.store(out, "what the install test's scenario saw");
            } catch (Exception e) {
                e.printStackTrace();
            }
            workbench.getDisplay().asyncExec(workbench::close);
        }
    }

    private void steps() throws Exception {
        Ui ui = new Ui(workbench.getDisplay());
        IWorkbenchWindow window = ui.waitFor("the workbench window", 60, workbench::getActiveWorkbenchWindow);
        Shell shell = window.getShell();
        ui.call(() -> {
            shell.setBounds(0, 0, 1500, 950);
            return null;
        });
        IProject project = importProject();
        IFolder traces = project.getFolder("traces");

        // Window > Perspective > Open Perspective > Latscope, then in its Project Explorer
        // traces > Open in Latscope, as a user right-clicks it
        IWorkbenchPage page = ui.call(() -> workbench.showPerspective("org.latscope.ide.perspective", window));
        ui.call(() -> {
            IViewPart explorer = page.showView(IPageLayout.ID_PROJECT_EXPLORER);
            CommonNavigator navigator = (CommonNavigator) explorer;
            navigator.getCommonViewer().expandToLevel(traces, 1);
            navigator.selectReveal(new StructuredSelection(traces));
            page.activate(explorer);
            window.getService(IHandlerService.class).executeCommand("org.latscope.ide.openInLatscope", null);
            return null;
        });
        TraceSetEditor editor = ui.waitFor("the Trace Set editor to show the read set", 120, () -> page.getActiveEditor() instanceof TraceSetEditor e && e.showsLoadedSet() ? e : null);
        seen.setProperty("editor.title", ui.call(editor::getTitle));

        IMarker[] diagnostics = ui.waitFor("diagnostic markers on the trace files", 60, () -> {
            IMarker[] found = traces.findMarkers(DIAGNOSTIC, false, IResource.DEPTH_INFINITE);
            return found.length > 0 ? found : null;
        });
        Thread.sleep(1000); // a second replacement, were there one, would show here
        seen.setProperty("diagnostic.count", Integer.toString(traces.findMarkers(DIAGNOSTIC, false, IResource.DEPTH_INFINITE).length));
        IMarker first = diagnostics[0];
        seen.setProperty("diagnostic.file", first.getResource().getProjectRelativePath().toString());
        seen.setProperty("diagnostic.line", Integer.toString(first.getAttribute(IMarker.LINE_NUMBER, -1)));
        seen.setProperty("diagnostic.message", first.getAttribute(IMarker.MESSAGE, ""));
        ui.call(() -> expanded(page.showView(IPageLayout.ID_PROBLEM_VIEW, null, IWorkbenchPage.VIEW_VISIBLE)));
        String decorated = ui.waitFor("decorated trace files in the Project Explorer", 60, () -> {
            CommonNavigator navigator = (CommonNavigator) page.findView(IPageLayout.ID_PROJECT_EXPLORER);
            navigator.getCommonViewer().expandToLevel(traces, IResource.DEPTH_INFINITE);
            for (org.eclipse.swt.widgets.TreeItem item : allItems(navigator.getCommonViewer().getTree())) {
                if (item.getText().contains(" us]")) {
                    return item.getText();
                }
            }
            return null;
        });
        seen.setProperty("decorated.label", decorated);
        Thread.sleep(2000); // the markers views fill their trees in a job of their own
        ui.call(() -> {
            expanded(page.findView(IPageLayout.ID_PROBLEM_VIEW));
            page.activate(page.findView(IPageLayout.ID_PROJECT_EXPLORER));
            return null;
        });
        ui.screenshot(shell, results, "ide-project-explorer");

        // Hotspots: double-click the hottest row
        HotspotsView hotspots = ui.call(() -> (HotspotsView) page.showView(HotspotsView.ID));
        ui.waitFor("hotspot rows", 120, () -> hotspots.model() != null && hotspots.table().rows().size() > 0 ? Boolean.TRUE : null);
        seen.setProperty("hotspot.key", ui.call(() -> hotspots.model().hotspot(hotspots.table().rows().row(0)).key()));
        ui.call(() -> {
            doubleClickFirstRow(hotspots.table().natTable());
            return null;
        });
        ITextEditor source = ui.waitFor("a text editor on the workspace's source file", 120,
                () -> page.getActiveEditor() instanceof ITextEditor t && t.getEditorInput() instanceof IFileEditorInput ? t : null);
        IFile file = ((IFileEditorInput) source.getEditorInput()).getFile();
        seen.setProperty("source.file", file.getProjectRelativePath().toString());
        seen.setProperty("source.editor", source.getSite().getId());
        ITextSelection selection = ui.call(() -> (ITextSelection) source.getSelectionProvider().getSelection());
        seen.setProperty("source.line", Integer.toString(selection.getStartLine() + 1));
        IMarker[] hot = file.findMarkers(HOTSPOT, false, IResource.DEPTH_ZERO);
        seen.setProperty("source.markers", Integer.toString(hot.length));
        for (IMarker m : hot) {
            if (m.getAttribute(IMarker.LINE_NUMBER, -1) == selection.getStartLine() + 1) {
                seen.setProperty("source.marker.message", m.getAttribute(IMarker.MESSAGE, ""));
            }
        }
        int annotations = ui.waitFor("Latscope annotations in the editor", 30, () -> {
            IAnnotationModel model = source.getDocumentProvider().getAnnotationModel(source.getEditorInput());
            int n = 0;
            for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
                if ("org.latscope.ide.hotspotAnnotation".equals(it.next().getType())) {
                    n++;
                }
            }
            return n > 0 ? Integer.valueOf(n) : null;
        });
        seen.setProperty("source.annotations", Integer.toString(annotations));
        // every Latscope marker of the workspace, with its message, under the editor
        ui.call(() -> expanded(page.showView("org.eclipse.ui.views.AllMarkersView", null, IWorkbenchPage.VIEW_VISIBLE)));
        Thread.sleep(2000);
        ui.call(() -> {
            expanded(page.findView("org.eclipse.ui.views.AllMarkersView"));
            page.activate(source);
            return null;
        });
        ui.screenshot(shell, results, "ide-hotspot-source");
    }

    /** Expands a markers view's groups (its selection provider is its tree viewer) and widens its messages. */
    private static IViewPart expanded(IViewPart view) {
        if (view.getSite().getSelectionProvider() instanceof org.eclipse.jface.viewers.TreeViewer tree) {
            tree.expandAll();
            if (tree.getTree().getColumnCount() > 0) {
                tree.getTree().getColumn(0).setWidth(660); // the whole message: reason, or count, max and total
            }
        }
        return view;
    }

    private IProject importProject() throws Exception {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        IProjectDescription description = workspace.loadProjectDescription(IPath.fromPath(projectFolder.resolve(".project")));
        IProject project = workspace.getRoot().getProject(description.getName());
        project.create(description, null);
        project.open(null);
        return project;
    }

    private static java.util.List<org.eclipse.swt.widgets.TreeItem> allItems(org.eclipse.swt.widgets.Tree tree) {
        java.util.List<org.eclipse.swt.widgets.TreeItem> items = new java.util.ArrayList<>();
        java.util.ArrayDeque<org.eclipse.swt.widgets.TreeItem> todo = new java.util.ArrayDeque<>(java.util.List.of(tree.getItems()));
        while (!todo.isEmpty()) {
            org.eclipse.swt.widgets.TreeItem item = todo.poll();
            items.add(item);
            todo.addAll(java.util.List.of(item.getItems()));
        }
        return items;
    }

    /** A real double-click on the first body row: the events a mouse sends, at that row's cell. */
    private static void doubleClickFirstRow(NatTable table) {
        int y = table.getStartYOfRowPosition(1) + table.getRowHeightByPosition(1) / 2;
        int x = table.getStartXOfColumnPosition(0) + 10;
        for (int type : new int[] { SWT.MouseDown, SWT.MouseUp, SWT.MouseDown, SWT.MouseDoubleClick, SWT.MouseUp }) {
            Event e = new Event();
            e.type = type;
            e.button = 1;
            e.x = x;
            e.y = y;
            e.count = type == SWT.MouseDoubleClick ? 2 : 1;
            table.notifyListeners(type, e);
        }
    }
}
