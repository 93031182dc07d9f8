// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.nio.file.Path;
import java.util.function.Function;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.latscope.capture.TargetInfo;
import org.latscope.capture.ssh.SshOptions;

/**
 * The Capture wizard's first page: which machine (this one, or an SSH host as OpenSSH reaches
 * it) and what its tracefs offers, read by Connect in a background job.
 */
final class CaptureTargetPage extends WizardPage {

    private final CapturePreferences preferences;
    private final Function<TargetConnection, SshOptions> options;
    private Combo target;
    private Text identity;
    private Button strict;
    private Button connect;
    private Label found;
    private TargetProbe.Result probed;
    private String probedTarget;

    /**
     * @param preferences the targets used before
     * @param options the SSH options of a connection (passphrases from secure storage)
     */
    CaptureTargetPage(CapturePreferences preferences, Function<TargetConnection, SshOptions> options) {
        super("target"); //$NON-NLS-1$
        this.preferences = preferences;
        this.options = options;
        setTitle(Messages.TargetPage_title);
        setDescription(Messages.TargetPage_description);
        setPageComplete(false);
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(3).applyTo(page);
        new Label(page, SWT.NONE).setText(Messages.TargetPage_target);
        target = new Combo(page, SWT.DROP_DOWN);
        target.setItems(preferences.targets().toArray(String[]::new));
        target.select(0);
        target.setToolTipText(Messages.TargetPage_targetTip);
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).applyTo(target);
        new Label(page, SWT.NONE).setText(Messages.TargetPage_identity);
        identity = new Text(page, SWT.BORDER);
        identity.setMessage(Messages.TargetPage_identityHint);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(identity);
        Button browse = new Button(page, SWT.PUSH);
        browse.setText(Messages.Wizard_browse);
        browse.addListener(SWT.Selection, e -> {
            FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
            dialog.setFilterPath(Path.of(System.getProperty("user.home"), ".ssh").toString()); //$NON-NLS-1$ //$NON-NLS-2$
            String chosen = dialog.open();
            if (chosen != null) {
                identity.setText(chosen);
            }
        });
        strict = new Button(page, SWT.CHECK);
        strict.setText(Messages.TargetPage_strict);
        GridDataFactory.fillDefaults().span(3, 1).applyTo(strict);
        connect = new Button(page, SWT.PUSH);
        connect.setText(Messages.TargetPage_connect);
        GridDataFactory.swtDefaults().span(1, 1).applyTo(connect);
        found = new Label(page, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).hint(400, SWT.DEFAULT).applyTo(found);
        connect.addListener(SWT.Selection, e -> probe());
        target.addListener(SWT.Modify, e -> targetChanged());
        identity.addListener(SWT.Modify, e -> update());
        targetChanged();
        setControl(page);
    }

    /** A target chosen from the list brings back how it was reached. */
    private void targetChanged() {
        TargetConnection before = preferences.connection(target.getText().strip());
        if (target.getSelectionIndex() >= 0) {
            identity.setText(before.identity() == null ? "" : before.identity().toString()); //$NON-NLS-1$
            strict.setSelection(before.strictHostKeys());
        }
        boolean ssh = target.getText().strip().startsWith("ssh://"); //$NON-NLS-1$
        identity.setEnabled(ssh);
        strict.setEnabled(ssh);
        update();
    }

    private void update() {
        boolean current = probed != null && probed.info() != null && target.getText().strip().equals(probedTarget);
        setPageComplete(current);
        if (!current && probed != null) {
            found.setText(""); //$NON-NLS-1$
        }
    }

    /** Reads the target's tracefs in a job; the page stays usable meanwhile. */
    void probe() {
        String name = target.getText().strip();
        probed = null;
        probedTarget = name;
        connect.setEnabled(false);
        setErrorMessage(null);
        found.setText(NLS.bind(Messages.TargetPage_connecting, name));
        new TargetProbe(name, options.apply(connection()), result -> getShell().getDisplay().asyncExec(() -> {
            if (getControl().isDisposed()) {
                return;
            }
            connect.setEnabled(true);
            if (!name.equals(target.getText().strip())) {
                return; // another target was typed meanwhile
            }
            probed = result;
            if (result.info() == null) {
                found.setText(""); //$NON-NLS-1$
                setErrorMessage(result.problem());
            } else {
                found.setText(describe(result.info(), result.events().size()));
                setErrorMessage(result.info().writable() ? null : NLS.bind(Messages.TargetPage_readOnly, name, result.info().user()));
            }
            update();
            getContainer().updateButtons();
        })).schedule();
    }

    private static String describe(TargetInfo info, int events) {
        return NLS.bind(Messages.TargetPage_found, new Object[] { info.kernelRelease(), info.root(), info.user(),
                Integer.valueOf(info.tracers().size()), Integer.valueOf(events) });
    }

    @Override
    public boolean isPageComplete() {
        return super.isPageComplete() && probed != null && probed.info() != null && probed.info().writable();
    }

    /** @return the target's name as typed */
    String target() {
        return target.getText().strip();
    }

    /** @return how to reach it */
    TargetConnection connection() {
        String key = identity.getText().strip();
        return new TargetConnection(key.isEmpty() ? null : Path.of(key), strict.getSelection());
    }

    /** @return what Connect found, null before */
    TargetProbe.Result probed() {
        return probed;
    }

    /** For tests: types a target and its key file. */
    void setTarget(String name, Path key) {
        target.setText(name);
        identity.setText(key == null ? "" : key.toString()); //$NON-NLS-1$
    }
}
