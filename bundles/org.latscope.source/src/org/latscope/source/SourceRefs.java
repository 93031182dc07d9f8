// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.List;

/**
 * The references a trace set carries, as the analyses counted them: what
 * {@link SourceResolver} resolves.
 *
 * @param lines {@code LINE/FILE} locations of worst-N rows, keyed as the hotspots' location
 *        grouping keys them ({@code end:697/sched.c})
 * @param markers mcount markers, keyed as the hotspots' marker grouping keys them
 *        ({@code mark_offset_tsc [2]})
 * @param points started-at and ended-at points of latency headers
 *        ({@code started_at:__spin_lock_irqsave+0x4b/0xa0})
 * @param functions functions of steps, irq-off rows and function_graph lines, with their self
 *        and total time from the call tree
 */
public record SourceRefs(List<Counted> lines, List<Counted> markers, List<Counted> points, List<Timed> functions) {

    /** Copies the lists. */
    public SourceRefs {
        lines = List.copyOf(lines);
        markers = List.copyOf(markers);
        points = List.copyOf(points);
        functions = List.copyOf(functions);
    }

    /**
     * One reference and what was counted for it.
     *
     * @param key the reference as keyed ({@code end:697/sched.c})
     * @param count rows, steps or traces
     * @param totalNs their summed latency or delta
     * @param maxNs the largest
     */
    public record Counted(String key, long count, long totalNs, long maxNs) {
    }

    /**
     * A function and its time in the call tree.
     *
     * @param name the function
     * @param selfNs its self time
     * @param totalNs its total time (self plus callees)
     */
    public record Timed(String name, long selfNs, long totalNs) {
    }
}
