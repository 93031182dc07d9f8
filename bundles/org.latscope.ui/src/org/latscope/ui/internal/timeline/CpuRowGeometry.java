// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.latscope.analysis.timegraph.CpuLane;

/**
 * Where the rows per CPU of an events capture go inside its trace row: one band per CPU, each
 * with the irq handlers on top, the softirqs under them and the tasks at the bottom (the
 * staircase's order), and a gap under the tasks for the wakeup arrows. Pure arithmetic.
 */
final class CpuRowGeometry {

    /** Above the first CPU's band. */
    static final int PAD_TOP = 4;
    /** Height of the irq and softirq lanes. */
    static final int IRQ_HEIGHT = 10;
    /** Height of the task lane: a line of text. */
    static final int TASK_HEIGHT = 20;
    /** Under the task lane, where a wakeup is drawn. */
    static final int WAKEUP_GAP = 8;
    /** One CPU's band. */
    static final int CPU_HEIGHT = 2 + IRQ_HEIGHT + 1 + IRQ_HEIGHT + 1 + TASK_HEIGHT + WAKEUP_GAP;

    private CpuRowGeometry() {
    }

    /** @return the height of a trace row holding this many CPUs */
    static int rowHeight(int cpus) {
        return Math.max(TimelineLayout.ROW_HEIGHT, PAD_TOP + cpus * CPU_HEIGHT + 2);
    }

    /** @return the top of CPU row {@code r}'s band */
    static int bandTop(int rowTop, int r) {
        return rowTop + PAD_TOP + r * CPU_HEIGHT;
    }

    /** @return the top of a lane in CPU row {@code r} */
    static int laneTop(int rowTop, int r, CpuLane lane) {
        int top = bandTop(rowTop, r) + 2;
        return switch (lane) {
            case IRQ -> top;
            case SOFTIRQ -> top + IRQ_HEIGHT + 1;
            case TASK -> top + 2 * (IRQ_HEIGHT + 1);
        };
    }

    /** @return the height of a lane */
    static int laneHeight(CpuLane lane) {
        return lane == CpuLane.TASK ? TASK_HEIGHT : IRQ_HEIGHT;
    }

    /** @return the line a wakeup of CPU row {@code r} is drawn on */
    static int wakeupY(int rowTop, int r) {
        return laneTop(rowTop, r, CpuLane.TASK) + TASK_HEIGHT + WAKEUP_GAP / 2;
    }

    /**
     * @param rowTop the trace row's top
     * @param cpus its CPU count
     * @param y a position
     * @return the CPU row there, -1 when none
     */
    static int cpuAt(int rowTop, int cpus, int y) {
        int r = Math.floorDiv(y - rowTop - PAD_TOP, CPU_HEIGHT);
        return r >= 0 && r < cpus ? r : -1;
    }

    /** @return the lane at {@code y} in CPU row {@code r}: the nearest one, the gap counts as the tasks' */
    static CpuLane laneAt(int rowTop, int r, int y) {
        if (y < laneTop(rowTop, r, CpuLane.SOFTIRQ)) {
            return CpuLane.IRQ;
        }
        return y < laneTop(rowTop, r, CpuLane.TASK) ? CpuLane.SOFTIRQ : CpuLane.TASK;
    }
}
