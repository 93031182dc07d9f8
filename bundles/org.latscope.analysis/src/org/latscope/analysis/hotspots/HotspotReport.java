// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.hotspots;

import java.util.ArrayList;
import java.util.Comparator;
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

    /** The report's order: most frequent first, then longest total, then key. */
    public static final Comparator<Hotspot> ORDER = Comparator.comparingLong(Hotspot::count).reversed()
            .thenComparing(Comparator.comparingLong(Hotspot::totalNs).reversed()).thenComparing(Hotspot::key);

    /**
     * A report of hotspots merged from a set's files, put in the report's {@link #ORDER}: by
     * {@link HotspotMerge}, and by a merge done elsewhere (the farm's Spark aggregations).
     *
     * @param grouping how steps were grouped
     * @param minNs the threshold
     * @param merged one hotspot per key, in any order
     * @param considered steps and rows looked at
     * @param matched steps and rows that reached the threshold
     * @return the report
     */
    public static HotspotReport merged(HotspotGrouping grouping, long minNs, List<Hotspot> merged, long considered,
            long matched) {
        List<Hotspot> sorted = new ArrayList<>(merged);
        sorted.sort(ORDER);
        return new HotspotReport(grouping, minNs, sorted, considered, matched);
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
