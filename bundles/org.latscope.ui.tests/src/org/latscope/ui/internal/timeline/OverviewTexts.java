// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.forms.editor.IFormPage;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.editor.OverviewPage;

/** The texts the Overview page shows, one per line, as a user reads them. */
final class OverviewTexts {

    private OverviewTexts() {
    }

    static String of(TraceSetEditor editor) {
        IFormPage page = editor.findPage(OverviewPage.ID);
        StringBuilder b = new StringBuilder();
        collect(page.getPartControl(), b);
        return b.toString();
    }

    private static void collect(Control control, StringBuilder b) {
        if (control instanceof Label label) {
            b.append(label.getText()).append('\n');
        } else if (control instanceof Hyperlink link) {
            b.append(link.getText()).append('\n');
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                collect(child, b);
            }
        }
    }
}
