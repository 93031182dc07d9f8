// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.compare;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.model.Run;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * Two trace sets side by side: per hotspot key, count and max in each, their difference and
 * ratio, new and vanished keys, and the latency distributions of both.
 */
public final class RunComparison {

    private final HotspotGrouping grouping;
    private final long minNs;

    /**
     * @param grouping how to key hotspots
     * @param minNs the hotspot threshold
     */
    public RunComparison(HotspotGrouping grouping, long minNs) {
        this.grouping = grouping;
        this.minNs = minNs;
    }

    /**
     * @param a the first run
     * @param b the second run
     * @return B compared with A
     */
    public Comparison run(TraceSet a, TraceSet b) {
        HotspotAnalysis hotspots = hotspots();
        StatisticsAnalysis stats = new StatisticsAnalysis();
        return compare(hotspots.run(a), stats.run(a), hotspots.run(b), stats.run(b));
    }

    /**
     * Two runs of one trace set (its first-level folders, {@code lt040903} against
     * {@code lt040907}): the numbers {@code latscope compare lt040903/ lt040907/} prints.
     *
     * @param set a trace set
     * @param a the first run's name
     * @param b the second run's name
     * @return run B compared with run A
     */
    public Comparison runs(TraceSet set, String a, String b) {
        return run(set, inRun(a), set, inRun(b));
    }

    /**
     * Compares the files of two sets that pass a test each: two runs, a run against a set.
     *
     * @param a the first set
     * @param inA which of its files count
     * @param b the second set (may be the first)
     * @param inB which of its files count
     * @return B's files compared with A's
     */
    public Comparison run(TraceSet a, Predicate<TraceFile> inA, TraceSet b, Predicate<TraceFile> inB) {
        HotspotAnalysis hotspots = hotspots();
        StatisticsAnalysis stats = new StatisticsAnalysis();
        return compare(hotspots.report(a, f -> inA.test(f) ? hotspots.file(f) : null),
                stats.report(a, f -> inA.test(f) ? stats.file(f) : null),
                hotspots.report(b, f -> inB.test(f) ? hotspots.file(f) : null),
                stats.report(b, f -> inB.test(f) ? stats.file(f) : null));
    }

    /**
     * @param run a run's name, or null for every file
     * @return a test of whether a file is in that run
     */
    public static Predicate<TraceFile> inRun(String run) {
        return run == null ? f -> true : f -> run.equals(runOf(f));
    }

    /**
     * @param set a trace set
     * @return the names of its runs, in set order
     */
    public static List<String> runNames(TraceSet set) {
        return set.getRuns().stream().map(Run::getName).toList();
    }

    /**
     * @param file a trace file
     * @return the name of the run it belongs to, or null
     */
    public static String runOf(TraceFile file) {
        return file.getBatch() != null && file.getBatch().eContainer() instanceof Run run ? run.getName() : null;
    }

    /** @return the hotspot analysis whose reports {@link #compare} compares */
    public HotspotAnalysis hotspots() {
        return new HotspotAnalysis(grouping, minNs);
    }

    /**
     * Compares two runs already analysed, e.g. file by file as they were read.
     *
     * @param ha the first run's hotspots, from {@link #hotspots()}
     * @param sa the first run's distributions
     * @param hb the second run's hotspots
     * @param sb the second run's distributions
     * @return B compared with A
     */
    public Comparison compare(HotspotReport ha, Statistics sa, HotspotReport hb, Statistics sb) {
        Map<String, Hotspot> inB = new LinkedHashMap<>();
        for (Hotspot h : hb.hotspots()) {
            inB.put(h.key(), h);
        }
        List<KeyComparison> keys = new ArrayList<>();
        for (Hotspot h : ha.hotspots()) {
            Hotspot other = inB.remove(h.key());
            keys.add(other == null ? new KeyComparison(h.key(), KeyChange.VANISHED, h.count(), 0, h.maxNs(), 0)
                    : new KeyComparison(h.key(), KeyChange.COMMON, h.count(), other.count(), h.maxNs(), other.maxNs()));
        }
        for (Hotspot h : inB.values()) {
            keys.add(new KeyComparison(h.key(), KeyChange.NEW, 0, h.count(), 0, h.maxNs()));
        }
        keys.sort(Comparator.comparingLong((KeyComparison k) -> Math.abs(k.countDelta())).reversed()
                .thenComparing(KeyComparison::key));
        List<DistributionComparison> distributions = new ArrayList<>();
        for (LatencyKind kind : LatencyKind.values()) {
            distributions.add(new DistributionComparison(kind, sa.of(kind), sb.of(kind)));
        }
        return new Comparison(grouping, minNs, keys, distributions);
    }
}
