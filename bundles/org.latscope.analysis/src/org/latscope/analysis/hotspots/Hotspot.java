// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.hotspots;

import java.util.List;

import org.latscope.analysis.internal.TraceLabels;

/**
 * One group of steps (or rows) that reached the threshold.
 *
 * @param key the group: a function, {@code function (parent)}, {@code function [marker]},
 *        {@code start:line/file}, {@code end:line/file} or a cause
 * @param count steps or rows in the group
 * @param totalNs their summed delta or latency
 * @param maxNs the largest of them
 * @param traces labels of the traces they come from, in set order
 */
public record Hotspot(String key, long count, long totalNs, long maxNs, List<String> traces) {

    /** Copies the list. */
    public Hotspot {
        traces = TraceLabels.copyOf(traces);
    }
}
