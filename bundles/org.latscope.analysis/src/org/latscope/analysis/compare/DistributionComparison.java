// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.compare;

import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.LatencyKind;

/**
 * One latency kind's distribution in two runs.
 *
 * @param kind the kind
 * @param a the distribution in A
 * @param b the distribution in B
 */
public record DistributionComparison(LatencyKind kind, Distribution a, Distribution b) {
}
