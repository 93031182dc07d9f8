// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

import java.util.Arrays;

/**
 * The nesting of one step, decoded for a hover text: its depth per {@link NestingContext} and a
 * description such as {@code hard irq 1, preempt 4} (preempt count {@code 00010004}) or
 * {@code irqs off, need-resched, hard irq, preempt 2} (ftrace flags {@code dNh2}). Decoded by
 * the same code as {@link NestingAnalysis} ({@link ContextDepths}).
 */
public final class StepContext {

    private final int[] depths;
    private final String description;

    private StepContext(int[] depths, String description) {
        this.depths = depths;
        this.description = description;
    }

    /**
     * @param count a preempt count as v1.0.x traces print it
     * @return its nesting (no NMI: a preempt count alone cannot tell)
     */
    public static StepContext ofPreemptCount(int count) {
        return ofPreemptCount(count, false);
    }

    /**
     * @param count a preempt count as v1.0.x traces print it
     * @param nmi whether the step runs in an NMI, as {@link NestingAnalysis} finds from the
     *        {@code do_nmi} step that entered it
     * @return its nesting
     */
    public static StepContext ofPreemptCount(int count, boolean nmi) {
        int[] depths = new int[NestingContext.values().length];
        ContextDepths.fromPreemptCount(count, depths);
        depths[NestingContext.NMI.ordinal()] = nmi ? 1 : 0;
        StringBuilder text = new StringBuilder();
        ContextDepths.describeDepths(depths, text);
        return new StepContext(depths, text.toString());
    }

    /**
     * @param flags an ftrace flag field such as {@code d.h1} or {@code dNs2.}
     * @return its nesting; depth 0 and an empty description for text that is not a flag field
     */
    public static StepContext ofFtraceFlags(String flags) {
        int[] depths = new int[NestingContext.values().length];
        ContextDepths.fromFtraceFlags(flags, depths);
        StringBuilder text = new StringBuilder();
        ContextDepths.describeFtraceFlags(flags, text);
        return new StepContext(depths, text.toString());
    }

    /** @return the nesting of a step without nesting information: depth 0, empty description */
    public static StepContext none() {
        return new StepContext(new int[NestingContext.values().length], ""); //$NON-NLS-1$
    }

    /**
     * @param context a context
     * @return the step's depth in it
     */
    public int depth(NestingContext context) {
        return depths[context.ordinal()];
    }

    /** @return the nesting in words, empty when the step is not nested at all */
    public String description() {
        return description;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof StepContext other && Arrays.equals(depths, other.depths)
                && description.equals(other.description);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(depths) * 31 + description.hashCode();
    }

    @Override
    public String toString() {
        return description;
    }
}
