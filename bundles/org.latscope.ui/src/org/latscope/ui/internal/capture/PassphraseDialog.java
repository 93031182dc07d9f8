// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/** Asks the passphrase of a private key file, and whether to keep it in secure storage. */
final class PassphraseDialog extends Dialog {

    /** What the user answered. */
    record Answer(String passphrase, boolean remember) {
    }

    private final String keyFile;
    private Text text;
    private Button remember;
    private Answer answer;

    private PassphraseDialog(Shell parent, String keyFile) {
        super(parent);
        this.keyFile = keyFile;
    }

    /** @return the answer, or null when the user cancelled */
    static Answer ask(Shell parent, String keyFile) {
        PassphraseDialog dialog = new PassphraseDialog(parent, keyFile);
        return dialog.open() == OK ? dialog.answer : null;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(Messages.Passphrase_title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        GridLayoutFactory.swtDefaults().numColumns(1).applyTo(area);
        Label prompt = new Label(area, SWT.WRAP);
        prompt.setText(NLS.bind(Messages.Passphrase_prompt, keyFile));
        GridDataFactory.fillDefaults().grab(true, false).hint(convertWidthInCharsToPixels(60), SWT.DEFAULT).applyTo(prompt);
        text = new Text(area, SWT.BORDER | SWT.PASSWORD);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(text);
        remember = new Button(area, SWT.CHECK);
        remember.setText(Messages.Passphrase_remember);
        return area;
    }

    @Override
    protected void buttonPressed(int buttonId) {
        if (buttonId == IDialogConstants.OK_ID) {
            answer = new Answer(text.getText(), remember.getSelection());
        }
        super.buttonPressed(buttonId);
    }
}
