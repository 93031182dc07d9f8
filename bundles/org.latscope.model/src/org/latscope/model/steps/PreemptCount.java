// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

/**
 * Decodes the {@code preempt_count()} value of v1.0.x latency traces (2.6.9 i386 layout):
 * bits 0-7 preemption depth, 8-15 softirq count, 16-27 hardirq count, 0x10000000
 * PREEMPT_ACTIVE. {@code 00010004} is one hard interrupt with preemption depth 4.
 */
public final class PreemptCount {

    /** The PREEMPT_ACTIVE bit. */
    public static final int PREEMPT_ACTIVE = 0x10000000;

    private PreemptCount() {
    }

    /** @return the preemption depth (bits 0-7) */
    public static int depth(int count) {
        return count & 0xff;
    }

    /** @return the softirq nesting (bits 8-15) */
    public static int softirq(int count) {
        return (count >>> 8) & 0xff;
    }

    /** @return the hardirq nesting (bits 16-27) */
    public static int hardirq(int count) {
        return (count >>> 16) & 0xfff;
    }

    /** @return whether PREEMPT_ACTIVE is set */
    public static boolean preemptActive(int count) {
        return (count & PREEMPT_ACTIVE) != 0;
    }
}
