// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
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

    /** @return the hyperlink whose text starts with {@code prefix} */
    static Hyperlink link(TraceSetEditor editor, String prefix) {
        return find(editor.findPage(OverviewPage.ID).getPartControl(), Hyperlink.class, c -> c.getText().startsWith(prefix));
    }

    /** @return the text of the diagnostics list, once shown */
    static String diagnostics(TraceSetEditor editor) {
        Text text = find(editor.findPage(OverviewPage.ID).getPartControl(), Text.class, Text::isVisible);
        return text == null ? "" : text.getText();
    }

    private static <T extends Control> T find(Control control, Class<T> type, java.util.function.Predicate<T> test) {
        if (type.isInstance(control) && test.test(type.cast(control))) {
            return type.cast(control);
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                T found = find(child, type, test);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
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
