// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.List;

/**
 * A latency distribution. Percentiles are nearest-rank: the smallest value with at least
 * p % of the values at or below it. All zeros when {@code count} is 0.
 *
 * @param kind what was measured
 * @param count values (histogram buckets count their weight)
 * @param minNs the smallest
 * @param maxNs the largest
 * @param meanNs the mean
 * @param p50Ns median
 * @param p90Ns 90th percentile
 * @param p99Ns 99th percentile
 * @param p999Ns 99.9th percentile
 * @param buckets the non-empty log-scale buckets, ascending
 */
public record Distribution(LatencyKind kind, long count, long minNs, long maxNs, double meanNs, long p50Ns, long p90Ns,
        long p99Ns, long p999Ns, List<LogBucket> buckets) {

    /** Copies the list. */
    public Distribution {
        buckets = List.copyOf(buckets);
    }

    /**
     * @return whether views, reports and text list it: the four kinds every set has always, the
     *         kinds from events only when the set holds some (a folder of 2004 traces lists four)
     */
    public boolean listed() {
        return !kind.fromEvents() || count > 0;
    }
}
