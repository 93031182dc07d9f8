// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;

import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.compare.KeyComparison;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.model.IrqOffRow;
import org.latscope.model.SourceLocation;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.steps.StepCursor;
import org.latscope.source.AnalysisRefs;
import org.latscope.source.KernelRelease;
import org.latscope.ui.internal.editor.StepSelection;

/**
 * The source reference a selected element stands for, keyed as the analyses key it: a
 * hotspot's key ({@code end:697/sched.c}, {@code mark_offset_tsc [2]}, a function), a call-tree
 * node's function, a worst-N row's start location, an irq-off row's function, a timeline step's
 * function with its mcount marker.
 */
public final class SelectionRefs {

    private SelectionRefs() {
    }

    /**
     * @param element a selected element
     * @return its reference, empty when it has none
     */
    public static Optional<String> of(Object element) {
        String ref = switch (element) {
            case Hotspot h -> h.key();
            case CallNode n -> n.name();
            case KeyComparison k -> k.key();
            case WorstRow r -> r.getStart() != null ? location(r.getStart(), "start:") : location(r.getEnd(), "end:"); //$NON-NLS-1$ //$NON-NLS-2$
            case IrqOffRow r -> r.getFunction();
            case StepSelection s -> step(s);
            case null, default -> null;
        };
        return ref == null || ref.isBlank() ? Optional.empty() : Optional.of(ref);
    }

    /**
     * The releases of the files an element comes from: a hotspot's traces' files, a record's or
     * a step's file. A reference only some files carry resolves in the tree nearest to them.
     *
     * @param element a selected element
     * @param set the set it belongs to
     * @return their releases, most frequent first; empty for an element of the whole set (a call-tree node)
     */
    public static List<KernelRelease> releases(Object element, TraceSet set) {
        Set<TraceFile> files = new LinkedHashSet<>();
        switch (element) {
            case Hotspot h -> {
                for (TraceFile f : set.getFiles()) {
                    String path = f.getPath();
                    if (path != null && h.traces().stream().anyMatch(t -> t.equals(path) || t.startsWith(path + '#'))) {
                        files.add(f);
                    }
                }
            }
            case EObject o -> file(o, files);
            case StepSelection s -> file(s.row().trace(), files);
            case null, default -> {
                // a call-tree node or a compared key: the whole set's
            }
        }
        return AnalysisRefs.releases(files);
    }

    private static void file(EObject o, Set<TraceFile> files) {
        for (EObject e = o; e != null; e = e.eContainer()) {
            if (e instanceof TraceFile f) {
                files.add(f);
                return;
            }
        }
    }

    private static String location(SourceLocation l, String prefix) {
        return l == null ? null : prefix + l.getLine() + '/' + l.getFile();
    }

    private static String step(StepSelection s) {
        StepCursor c = s.row().cursor().moveTo(s.step());
        String function = c.function();
        return function == null || c.mcountMarker() < 0 ? function : function + " [" + c.mcountMarker() + ']'; //$NON-NLS-1$
    }
}
