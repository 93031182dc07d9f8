// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.util.Optional;

import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.compare.KeyComparison;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.model.IrqOffRow;
import org.latscope.model.SourceLocation;
import org.latscope.model.WorstRow;
import org.latscope.model.steps.StepCursor;
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

    private static String location(SourceLocation l, String prefix) {
        return l == null ? null : prefix + l.getLine() + '/' + l.getFile();
    }

    private static String step(StepSelection s) {
        StepCursor c = s.row().cursor().moveTo(s.step());
        String function = c.function();
        return function == null || c.mcountMarker() < 0 ? function : function + " [" + c.mcountMarker() + ']'; //$NON-NLS-1$
    }
}
