// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

/**
 * One bucket of a log-scale (1-2-5 per decade, from 1 us) histogram: {@code [lowerNs, upperNs)}.
 *
 * @param lowerNs the smallest value in the bucket (0 for the first)
 * @param upperNs the first value above it
 * @param count values in the bucket
 */
public record LogBucket(long lowerNs, long upperNs, long count) {
}
