// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.report;

import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.OpenedTraceSet;

/** Finds the trace set a report is about: the active Trace Set editor's, as the views follow it. */
final class ReportTargets {

    private ReportTargets() {
    }

    /** @return the active Trace Set editor's set, null when the active editor is none */
    static OpenedTraceSet activeSet(IWorkbenchWindow window) {
        if (window == null || window.getActivePage() == null) {
            return null;
        }
        IEditorPart editor = window.getActivePage().getActiveEditor();
        return editor instanceof TraceSetEditor e ? e.traceSet() : null;
    }
}
