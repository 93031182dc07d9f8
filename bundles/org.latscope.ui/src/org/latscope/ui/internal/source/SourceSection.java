// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.forms.events.HyperlinkAdapter;
import org.eclipse.ui.forms.events.HyperlinkEvent;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;

/**
 * The Overview page's Kernel Source section: which tree the set got and why
 * ({@code TreeChoice}'s reason), the release-drift note, and the set's own tree (a folder or an
 * archive that overrides the choice by release, kept in the preferences per set path).
 */
public final class SourceSection {

    private final OpenedTraceSet opened;
    private final SourcePreferences preferences = new SourcePreferences();
    private final Label tree;
    private final Label drift;
    private final Label own;
    private final Runnable reflow;
    private SetSource shown;

    /**
     * @param client the section's client, a two-column grid
     * @param toolkit the form's toolkit
     * @param opened the set
     * @param reflow lays the form out again when the texts changed
     */
    public SourceSection(Composite client, FormToolkit toolkit, OpenedTraceSet opened, Runnable reflow) {
        this.opened = opened;
        this.reflow = reflow;
        tree = value(client, toolkit, Messages.Source_overviewTree);
        drift = value(client, toolkit, Messages.Source_overviewDrift);
        own = value(client, toolkit, Messages.Source_overviewOwn);
        Composite links = toolkit.createComposite(client);
        links.setLayout(new org.eclipse.swt.layout.RowLayout());
        links.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        link(toolkit, links, Messages.Source_overviewFolder, () -> choose(new DirectoryDialog(client.getShell()).open()));
        link(toolkit, links, Messages.Source_overviewArchive, () -> {
            FileDialog dialog = new FileDialog(client.getShell(), SWT.OPEN);
            dialog.setFilterExtensions(new String[] { "*.tar.xz;*.txz;*.tar.gz;*.tgz" }); //$NON-NLS-1$
            choose(dialog.open());
        });
        link(toolkit, links, Messages.Source_overviewByRelease, () -> {
            preferences.setSetTree(opened.path(), null);
            refresh();
        });
    }

    private static Label value(Composite parent, FormToolkit toolkit, String name) {
        toolkit.createLabel(parent, name).setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        Label label = toolkit.createLabel(parent, "", SWT.WRAP); //$NON-NLS-1$
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.widthHint = 200;
        label.setLayoutData(data);
        return label;
    }

    private static void link(FormToolkit toolkit, Composite parent, String text, Runnable action) {
        toolkit.createHyperlink(parent, text, SWT.NONE).addHyperlinkListener(new HyperlinkAdapter() {
            @Override
            public void linkActivated(HyperlinkEvent e) {
                action.run();
            }
        });
    }

    private void choose(String path) {
        if (path != null) {
            preferences.setSetTree(opened.path(), Path.of(path));
            refresh();
        }
    }

    /** Shows the set's source once it is loaded; the choice is computed in a Job. */
    public void refresh() {
        if (opened.results() == null || tree.isDisposed()) {
            return;
        }
        Path mine = preferences.setTree(opened.path());
        own.setText(mine == null ? Messages.Source_overviewNone : mine.toString());
        // finding kernel-src folders above the set touches the disk: not on the UI thread
        CompletableFuture.supplyAsync(() -> SourceRequest.of(opened)).thenCompose(f -> f)
                .thenAccept(source -> tree.getDisplay().asyncExec(() -> show(source)));
    }

    private void show(SetSource source) {
        if (tree.isDisposed() || source == shown) {
            return;
        }
        shown = source;
        if (source.problem() != null) {
            tree.setText(source.problem());
            drift.setText(""); //$NON-NLS-1$
        } else {
            var r = source.report();
            tree.setText(NLS.bind(Messages.Source_overviewTreeValue, new Object[] { r.tree().name(),
                    r.tree().release() == null ? "?" : r.tree().release().text(), r.choice() })); //$NON-NLS-1$
            drift.setText(r.drift() == null ? Messages.Source_overviewNoDrift : r.drift());
        }
        reflow.run();
    }

    /** @return the tree line's text, for tests */
    public String treeText() {
        return tree.getText();
    }

    /** @return the drift line's text, for tests */
    public String driftText() {
        return drift.getText();
    }
}
