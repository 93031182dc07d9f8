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
     * @return its label, one string per line
     */
    public static String[] lines(Object entry) {
        if (entry instanceof TraceTimeline row) {
            String task = row.task() == null ? "" : row.task(); //$NON-NLS-1$
            return new String[] { shortLabel(row.label()),
                    NLS.bind(Messages.Timeline_rowDetails, new Object[] { TimeUnits.duration(row.latencyNs()), task,
                            Integer.valueOf(row.stepCount()) }) };
        }
        if (entry instanceof RecordLane lane) {
            return new String[] { shortLabel(lane.label()), NLS.bind(Messages.Timeline_recordLane, Integer.valueOf(lane.size())) };
        }
        if (entry instanceof TickLane lane) {
            return new String[] { shortLabel(lane.label()), NLS.bind(Messages.Timeline_tickLane, Integer.valueOf(lane.size())) };
        }
        return new String[0];
    }

    /** The last three path segments: {@code lt040907/lt001.v3k1/lt.01}, enough to tell runs apart. */
    static String shortLabel(String label) {
        int cut = label.length();
        for (int segments = 0; segments < 3 && cut > 0; segments++) {
            cut = label.lastIndexOf('/', cut - 1);
            if (cut < 0) {
                return label;
            }
        }
        return label.substring(cut + 1);
    }
}
