// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

import java.util.Locale;

/** A kind of nesting that {@link NestingAnalysis} follows. */
public enum NestingContext {
    /** Hard interrupt nesting. */
    HARDIRQ,
    /** Softirq nesting. */
    SOFTIRQ,
    /** Preemption (preempt_disable) depth. */
    PREEMPT,
    /** NMI context (depth 0 or 1). */
    NMI,
    /** The PREEMPT_ACTIVE bit (depth 0 or 1); preempt counts only. */
    PREEMPT_ACTIVE;

    /** @return the lower-case name used in JSON */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
