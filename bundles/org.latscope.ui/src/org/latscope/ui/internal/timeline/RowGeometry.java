// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.nesting.NestingProfile;
import org.latscope.analysis.timegraph.TraceTimeline;

/**
 * Where a trace row's parts go: the step boxes at the top, the staircase under them, its
 * NMI / PREEMPT_ACTIVE band on top of it, and how many pixels one level of depth is.
 *
 * @param boxTop top of the step boxes
 * @param boxHeight their height
 * @param bandTop top of the NMI and PREEMPT_ACTIVE band (2 pixels each)
 * @param stairBottom the staircase's base line: depth 0
 * @param unit pixels per level of depth
 */
record RowGeometry(int boxTop, int boxHeight, int bandTop, int stairBottom, int unit) {

    /** Height of the NMI band and of the PREEMPT_ACTIVE band. */
    static final int BAND = 2;

    static RowGeometry of(TraceTimeline row, int top, int height) {
        int boxHeight = height > TimelineLayout.ROW_HEIGHT ? 24 : 18;
        int boxTop = top + 5;
        int bandTop = boxTop + boxHeight + 3;
        int stairTop = bandTop + 2 * BAND + 1;
        int stairBottom = top + height - 4;
        int levels = Math.max(1, stackDepth(row.nesting()));
        int unit = Math.max(1, Math.min(12, (stairBottom - stairTop) / levels));
        return new RowGeometry(boxTop, boxHeight, bandTop, stairBottom, unit);
    }

    /** @return the deepest the staircase can get: hard irq + soft irq + preemption maxima */
    static int stackDepth(NestingProfile profile) {
        if (profile == null) {
            return 0;
        }
        return profile.context(NestingContext.HARDIRQ).maxDepth() + profile.context(NestingContext.SOFTIRQ).maxDepth()
                + profile.context(NestingContext.PREEMPT).maxDepth();
    }
}
