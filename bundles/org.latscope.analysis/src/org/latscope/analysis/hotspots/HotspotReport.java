// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.hotspots;

import java.util.List;
import java.util.Optional;

/**
 * The result of {@link HotspotAnalysis}.
 *
 * @param grouping how steps were grouped
 * @param minNs the threshold: deltas (or row latencies) at least this long were counted
 * @param hotspots the groups, most frequent first (then longest total, then key)
 * @param considered steps and rows looked at
 * @param matched steps and rows that reached the threshold
 */
public record HotspotReport(HotspotGrouping grouping, long minNs, List<Hotspot> hotspots, long considered, long matched) {

    /** Copies the list. */
    public HotspotReport {
        hotspots = List.copyOf(hotspots);
    }

    /**
     * @param key a key
     * @return the hotspot with that key
     */
    public Optional<Hotspot> find(String key) {
        return hotspots.stream().filter(h -> h.key().equals(key)).findFirst();
    }

    /**
     * @param n how many
     * @return a report with only the first {@code n} hotspots
     */
    public HotspotReport top(int n) {
        return n >= hotspots.size() ? this
                : new HotspotReport(grouping, minNs, hotspots.subList(0, n), considered, matched);
    }
}
