// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.osgi.util.NLS;
import org.latscope.analysis.timegraph.CpuIntervals;
import org.latscope.analysis.timegraph.CpuLane;
import org.latscope.analysis.timegraph.CpuRows;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.ui.internal.Messages;

/**
 * The hover text of a box of an events capture's rows per CPU: what it is (the task as
 * {@code comm-pid}, the softirq vector, the irq), its CPU, start and duration, the event that
 * began it with its flags decoded, and for a task its longest wakeup latency.
 */
final class CpuHoverText {

    private CpuHoverText() {
    }

    /**
     * @param row a trace row with {@link TraceTimeline#cpuRows()}
     * @param cpuRow one of its CPU rows
     * @param lane the box's lane
     * @param i the box's interval in that lane
     * @return the text, lines separated by '\n'
     */
    static String of(TraceTimeline row, int cpuRow, CpuLane lane, int i) {
        CpuRows cpus = row.cpuRows();
        CpuIntervals in = cpus.lane(cpuRow, lane);
        String key = cpus.key(in.keyId(i));
        StringBuilder b = new StringBuilder(NLS.bind(switch (lane) {
            case TASK -> Messages.Hover_laneTask;
            case SOFTIRQ -> Messages.Hover_laneSoftirq;
            case IRQ -> Messages.Hover_laneIrq;
        }, key));
        line(b, Messages.Hover_cpu, Integer.toString(cpus.cpu(cpuRow)));
        line(b, Messages.Hover_start, TimeUnits.duration(in.beginNs(i) - row.startNs()));
        line(b, Messages.Hover_duration, TimeUnits.duration(in.endNs(i) - in.beginNs(i)));
        int step = in.step(i);
        String event = row.function(step);
        if (event != null) {
            line(b, Messages.Hover_event, event);
        }
        String flags = row.ftraceFlags(step);
        if (flags != null) {
            b.append('\n').append(NLS.bind(Messages.Hover_flags, flags, row.stepContext(step).description()));
        } else {
            String context = row.stepContext(step).description();
            if (!context.isEmpty()) {
                line(b, Messages.Hover_context, context);
            }
        }
        int wakeup = lane == CpuLane.TASK ? cpus.longestWakeup(key) : -1;
        if (wakeup >= 0) {
            b.append('\n').append(NLS.bind(Messages.Hover_wakeup, new Object[] { key,
                    TimeUnits.duration(cpus.wakeupNs(wakeup)), TimeUnits.duration(cpus.wakeupBeginNs(wakeup) - row.startNs()) }));
        }
        return b.toString();
    }

    private static void line(StringBuilder b, String template, String value) {
        b.append('\n').append(NLS.bind(template, value));
    }
}
