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

    /**
     * Statistics with nothing in them, for analyses; elsewhere, to {@linkplain #put put back}
     * what a merge done outside this class added up (the farm's Spark aggregations).
     */
    public FileStatistics() {
    }

    /**
     * Receives everything a file's (or a set's) statistics hold, part by part: each kind's
     * values with their weights (a histogram, so that sums of them merge exactly), what the
     * events could not pair, the osnoise interference and the timerlat breakdowns. Handing the
     * parts to {@link FileStatistics#put} of an empty one gives the same statistics; adding up
     * the parts of several files (weights and unpaired counts summed, interference summed per
     * CPU, the worst breakdown per CPU kept, the first of equals in set order) gives theirs.
     */
    public interface Parts {
        /**
         * @param kind the kind
         * @param series the kind's series (for the kinds from events), null for the kind's own values
         * @param valueNs a value
         * @param weight how many times it occurred
         */
        void value(LatencyKind kind, String series, long valueNs, long weight);

        /**
         * @param kind a kind from events
         * @param n how many of its events could not be paired, more than 0
         */
        void unpaired(LatencyKind kind, long n);

        /**
         * @param cpu a CPU
         * @param counts its osnoise interference counters
         */
        void interference(int cpu, long[] counts);

        /** @param breakdown a CPU's worst timerlat thread latency, broken down */
        void timerlat(TimerlatBreakdown breakdown);
    }

    /** @param parts receives what these statistics hold */
    public void parts(Parts parts) {
        traces.parts(parts, null);
        steps.parts(parts, null);
        records.parts(parts, null);
        histograms.parts(parts, null);
        if (events == null) {
            return;
        }
        for (int k = 0; k < KINDS.length; k++) {
            if (events.kinds[k] != null) {
                events.kinds[k].parts(parts, null);
            }
            if (events.series[k] != null) {
                for (Map.Entry<String, DistributionBuilder> s : events.series[k].entrySet()) {
                    s.getValue().parts(parts, s.getKey());
                }
            }
            if (events.unpaired[k] > 0) {
                parts.unpaired(KINDS[k], events.unpaired[k]);
            }
        }
        events.interference.forEach((cpu, counts) -> parts.interference(cpu.intValue(), counts.clone()));
        events.timerlat.values().forEach(parts::timerlat);
    }

    /** @return what receives parts into these statistics, as {@link #parts} hands them out */
    public Parts put() {
        return new Parts() {
            @Override
            public void value(LatencyKind kind, String series, long valueNs, long weight) {
                DistributionBuilder b = switch (kind) {
                    case TRACE_LATENCY -> traces;
                    case STEP_DELTA -> steps;
                    case RECORD_LATENCY -> records;
                    case HISTOGRAM -> histograms;
                    default -> null;
                };
                if (b == null) {
                    EventValues e = events();
                    int k = kind.ordinal();
                    if (series == null) {
                        b = e.kinds[k] == null ? e.kinds[k] = new DistributionBuilder(kind) : e.kinds[k];
                    } else {
                        if (e.series[k] == null) {
                            e.series[k] = new HashMap<>();
                        }
                        b = e.series[k].computeIfAbsent(series, n -> new DistributionBuilder(kind));
                    }
                }
                b.add(valueNs, weight);
            }

            @Override
            public void unpaired(LatencyKind kind, long n) {
                FileStatistics.this.unpaired(kind, n);
            }

            @Override
            public void interference(int cpu, long[] counts) {
                FileStatistics.this.interference(cpu, counts);
            }

            @Override
            public void timerlat(TimerlatBreakdown breakdown) {
                FileStatistics.this.timerlat(breakdown);
            }
        };
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

    /** @return the distributions and the rest of what was added */
    public Statistics statistics() {
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
