// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.report;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.latscope.analysis.Durations;
import org.latscope.report.ReportOptions;
import org.latscope.report.ReportSection;
import org.latscope.ui.internal.Messages;

/** The export wizard's first page: which sections the report holds, and the hotspot threshold. */
final class ReportContentsPage extends WizardPage {

    private final Map<ReportSection, Button> sections = new EnumMap<>(ReportSection.class);
    private Text min;

    ReportContentsPage() {
        super("contents"); //$NON-NLS-1$
        setTitle(Messages.Report_contentsTitle);
        setDescription(Messages.Report_contentsDescription);
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(c);
        String[] names = Messages.Report_sections.split("\\|"); //$NON-NLS-1$
        for (ReportSection s : ReportSection.values()) {
            Button b = new Button(c, SWT.CHECK);
            b.setText(s.ordinal() < names.length ? names[s.ordinal()] : s.id());
            b.setSelection(true);
            b.setData(s.id());
            b.addListener(SWT.Selection, e -> validate());
            GridDataFactory.swtDefaults().span(2, 1).applyTo(b);
            sections.put(s, b);
        }
        new Label(c, SWT.NONE).setText(Messages.Report_min);
        min = new Text(c, SWT.BORDER);
        min.setText("0"); //$NON-NLS-1$
        min.addListener(SWT.Modify, e -> validate());
        GridDataFactory.fillDefaults().grab(true, false).applyTo(min);
        setControl(c);
        validate();
    }

    private void validate() {
        String error = null;
        try {
            Durations.parseNanos(min.getText().strip(), "us"); //$NON-NLS-1$
        } catch (IllegalArgumentException e) {
            error = e.getMessage();
        }
        if (error == null && sections.values().stream().noneMatch(Button::getSelection)) {
            error = Messages.Report_noSection;
        }
        setErrorMessage(error);
        setPageComplete(error == null);
    }

    /** @return the options chosen */
    ReportOptions options() {
        Set<ReportSection> chosen = EnumSet.noneOf(ReportSection.class);
        sections.forEach((s, b) -> {
            if (b.getSelection()) {
                chosen.add(s);
            }
        });
        return ReportOptions.defaults().withSections(chosen).withMinNs(Durations.parseNanos(min.getText().strip(), "us")); //$NON-NLS-1$
    }
}
