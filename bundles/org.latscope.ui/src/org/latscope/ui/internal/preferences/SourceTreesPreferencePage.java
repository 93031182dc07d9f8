// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.preferences;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.preference.PreferencePage;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceTree;
import org.latscope.source.SystemTrees;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.source.SourcePreferences;
import org.latscope.ui.internal.source.ViewerColumns;

/**
 * Latscope &gt; Source Trees: the kernel source trees trace sets choose from (folders, or
 * {@code .tar.xz}/{@code .tar.gz} archives read in place, extracted once into the cache), each
 * with the release read from its {@code Makefile} or name, in a Job; under them, read-only, the
 * kernel source installed on the system ({@link SystemTrees}), which a set uses when neither
 * this list nor a {@code kernel-src} folder gives it a tree.
 */
public final class SourceTreesPreferencePage extends PreferencePage implements IWorkbenchPreferencePage {

    private final SourcePreferences preferences = new SourcePreferences();
    private final List<Path> trees = new ArrayList<>();
    private final Map<Path, String> releases = new ConcurrentHashMap<>();
    private final List<SystemTrees.Found> system = new ArrayList<>();
    private TableViewer viewer;
    private TableViewer systemViewer;

    /** Creates the page. */
    public SourceTreesPreferencePage() {
        setDescription(Messages.SourceTrees_description);
    }

    @Override
    public void init(IWorkbench workbench) {
        trees.addAll(preferences.trees());
    }

    @Override
    protected Control createContents(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(2).applyTo(body);
        viewer = new TableViewer(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
        viewer.getTable().setHeaderVisible(true);
        GridDataFactory.fillDefaults().grab(true, true).hint(420, 200).applyTo(viewer.getTable());
        ViewerColumns.<Path> add(viewer, Messages.SourceTrees_tree, 320, Path::toString);
        ViewerColumns.<Path> add(viewer, Messages.SourceTrees_release, 100,
                p -> releases.getOrDefault(p, Messages.SourceTrees_reading));
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setInput(trees);
        Composite buttons = new Composite(body, SWT.NONE);
        GridLayoutFactory.fillDefaults().applyTo(buttons);
        GridDataFactory.fillDefaults().align(SWT.FILL, SWT.TOP).applyTo(buttons);
        button(buttons, Messages.SourceTrees_addFolder, () -> add(new DirectoryDialog(getShell()).open()));
        button(buttons, Messages.SourceTrees_addArchive, () -> {
            FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
            dialog.setFilterExtensions(new String[] { "*.tar.xz;*.txz;*.tar.gz;*.tgz" }); //$NON-NLS-1$
            add(dialog.open());
        });
        button(buttons, Messages.SourceTrees_remove, () -> {
            trees.removeAll(viewer.getStructuredSelection().toList());
            viewer.refresh();
        });
        trees.forEach(this::readRelease);
        Label systemLabel = new Label(body, SWT.WRAP);
        systemLabel.setText(Messages.SourceTrees_system);
        GridDataFactory.fillDefaults().span(2, 1).grab(true, false).hint(420, SWT.DEFAULT).indent(0, 8).applyTo(systemLabel);
        systemViewer = new TableViewer(body, SWT.BORDER | SWT.FULL_SELECTION);
        systemViewer.getTable().setHeaderVisible(true);
        GridDataFactory.fillDefaults().span(2, 1).grab(true, false).hint(420, 90).applyTo(systemViewer.getTable());
        ViewerColumns.<SystemTrees.Found> add(systemViewer, Messages.SourceTrees_tree, 320, f -> f.location().toString());
        ViewerColumns.<SystemTrees.Found> add(systemViewer, Messages.SourceTrees_release, 100, SourceTreesPreferencePage::release);
        systemViewer.setContentProvider(ArrayContentProvider.getInstance());
        systemViewer.setInput(system);
        findSystemTrees();
        return body;
    }

    private static String release(SystemTrees.Found found) {
        String release = found.release() == null ? "?" : found.release().text(); //$NON-NLS-1$
        return found.headers() ? NLS.bind(Messages.SourceTrees_headers, release) : release;
    }

    /** Lists /usr/src and /lib/modules (and reads a Makefile or two) off the UI thread. */
    private void findSystemTrees() {
        Job.create(Messages.SourceTrees_systemJob, monitor -> {
            List<SystemTrees.Found> found = preferences.system().find();
            systemViewer.getControl().getDisplay().asyncExec(() -> {
                if (!systemViewer.getControl().isDisposed()) {
                    system.addAll(found);
                    systemViewer.refresh();
                }
            });
            return Status.OK_STATUS;
        }).schedule();
    }

    private static void button(Composite parent, String text, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(b);
        b.addListener(SWT.Selection, e -> action.run());
    }

    /**
     * Adds a tree, as the Add buttons do, and reads its release in a Job.
     *
     * @param path a folder or archive; null (a dialog cancelled) adds nothing
     */
    public void add(String path) {
        if (path == null) {
            return;
        }
        Path p = Path.of(path);
        if (!trees.contains(p)) {
            trees.add(p);
            viewer.refresh();
            readRelease(p);
        }
    }

    /** An archive is extracted into the cache the first time: never on the UI thread. */
    private void readRelease(Path p) {
        Job.create(NLS.bind(Messages.SourceTrees_job, p), monitor -> {
            String release;
            try {
                SourceTree t = SourceTree.open(p, SourceCache.ofUser());
                release = t.release() == null ? "?" : t.release().text(); //$NON-NLS-1$
            } catch (java.io.IOException | RuntimeException e) {
                release = NLS.bind(Messages.SourceTrees_unreadable, e.getMessage());
            }
            releases.put(p, release);
            viewer.getControl().getDisplay().asyncExec(() -> {
                if (!viewer.getControl().isDisposed()) {
                    viewer.refresh(p);
                }
            });
            return Status.OK_STATUS;
        }).schedule();
    }

    /** @return the system's trees listed, once found: {@code path (release)} */
    public List<String> systemListed() {
        return system.stream().map(f -> f.location() + " (" + release(f) + ')').toList(); //$NON-NLS-1$
    }

    /** @return the trees listed, with their releases once read: {@code path (release)} */
    public List<String> listed() {
        return trees.stream().map(p -> p + " (" + releases.getOrDefault(p, "") + ')').toList(); //$NON-NLS-1$ //$NON-NLS-2$
    }

    @Override
    protected void performDefaults() {
        trees.clear();
        viewer.refresh();
        super.performDefaults();
    }

    @Override
    public boolean performOk() {
        preferences.setTrees(trees);
        return true;
    }
}
