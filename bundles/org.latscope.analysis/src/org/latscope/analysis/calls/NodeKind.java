// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.calls;

/** What a node of a {@link CallTree} stands for. */
public enum NodeKind {
    /** The synthetic root; its name is empty. */
    ROOT,
    /** A function of a step (latency trace, ftrace, function_graph). */
    FUNCTION,
    /** The cause column of a worst-N row ({@code spin_lock}, {@code BKL}). */
    CAUSE,
    /** The start location of a worst-N row, named {@code start:1376/sched.c}. */
    START,
    /** The end location of a worst-N row, named {@code end:697/sched.c}. */
    END,
    /** The function of an irq-off row ({@code vprintk}). */
    IRQ_OFF
}
