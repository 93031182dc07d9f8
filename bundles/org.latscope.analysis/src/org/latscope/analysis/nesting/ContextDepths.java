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
 * {@code .}); so irq depths from flags are 0 or 1. The other columns (irqs-off {@code d}/{@code D}/
 * {@code b}, need-resched {@code N}/{@code n}/{@code p}/lazy variants, migrate-disable and
 * PREEMPT_RT's lazy columns) only appear in the text of {@link #describeFtraceFlags}.
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

    /**
     * Describes a preempt count's nesting for a reader: {@code hard irq 1, preempt 4}.
     *
     * @param depths the depths {@link #fromPreemptCount} filled (NMI may be set by the caller)
     * @param out where the description is appended
     */
    static void describeDepths(int[] depths, StringBuilder out) {
        word(out, depths[NestingContext.NMI.ordinal()] > 0 ? "NMI" : null); //$NON-NLS-1$
        counted(out, "hard irq", depths[NestingContext.HARDIRQ.ordinal()]); //$NON-NLS-1$
        counted(out, "softirq", depths[NestingContext.SOFTIRQ.ordinal()]); //$NON-NLS-1$
        counted(out, "preempt", depths[NestingContext.PREEMPT.ordinal()]); //$NON-NLS-1$
        word(out, depths[NestingContext.PREEMPT_ACTIVE.ordinal()] > 0 ? "PREEMPT_ACTIVE" : null); //$NON-NLS-1$
    }

    /**
     * Describes every column of an ftrace flag field for a reader:
     * {@code irqs off, need-resched, hard irq, preempt 2}.
     *
     * @param text a flag field such as {@code dNh2.}
     * @param out where the description is appended
     */
    static void describeFtraceFlags(String text, StringBuilder out) {
        if (text == null || text.length() < 4) {
            return;
        }
        int width = text.length();
        int context = contextColumn(width);
        word(out, switch (text.charAt(0)) {
            case 'd' -> "irqs off"; //$NON-NLS-1$
            case 'D' -> "irqs off, bh off"; //$NON-NLS-1$
            case 'b' -> "bh off"; //$NON-NLS-1$
            default -> null;
        });
        word(out, switch (text.charAt(1)) {
            case 'N', 'n' -> "need-resched"; //$NON-NLS-1$
            case 'p' -> "preempt-resched"; //$NON-NLS-1$
            case 'L', 'l' -> "need-resched-lazy"; //$NON-NLS-1$
            case 'B', 'b' -> "need-resched, need-resched-lazy"; //$NON-NLS-1$
            default -> null;
        });
        if (context == 3) {
            word(out, text.charAt(2) == '.' ? null : "need-resched-lazy"); //$NON-NLS-1$
        }
        word(out, switch (text.charAt(context)) {
            case 'h' -> "hard irq"; //$NON-NLS-1$
            case 's' -> "softirq"; //$NON-NLS-1$
            case 'H' -> "hard irq in softirq"; //$NON-NLS-1$
            case 'z' -> "NMI"; //$NON-NLS-1$
            case 'Z' -> "NMI in hard irq"; //$NON-NLS-1$
            default -> null;
        });
        counted(out, "preempt", Character.digit(text.charAt(context + 1), 16)); //$NON-NLS-1$
        int migrate = width == 5 ? context + 2 : width >= 6 ? context + 3 : -1;
        if (width >= 6) {
            counted(out, "preempt-lazy", Character.digit(text.charAt(context + 2), 16)); //$NON-NLS-1$
        }
        if (migrate >= 0 && migrate < width) {
            counted(out, "migrate-disable", Character.digit(text.charAt(migrate), 16)); //$NON-NLS-1$
        }
    }

    private static void counted(StringBuilder out, String what, int depth) {
        word(out, depth > 0 ? what + ' ' + depth : null);
    }

    private static void word(StringBuilder out, String word) {
        if (word != null) {
            out.append(out.length() == 0 ? "" : ", ").append(word); //$NON-NLS-1$ //$NON-NLS-2$
        }
    }
}
