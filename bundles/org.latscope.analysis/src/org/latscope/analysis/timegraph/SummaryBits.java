// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import org.latscope.analysis.nesting.NestingContext;
import org.latscope.model.steps.DelayMark;

/**
 * The nesting and delay mark of a bucket or column of steps in one int: bits 0-7 deepest hard
 * irq depth, 8-15 softirq, 16-23 preemption (each saturating at 255), 24-27 the strongest delay
 * mark's ordinal (none to {@code $}; other marks count as none), 28 NMI seen, 29
 * PREEMPT_ACTIVE seen. Merging takes the maximum of each field.
 */
final class SummaryBits {

    private static final int NMI = 1 << 28;
    private static final int PREEMPT_ACTIVE = 1 << 29;
    private static final int STRONGEST_MARK = DelayMark.OVER_1_S.ordinal();

    private SummaryBits() {
    }

    /** @return the bits of one step */
    static int of(int[] depths, DelayMark mark) {
        int m = mark.ordinal() <= STRONGEST_MARK ? mark.ordinal() : 0;
        return saturate(depths[NestingContext.HARDIRQ.ordinal()]) | saturate(depths[NestingContext.SOFTIRQ.ordinal()]) << 8
                | saturate(depths[NestingContext.PREEMPT.ordinal()]) << 16 | m << 24
                | (depths[NestingContext.NMI.ordinal()] > 0 ? NMI : 0)
                | (depths[NestingContext.PREEMPT_ACTIVE.ordinal()] > 0 ? PREEMPT_ACTIVE : 0);
    }

    static int merge(int a, int b) {
        return Math.max(a & 0xff, b & 0xff) | Math.max(a & 0xff00, b & 0xff00) | Math.max(a & 0xff0000, b & 0xff0000)
                | Math.max(a & 0xf000000, b & 0xf000000) | (a | b) & (NMI | PREEMPT_ACTIVE);
    }

    static int depth(int bits, NestingContext context) {
        return switch (context) {
            case HARDIRQ -> bits & 0xff;
            case SOFTIRQ -> bits >>> 8 & 0xff;
            case PREEMPT -> bits >>> 16 & 0xff;
            case NMI -> (bits & NMI) != 0 ? 1 : 0;
            case PREEMPT_ACTIVE -> (bits & PREEMPT_ACTIVE) != 0 ? 1 : 0;
        };
    }

    static int mark(int bits) {
        return bits >>> 24 & 0xf;
    }

    private static int saturate(int depth) {
        return Math.min(255, Math.max(0, depth));
    }
}
