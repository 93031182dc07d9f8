// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.compare;

/**
 * One hotspot key in two runs A and B.
 *
 * @param key the key
 * @param change in both, new in B, or vanished from A
 * @param countA count in A
 * @param countB count in B
 * @param maxA max in A (0 when absent)
 * @param maxB max in B (0 when absent)
 */
public record KeyComparison(String key, KeyChange change, long countA, long countB, long maxA, long maxB) {

    /** @return {@code countB - countA} */
    public long countDelta() {
        return countB - countA;
    }

    /** @return {@code countB / countA}, NaN when A has none */
    public double countRatio() {
        return countA == 0 ? Double.NaN : countB / (double) countA;
    }

    /** @return {@code maxB - maxA} */
    public long maxDeltaNs() {
        return maxB - maxA;
    }

    /** @return {@code maxB / maxA}, NaN when A's max is 0 */
    public double maxRatio() {
        return maxA == 0 ? Double.NaN : maxB / (double) maxA;
    }
}
