// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

import java.util.List;

/**
 * The nesting of one latency trace.
 *
 * @param trace the trace's label
 * @param source {@code preempt-count} or {@code ftrace-flags}
 * @param contexts one entry per {@link NestingContext}, in enum order
 */
public record NestingProfile(String trace, String source, List<ContextNesting> contexts) {

    /** Copies the list. */
    public NestingProfile {
        contexts = List.copyOf(contexts);
    }

    /**
     * @param context a context
     * @return its nesting in this trace
     */
    public ContextNesting context(NestingContext context) {
        return contexts.get(context.ordinal());
    }
}
