// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.osgi.util.NLS;
import org.latscope.analysis.timegraph.RecordLane;
import org.latscope.analysis.timegraph.TickLane;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.ui.internal.Messages;

/** The text of a row's label: file and trace, then latency, task and step count. */
public final class RowLabels {

    private RowLabels() {
    }

    /**
     * @param entry a row of the timeline
     * @param maxChars the characters that fit on a line
     * @return its label, one string per line
     */
    public static String[] lines(Object entry, int maxChars) {
        if (entry instanceof TraceTimeline row) {
            String task = row.task() == null ? "" : row.task(); //$NON-NLS-1$
            String steps = row.stepCount() == 1 ? Messages.Timeline_oneStep
                    : NLS.bind(Messages.Timeline_steps, Integer.valueOf(row.stepCount()));
            return new String[] { fit(row.label(), maxChars),
                    NLS.bind(row.declaresLatency() ? Messages.Timeline_rowDetails : Messages.Timeline_rowSpan,
                            TimeUnits.duration(row.latencyNs()), steps), task };
        }
        if (entry instanceof RecordLane lane) {
            return new String[] { fit(lane.label(), maxChars), NLS.bind(Messages.Timeline_recordLane, Integer.valueOf(lane.size())) };
        }
        if (entry instanceof TickLane lane) {
            return new String[] { fit(lane.label(), maxChars), NLS.bind(Messages.Timeline_tickLane, Integer.valueOf(lane.size())) };
        }
        return new String[0];
    }

    /**
     * The end of a path that fits: up to its last three segments ({@code lt040907/lt001.v3k1/lt.01},
     * enough to tell runs apart), fewer when they do not fit, and the file name shortened in
     * its middle when even that is too long, keeping the trace number at its end.
     */
    static String fit(String label, int maxChars) {
        int cut = label.length();
        String fitting = null;
        for (int segments = 0; segments < 3; segments++) {
            int slash = label.lastIndexOf('/', cut - 1);
            String candidate = label.substring(slash + 1);
            if (candidate.length() > maxChars) {
                break;
            }
            fitting = candidate;
            if (slash < 0) {
                break;
            }
            cut = slash;
        }
        if (fitting != null) {
            return fitting;
        }
        String name = label.substring(label.lastIndexOf('/') + 1);
        int keep = Math.max(2, maxChars - 1);
        return name.substring(0, keep - keep / 2) + '\u2026' + name.substring(name.length() - keep / 2);
    }
}
