// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.latscope.analysis.compare.RunComparison;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.compare.Comparison;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.OpenedTraceSet;

/**
 * What the Compare view can compare: every loaded set of the open Trace Set editors, whole or
 * one of its runs.
 */
final class CompareSources {

    /**
     * A whole set ({@code run} null) or one run of it.
     *
     * @param set the opened set
     * @param run the run's name, or null
     */
    record Source(OpenedTraceSet set, String run) {

        String label() {
            String name = set.path().getFileName() == null ? set.path().toString() : set.path().getFileName().toString();
            return run == null ? name : name + " / " + run; //$NON-NLS-1$
        }
    }

    private CompareSources() {
    }

    /** @return the sources of the page's loaded sets, each set followed by its runs */
    static List<Source> of(IWorkbenchPage page) {
        List<Source> sources = new ArrayList<>();
        for (IEditorReference ref : page.getEditorReferences()) {
            IEditorPart editor = ref.getEditor(false);
            if (editor instanceof TraceSetEditor e && e.traceSet() != null && e.traceSet().results() != null
                    && sources.stream().noneMatch(s -> s.set() == e.traceSet())) {
                sources.add(new Source(e.traceSet(), null));
                for (String run : RunComparison.runNames(e.traceSet().traceSet())) {
                    sources.add(new Source(e.traceSet(), run));
                }
            }
        }
        return sources;
    }

    /**
     * Compares two sources as {@code latscope compare} compares two paths; in a Job.
     *
     * @return B compared with A
     */
    static Comparison compare(Source a, Source b, HotspotGrouping grouping, long minNs) {
        return new RunComparison(grouping, minNs).run(a.set().traceSet(), RunComparison.inRun(a.run()),
                b.set().traceSet(), RunComparison.inRun(b.run()));
    }
}
