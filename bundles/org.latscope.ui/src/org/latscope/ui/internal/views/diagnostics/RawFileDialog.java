// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.diagnostics;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.latscope.ui.internal.Messages;

/**
 * A trace file's raw text around one line, read-only, that line selected: up to
 * {@value #CONTEXT} lines either side, each with its number. Plain and gzip-compressed files
 * are read; an entry of an archive ({@code archive!entry}) is not, and the dialog says so.
 */
public final class RawFileDialog extends Dialog {

    /** Lines shown before and after the line. */
    static final int CONTEXT = 500;

    private final String path;
    private final int line;
    private StyledText text;

    /**
     * @param shell the parent shell
     * @param path the trace file's path as the model holds it
     * @param line the line (1-based) to show
     */
    public RawFileDialog(Shell shell, String path, int line) {
        super(shell);
        this.path = path;
        this.line = line;
        setShellStyle(getShellStyle() | SWT.RESIZE | SWT.MAX);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(NLS.bind(Messages.RawFile_title, path, Integer.valueOf(line)));
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Label heading = new Label(area, SWT.WRAP);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        text = new StyledText(area, SWT.BORDER | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
        text.setFont(JFaceResources.getTextFont());
        text.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Path file = Path.of(path);
        if (!Files.isRegularFile(file)) {
            heading.setText(path.contains("!") ? Messages.RawFile_archive : NLS.bind(Messages.RawFile_missing, path)); //$NON-NLS-1$
            return area;
        }
        int first = Math.max(1, line - CONTEXT);
        StringBuilder b = new StringBuilder();
        int selectFrom = -1;
        int selectTo = -1;
        try (InputStream raw = Files.newInputStream(file);
                BufferedReader in = new BufferedReader(new InputStreamReader(
                        path.endsWith(".gz") ? new GZIPInputStream(raw) : raw, StandardCharsets.ISO_8859_1))) { //$NON-NLS-1$
            String s;
            for (int n = 1; n <= line + CONTEXT && (s = in.readLine()) != null; n++) {
                if (n < first) {
                    continue;
                }
                if (n == line) {
                    selectFrom = b.length();
                }
                b.append(String.format("%7d  ", Integer.valueOf(n))).append(s); //$NON-NLS-1$
                if (n == line) {
                    selectTo = b.length();
                }
                b.append('\n');
            }
            heading.setText(NLS.bind(Messages.RawFile_heading, path, Integer.valueOf(line)));
        } catch (IOException e) {
            heading.setText(NLS.bind(Messages.RawFile_failed, path, String.valueOf(e.getMessage())));
        }
        text.setText(b.toString());
        if (selectFrom >= 0) {
            text.setSelection(selectFrom, selectTo);
            text.setTopIndex(Math.max(0, text.getLineAtOffset(selectFrom) - 10));
        }
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
    }

    @Override
    protected void buttonPressed(int buttonId) {
        close();
    }

    @Override
    protected Point getInitialSize() {
        return new Point(900, 600);
    }

    /** @return the line selected, for tests: its text with its number, or empty */
    public String selectedText() {
        return text == null || text.isDisposed() ? "" : text.getSelectionText(); //$NON-NLS-1$
    }
}
