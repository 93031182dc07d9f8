// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

import java.util.List;

/**
 * The nesting of one context in one trace.
 *
 * @param context the context
 * @param maxDepth the deepest level reached
 * @param timeAtDepthNs time spent at each depth, index = depth (0 included)
 * @param intervals the stretches at depth 1 or more, in trace order
 */
public record ContextNesting(NestingContext context, int maxDepth, List<Long> timeAtDepthNs,
        List<NestingInterval> intervals) {

    /** Copies the lists. */
    public ContextNesting {
        timeAtDepthNs = List.copyOf(timeAtDepthNs);
        intervals = List.copyOf(intervals);
    }

    /**
     * @param depth a depth
     * @return time spent at exactly that depth
     */
    public long timeAt(int depth) {
        return depth < timeAtDepthNs.size() ? timeAtDepthNs.get(depth).longValue() : 0;
    }
}
