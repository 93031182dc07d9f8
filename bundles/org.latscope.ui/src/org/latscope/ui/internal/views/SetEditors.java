// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.OpenedTraceSet;

/** Finds the Trace Set editor that holds a set, for views that show something in its timeline. */
public final class SetEditors {

    private SetEditors() {
    }

    /**
     * @param page a workbench page
     * @param set an opened set
     * @return the editor of that page showing it, or null
     */
    public static TraceSetEditor of(IWorkbenchPage page, OpenedTraceSet set) {
        for (IEditorReference ref : page.getEditorReferences()) {
            if (ref.getEditor(false) instanceof TraceSetEditor editor && editor.traceSet() == set) {
                return editor;
            }
        }
        return null;
    }
}
