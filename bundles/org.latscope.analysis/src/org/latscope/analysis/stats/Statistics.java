// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import org.latscope.analysis.events.TimerlatBreakdown;

/**
 * The result of {@link StatisticsAnalysis}: one distribution per {@link LatencyKind}, in enum
 * order (empty kinds have count 0); for the kinds measured from events, a series per irq,
 * vector, task or CPU, what their events could not pair, and the osnoise interference per CPU.
 *
 * @param distributions the distributions, one per kind
 * @param series the series of the kinds that have them, by kind and then by name
 * @param unpaired per kind (by ordinal), how many of its events found no partner
 * @param interference the osnoise interference counters summed per CPU, by CPU
 * @param timerlat where a timerlat trace carries events: the breakdown of each CPU's worst thread
 *            latency, by CPU
 */
public record Statistics(List<Distribution> distributions, List<Series> series, long[] unpaired,
        List<Interference> interference, List<TimerlatBreakdown> timerlat) {

    /**
     * One series of a kind: the values of one irq, vector, task or CPU.
     *
     * @param kind the kind
     * @param name what the values are of, as the trace spells it ({@code RCU}, {@code CPU 1})
     * @param distribution its values
     */
    public record Series(LatencyKind kind, String name, Distribution distribution) {
    }

    /**
     * What kept one CPU from its workload over the osnoise periods of a set.
     *
     * @param cpu the CPU
     * @param counts hardware, NMI, irq, softirq and thread interference, in that order
     */
    public record Interference(int cpu, long[] counts) {

        @Override
        public boolean equals(Object obj) {
            return obj instanceof Interference other && cpu == other.cpu && Arrays.equals(counts, other.counts);
        }

        @Override
        public int hashCode() {
            return 31 * cpu + Arrays.hashCode(counts);
        }

        @Override
        public String toString() {
            return "Interference[cpu=" + cpu + ", counts=" + Arrays.toString(counts) + "]"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        }
    }

    /** Copies the lists. */
    public Statistics {
        distributions = List.copyOf(distributions);
        series = List.copyOf(series);
        unpaired = unpaired.clone();
        interference = List.copyOf(interference);
        timerlat = List.copyOf(timerlat);
    }

    /** @param distributions the distributions, one per kind, without series */
    public Statistics(List<Distribution> distributions) {
        this(distributions, List.of(), new long[LatencyKind.values().length], List.of(), List.of());
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Statistics other && distributions.equals(other.distributions) && series.equals(other.series)
                && Arrays.equals(unpaired, other.unpaired) && interference.equals(other.interference)
                && timerlat.equals(other.timerlat);
    }

    @Override
    public int hashCode() {
        return Objects.hash(distributions, series, Integer.valueOf(Arrays.hashCode(unpaired)), interference, timerlat);
    }

    @Override
    public String toString() {
        return "Statistics[distributions=" + distributions + ", series=" + series + ", unpaired=" //$NON-NLS-1$ //$NON-NLS-2$
                + Arrays.toString(unpaired) + ", interference=" + interference + ", timerlat=" + timerlat + "]"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    /**
     * @param kind a kind
     * @return its distribution
     */
    public Distribution of(LatencyKind kind) {
        return distributions.get(kind.ordinal());
    }

    /**
     * @param kind a kind
     * @return its series, by name
     */
    public List<Series> seriesOf(LatencyKind kind) {
        return series.stream().filter(s -> s.kind() == kind).toList();
    }

    /**
     * @param kind a kind
     * @return how many of its events found no partner
     */
    public long unpairedOf(LatencyKind kind) {
        return unpaired[kind.ordinal()];
    }
}
