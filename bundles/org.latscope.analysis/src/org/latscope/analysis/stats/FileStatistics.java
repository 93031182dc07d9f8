// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.latscope.analysis.events.TimerlatBreakdown;

/**
 * The values of one trace file, from {@link StatisticsAnalysis#file}, per {@link LatencyKind};
 * a set's are those of its files added up. The kinds measured from events keep a series per
 * irq, vector, task or CPU as well, and count what their events could not pair.
 */
public final class FileStatistics {

    private static final LatencyKind[] KINDS = LatencyKind.values();

    final DistributionBuilder traces = new DistributionBuilder(LatencyKind.TRACE_LATENCY);
    final DistributionBuilder steps = new DistributionBuilder(LatencyKind.STEP_DELTA);
    final DistributionBuilder records = new DistributionBuilder(LatencyKind.RECORD_LATENCY);
    final DistributionBuilder histograms = new DistributionBuilder(LatencyKind.HISTOGRAM);
    // the kinds from events, made by their first value: most files have none (100,000 small files)
    private EventValues events;

    /** The values of the event kinds: one builder per kind and per series, the unpaired counts. */
    private static final class EventValues {
        final DistributionBuilder[] kinds = new DistributionBuilder[KINDS.length];
        @SuppressWarnings("unchecked")
        final Map<String, DistributionBuilder>[] series = new Map[KINDS.length];
        final long[] unpaired = new long[KINDS.length];
        final Map<Integer, long[]> interference = new TreeMap<>();
        // the worst timerlat thread latency of each CPU, broken down
        final Map<Integer, TimerlatBreakdown> timerlat = new TreeMap<>();
    }

    FileStatistics() {
    }

    private EventValues events() {
        if (events == null) {
            events = new EventValues();
        }
        return events;
    }

    /**
     * @param kind a kind measured from events
     * @param series the series the value belongs to (an irq, a vector, a task, a CPU), or null
     * @param valueNs the value
     */
    void add(LatencyKind kind, String series, long valueNs) {
        EventValues e = events();
        int k = kind.ordinal();
        if (e.kinds[k] == null) {
            e.kinds[k] = new DistributionBuilder(kind);
        }
        e.kinds[k].add(valueNs);
        if (series != null) {
            if (e.series[k] == null) {
                e.series[k] = new HashMap<>(); // sorted by name when the statistics are made
            }
            e.series[k].computeIfAbsent(series, s -> new DistributionBuilder(kind)).add(valueNs);
        }
    }

    /**
     * @param kind a kind measured from events
     * @param n how many of its events could not be paired
     */
    void unpaired(LatencyKind kind, long n) {
        if (n > 0) {
            events().unpaired[kind.ordinal()] += n;
        }
    }

    /**
     * @param cpu the CPU of an osnoise period
     * @param counts its interference counters
     */
    void interference(int cpu, long[] counts) {
        long[] sum = events().interference.computeIfAbsent(Integer.valueOf(cpu), c -> new long[counts.length]);
        for (int k = 0; k < counts.length; k++) {
            sum[k] += counts[k];
        }
    }

    /** @param breakdown a CPU's worst thread latency of a trace: kept when it is the CPU's worst so far */
    void timerlat(TimerlatBreakdown breakdown) {
        events().timerlat.merge(Integer.valueOf(breakdown.cpu()), breakdown,
                (a, b) -> b.threadLatencyNs() > a.threadLatencyNs() ? b : a);
    }

    void addAll(FileStatistics other) {
        traces.addAll(other.traces);
        steps.addAll(other.steps);
        records.addAll(other.records);
        histograms.addAll(other.histograms);
        if (other.events == null) {
            return;
        }
        EventValues mine = events();
        EventValues theirs = other.events;
        for (int k = 0; k < KINDS.length; k++) {
            if (theirs.kinds[k] != null) {
                if (mine.kinds[k] == null) {
                    mine.kinds[k] = new DistributionBuilder(KINDS[k]);
                }
                mine.kinds[k].addAll(theirs.kinds[k]);
            }
            if (theirs.series[k] != null) {
                if (mine.series[k] == null) {
                    mine.series[k] = new HashMap<>();
                }
                for (Map.Entry<String, DistributionBuilder> s : theirs.series[k].entrySet()) {
                    mine.series[k].computeIfAbsent(s.getKey(), n -> new DistributionBuilder(s.getValue().kind()))
                            .addAll(s.getValue());
                }
            }
            mine.unpaired[k] += theirs.unpaired[k];
        }
        theirs.interference.forEach((cpu, counts) -> interference(cpu.intValue(), counts));
        theirs.timerlat.values().forEach(this::timerlat);
    }

    /** Trims each kind's values: a set keeps every file's until it is merged. */
    void compact() {
        traces.compact();
        steps.compact();
        records.compact();
        histograms.compact();
        if (events != null) {
            for (int k = 0; k < KINDS.length; k++) {
                if (events.kinds[k] != null) {
                    events.kinds[k].compact();
                }
                if (events.series[k] != null) {
                    events.series[k].values().forEach(DistributionBuilder::compact);
                }
            }
        }
    }

    Statistics statistics() {
        List<Distribution> all = new ArrayList<>(KINDS.length);
        List<Statistics.Series> series = new ArrayList<>();
        long[] unpaired = new long[KINDS.length];
        List<Statistics.Interference> interference = new ArrayList<>();
        for (LatencyKind kind : KINDS) {
            int k = kind.ordinal();
            DistributionBuilder b = switch (kind) {
                case TRACE_LATENCY -> traces;
                case STEP_DELTA -> steps;
                case RECORD_LATENCY -> records;
                case HISTOGRAM -> histograms;
                default -> events == null ? null : events.kinds[k];
            };
            all.add((b == null ? new DistributionBuilder(kind) : b).build());
            if (events != null && events.series[k] != null) {
                new TreeMap<>(events.series[k]).forEach((name, s) -> series.add(new Statistics.Series(kind, name, s.build())));
            }
            if (events != null) {
                unpaired[k] = events.unpaired[k];
            }
        }
        List<TimerlatBreakdown> timerlat = new ArrayList<>();
        if (events != null) {
            events.interference.forEach((cpu, counts) -> interference.add(new Statistics.Interference(cpu.intValue(), counts.clone())));
            timerlat.addAll(events.timerlat.values());
        }
        return new Statistics(all, series, unpaired, interference, timerlat);
    }
}
