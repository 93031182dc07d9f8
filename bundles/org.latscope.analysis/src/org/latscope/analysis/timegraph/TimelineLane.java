// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

/**
 * A set-level lane for a content that is not a step trace: irq-off lists and worst-N tables
 * ({@link RecordLane}), printk logs ({@link TickLane}).
 */
public sealed interface TimelineLane permits RecordLane, TickLane {

    /** @return the content's label ({@link org.latscope.analysis.TraceContents#label}) */
    String label();

    /** @return the number of rows or ticks */
    int size();

    /**
     * @param i a row or tick index, below {@link #size()}
     * @return its text
     */
    String text(int i);

    /**
     * @param i a row or tick index, below {@link #size()}
     * @return its line in its file, 0 when unknown
     */
    int line(int i);

    /** @return the lane's length in time: the longest row, or the last tick */
    long spanNs();
}
