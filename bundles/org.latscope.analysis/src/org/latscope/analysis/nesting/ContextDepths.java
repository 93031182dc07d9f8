// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

/**
 * Decodes the nesting of one step, from a preempt count or from an ftrace flag field.
 * <p>
 * Preempt counts use the 2.6 layout: bits 0-7 preemption depth, 8-15 softirq count, 16-25
 * hardirq count, PREEMPT_ACTIVE in bit 26 ({@code 0x04000000}, 2.6.9 i386, where v1.0.x traces
 * come from: {@code preempt_schedule} runs at {@code 04000000}) or bit 28
 * ({@code 0x10000000}, later kernels). {@code 00010004} is one hard interrupt with preemption
 * depth 4. 2.6.9 has no NMI bit: {@code nmi_enter} adds a hard irq level, so the analysis
 * counts as NMI the hard irq levels entered by a {@code do_nmi} step.
 * <p>
 * ftrace flag fields ({@code d.h1}, {@code dNs2.}) give the context in their third column
 * (fourth in PREEMPT_RT's 7-character field, see {@link #contextColumn(int)}) ({@code h} hard irq, {@code s} softirq, {@code H} hard irq inside a softirq, {@code z} NMI,
 * {@code Z} NMI inside a hard irq) and the preemption depth in the next one (hex digit or
 * {@code .}); so irq depths from flags are 0 or 1.
 */
final class ContextDepths {

    /** PREEMPT_ACTIVE of 2.6.9 i386. */
    static final int PREEMPT_ACTIVE_269 = 0x04000000;
    /** PREEMPT_ACTIVE of later 2.6 kernels. */
    static final int PREEMPT_ACTIVE = 0x10000000;

    private ContextDepths() {
    }

    /** Fills {@code depths} (indexed by {@link NestingContext#ordinal()}) from a preempt count. */
    static void fromPreemptCount(int count, int[] depths) {
        depths[NestingContext.PREEMPT.ordinal()] = count & 0xff;
        depths[NestingContext.SOFTIRQ.ordinal()] = (count >>> 8) & 0xff;
        depths[NestingContext.HARDIRQ.ordinal()] = (count >>> 16) & 0x3ff;
        depths[NestingContext.NMI.ordinal()] = 0; // see NestingAnalysis: from do_nmi steps
        depths[NestingContext.PREEMPT_ACTIVE.ordinal()] = (count & (PREEMPT_ACTIVE | PREEMPT_ACTIVE_269)) != 0 ? 1 : 0;
    }

    /** Fills {@code depths} from an ftrace flag field; unknown text means depth 0 everywhere. */
    static void fromFtraceFlags(String text, int[] depths) {
        java.util.Arrays.fill(depths, 0);
        if (text == null || text.length() < 4) {
            return;
        }
        int context = contextColumn(text.length());
        char c = text.charAt(context);
        depths[NestingContext.HARDIRQ.ordinal()] = c == 'h' || c == 'H' || c == 'Z' ? 1 : 0;
        depths[NestingContext.SOFTIRQ.ordinal()] = c == 's' || c == 'H' ? 1 : 0;
        depths[NestingContext.NMI.ordinal()] = c == 'z' || c == 'Z' ? 1 : 0;
        depths[NestingContext.PREEMPT.ordinal()] = Math.max(0, Character.digit(text.charAt(context + 1), 16));
    }

    /**
     * The hardirq/softirq column: the third, except in PREEMPT_RT's 7-character field
     * ({@code d...1..}: irqs-off, need-resched, need-resched-lazy, hardirq/softirq,
     * preempt-depth, preempt-lazy-depth, migrate-disable), where need-resched-lazy pushes it
     * to the fourth. The widths follow the formats' {@code FtraceFlagLayout}.
     */
    static int contextColumn(int width) {
        return width == 7 ? 3 : 2;
    }
}
