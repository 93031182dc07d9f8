// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.compare;

import java.util.List;
import java.util.Optional;

import org.latscope.analysis.hotspots.HotspotGrouping;

/**
 * The result of {@link RunComparison}.
 *
 * @param grouping how hotspots were keyed
 * @param minNs the hotspot threshold
 * @param keys every key of either run: largest count change first, then key
 * @param distributions every latency kind, A next to B
 */
public record Comparison(HotspotGrouping grouping, long minNs, List<KeyComparison> keys,
        List<DistributionComparison> distributions) {

    /** Copies the lists. */
    public Comparison {
        keys = List.copyOf(keys);
        distributions = List.copyOf(distributions);
    }

    /**
     * @param key a key
     * @return its comparison
     */
    public Optional<KeyComparison> find(String key) {
        return keys.stream().filter(k -> k.key().equals(key)).findFirst();
    }

    /**
     * @param change a kind of change
     * @return the keys with that change
     */
    public List<KeyComparison> with(KeyChange change) {
        return keys.stream().filter(k -> k.change() == change).toList();
    }
}
