// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

/**
 * A stretch of a trace at one depth (at least 1) of one context.
 *
 * @param depth the depth
 * @param startNs trace time of the first step at this depth
 * @param endNs trace time of the first step at another depth (or the end of the last step)
 */
public record NestingInterval(int depth, long startNs, long endNs) {

    /** @return the interval's length */
    public long durationNs() {
        return endNs - startNs;
    }
}
