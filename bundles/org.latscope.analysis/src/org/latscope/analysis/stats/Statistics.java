// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.List;

/**
 * The result of {@link StatisticsAnalysis}: one distribution per {@link LatencyKind}, in enum
 * order (empty kinds have count 0).
 *
 * @param distributions the distributions
 */
public record Statistics(List<Distribution> distributions) {

    /** Copies the list. */
    public Statistics {
        distributions = List.copyOf(distributions);
    }

    /**
     * @param kind a kind
     * @return its distribution
     */
    public Distribution of(LatencyKind kind) {
        return distributions.get(kind.ordinal());
    }
}
