// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceSet;
import org.latscope.ui.editor.TraceSetEditor;

/**
 * Shows a step of a record in the Timeline page of the Trace Set editor that holds its set, as
 * the timeline's own find does: steps keep no line of their trace file to open.
 */
final class StepReveal {

    private final IWorkbenchPage page;

    StepReveal(IWorkbenchPage page) {
        this.page = page;
    }

    /**
     * @param set the record's set
     * @param trace the step's trace
     * @param step its index in the trace
     * @return whether an open Trace Set editor showed it
     */
    boolean reveal(TraceSet set, LatencyTrace trace, int step) {
        for (IEditorReference ref : page.getEditorReferences()) {
            if (ref.getEditor(false) instanceof TraceSetEditor editor && editor.traceSet().traceSet() == set) {
                page.activate(editor);
                editor.showTimeline();
                for (TraceTimeline row : editor.timeline().canvas().rows().traceRows()) {
                    if (row.trace() == trace) {
                        editor.timeline().reveal(row, step);
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
