// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.osgi.util.NLS;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepCursor;
import org.latscope.ui.internal.Messages;

/**
 * The hover text of a step: function, parent, timestamp, delta, the decoded preempt count or
 * flags, CPU, pid/comm and mcount marker, one per line.
 */
public final class StepHoverText {

    private StepHoverText() {
    }

    /**
     * @param row a trace row
     * @param step a step of it
     * @return the text, lines separated by '\n'
     */
    public static String of(TraceTimeline row, int step) {
        StepCursor c = row.cursor().moveTo(step);
        StringBuilder b = new StringBuilder();
        b.append(c.function() == null ? "?" : c.function()); //$NON-NLS-1$
        if (c.parent() != null) {
            b.append(" (").append(c.parent()).append(')'); //$NON-NLS-1$
        }
        if (c.mcountMarker() >= 0) {
            b.append(" [").append(c.mcountMarker()).append(']'); //$NON-NLS-1$
        }
        line(b, Messages.Hover_time, TimeUnits.duration(c.timeNs() - row.startNs()));
        if (c.hasDelta()) {
            line(b, Messages.Hover_delta, TimeUnits.duration(c.deltaNs()));
        }
        line(b, Messages.Hover_box, TimeUnits.duration(row.stepEndNs(step) - row.stepStartNs(step)));
        String context = row.stepContext(step).description();
        String flags = row.ftraceFlags(step);
        if (flags != null) {
            b.append('\n').append(NLS.bind(Messages.Hover_flags, flags, context));
        } else if (context != null) {
            line(b, Messages.Hover_context, context);
        }
        if (c.cpu() >= 0) {
            line(b, Messages.Hover_cpu, Integer.toString(c.cpu()));
        }
        if (c.pid() >= 0 || c.comm() != null) {
            line(b, Messages.Hover_task, (c.comm() == null ? "" : c.comm()) + (c.pid() >= 0 ? "/" + c.pid() : "")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        }
        DelayMark mark = c.delayMark();
        if (mark != DelayMark.NONE) {
            line(b, Messages.Hover_mark, String.valueOf(mark.symbol()));
        }
        return b.toString();
    }

    private static void line(StringBuilder b, String template, String value) {
        b.append('\n').append(NLS.bind(template, value));
    }
}
