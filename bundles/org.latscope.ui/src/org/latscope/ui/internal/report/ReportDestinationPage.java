// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.report;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.latscope.report.ReportFormat;
import org.latscope.ui.internal.Messages;

/** The export wizard's second page: the format and the file (for CSV, the folder). */
final class ReportDestinationPage extends WizardPage {

    private final Path suggested;
    private final Button[] formats = new Button[ReportFormat.values().length];
    private Text file;

    /** @param suggested the file first offered */
    ReportDestinationPage(Path suggested) {
        super("destination"); //$NON-NLS-1$
        this.suggested = suggested;
        setTitle(Messages.Report_destinationTitle);
        setDescription(Messages.Report_destinationDescription);
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(3).applyTo(c);
        String[] names = Messages.Report_formats.split("\\|"); //$NON-NLS-1$
        for (ReportFormat f : ReportFormat.values()) {
            Button b = new Button(c, SWT.RADIO);
            b.setText(names[f.ordinal()]);
            b.setData(f.id());
            b.setSelection(f == ReportFormat.HTML);
            b.addListener(SWT.Selection, e -> {
                if (b.getSelection()) {
                    retype(f);
                }
            });
            GridDataFactory.swtDefaults().span(3, 1).applyTo(b);
            formats[f.ordinal()] = b;
        }
        new Label(c, SWT.NONE).setText(Messages.Report_file);
        file = new Text(c, SWT.BORDER);
        file.setText(suggested.toString());
        file.addListener(SWT.Modify, e -> validate());
        GridDataFactory.fillDefaults().grab(true, false).hint(360, SWT.DEFAULT).applyTo(file);
        Button browse = new Button(c, SWT.PUSH);
        browse.setText(Messages.Report_browse);
        browse.addListener(SWT.Selection, e -> browse());
        setControl(c);
        validate();
    }

    /** Gives the file the new format's extension. */
    private void retype(ReportFormat f) {
        String name = file.getText().strip();
        int dot = name.lastIndexOf('.');
        int slash = name.lastIndexOf('/');
        String base = dot > slash + 1 ? name.substring(0, dot) : name;
        file.setText(base + f.extension());
    }

    private void browse() {
        String chosen;
        if (format().isFolder()) {
            DirectoryDialog d = new DirectoryDialog(getShell(), SWT.SAVE);
            d.setFilterPath(file.getText());
            chosen = d.open();
        } else {
            FileDialog d = new FileDialog(getShell(), SWT.SAVE);
            d.setFileName(file.getText());
            d.setOverwrite(false); // the wizard asks itself, once, on Finish
            chosen = d.open();
        }
        if (chosen != null) {
            file.setText(chosen);
        }
    }

    private void validate() {
        String error = null;
        Path p = null;
        try {
            p = Path.of(file.getText().strip()).toAbsolutePath();
        } catch (InvalidPathException e) {
            error = e.getMessage();
        }
        if (error == null && (file.getText().isBlank() || p.getParent() == null || !Files.isDirectory(p.getParent()))) {
            error = Messages.Report_noFolder;
        }
        setErrorMessage(error);
        setPageComplete(error == null);
    }

    /** @return the chosen format */
    ReportFormat format() {
        for (ReportFormat f : ReportFormat.values()) {
            if (formats[f.ordinal()] != null && formats[f.ordinal()].getSelection()) {
                return f;
            }
        }
        return ReportFormat.HTML;
    }

    /** @return the chosen file */
    Path target() {
        return Path.of(file.getText().strip()).toAbsolutePath();
    }

    /** For tests: types a file name. */
    void setTarget(Path target) {
        file.setText(target.toString());
    }
}
