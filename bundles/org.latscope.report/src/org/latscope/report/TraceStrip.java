// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report;

import java.util.List;

import org.latscope.analysis.nesting.NestingContext;

/**
 * One of the worst latency traces as a report draws it: the timeline row cut into a fixed
 * number of columns, each holding what the explorer's timeline paints for a pixel column (the
 * deepest depth of each context and the strongest delay mark, from
 * {@link org.latscope.analysis.timegraph.StepSummary#query} when steps are denser than columns,
 * else from the nesting intervals and the steps themselves), and the trace's longest steps.
 * Small whatever the trace's size, so a report keeps a few of them and none of the steps.
 *
 * @param label the trace's label
 * @param path the file it was read from
 * @param task {@code comm/pid}, null when the header names none
 * @param latencyNs the header's latency, else the steps' span
 * @param declared whether the header prints the latency (else {@code latencyNs} is a span)
 * @param spanNs the time the columns cover, from the first step
 * @param stepCount the steps, elisions and markers included
 * @param summarized whether the columns come from the step summary (steps denser than columns)
 * @param depths per {@link NestingContext} (enum order) the depth in each column (0..255)
 * @param marks per column the strongest delay mark's ordinal, {@code DelayMark.NONE} to {@code OVER_1_S}
 * @param steps per column the number of steps starting in it
 * @param longest the longest steps, longest first
 */
public record TraceStrip(String label, String path, String task, long latencyNs, boolean declared, long spanNs, int stepCount,
        boolean summarized, byte[][] depths, byte[] marks, int[] steps, List<Step> longest) {

    /** Copies the list (the arrays are the strip's own, filled once by {@link ReportAnalysis}). */
    public TraceStrip {
        longest = List.copyOf(longest);
    }

    /** @return the number of columns */
    public int columns() {
        return marks.length;
    }

    /**
     * @param column a column
     * @param context a context
     * @return its depth there
     */
    public int depth(int column, NestingContext context) {
        return depths[context.ordinal()][column] & 0xff;
    }

    /**
     * A long step of the trace.
     *
     * @param function the step's function or event, {@code ?} for none
     * @param parent its caller, null for none
     * @param offsetNs its start after the trace's first step
     * @param deltaNs its duration
     */
    public record Step(String function, String parent, long offsetNs, long deltaNs) {
    }
}
