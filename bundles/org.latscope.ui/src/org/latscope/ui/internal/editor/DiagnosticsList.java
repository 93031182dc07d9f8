// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.editor;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.ui.internal.OpenedTraceSet;

/**
 * The diagnostics of the set as {@code file:line: severity: reason} lines, shown under the
 * overview when its diagnostics count is clicked (the first {@link #MAX_LINES}).
 */
final class DiagnosticsList {

    /** Lines listed at most; the count above gives the total. */
    static final int MAX_LINES = 2000;

    private final Text text;
    private final OpenedTraceSet opened;

    DiagnosticsList(Composite parent, FormToolkit toolkit, OpenedTraceSet opened) {
        this.opened = opened;
        text = toolkit.createText(parent, "", SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL); //$NON-NLS-1$
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.widthHint = 200;
        data.heightHint = 200;
        data.exclude = true;
        text.setLayoutData(data);
        text.setVisible(false);
    }

    /** Shows or hides the list. */
    void toggle() {
        GridData data = (GridData) text.getLayoutData();
        boolean show = data.exclude;
        if (show) {
            text.setText(lines());
        }
        data.exclude = !show;
        text.setVisible(show);
        text.getParent().layout(true, true);
    }

    /** @return whether the list is showing */
    boolean isShowing() {
        return text.isVisible();
    }

    /** @return the list's text */
    String text() {
        return text.getText();
    }

    private String lines() {
        TraceSet set = opened.traceSet();
        StringBuilder b = new StringBuilder();
        if (set == null) {
            return ""; //$NON-NLS-1$
        }
        int n = 0;
        for (TraceFile file : set.getFiles()) {
            for (ParseDiagnostic d : file.getDiagnostics()) {
                if (n++ >= MAX_LINES) {
                    return b.toString();
                }
                b.append(file.getPath()).append(':').append(d.getLine()).append(": ") //$NON-NLS-1$
                        .append(d.getSeverity().getLiteral().toLowerCase(java.util.Locale.ROOT)).append(": ") //$NON-NLS-1$
                        .append(d.getReason()).append('\n');
            }
        }
        return b.toString();
    }
}
