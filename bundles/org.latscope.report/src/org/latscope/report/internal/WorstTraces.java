// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Supplier;

import org.latscope.report.TraceStrip;

/**
 * The worst traces of a set as their files are read, on several threads at once: a trace's
 * strip is built only when its latency can still enter the top {@code n}, so a report of a
 * 100,000-trace folder draws a few strips, not 100,000. Ties are broken by path and label, so
 * the result does not depend on the order the threads offer them.
 */
public final class WorstTraces {

    // A trace without a latency in its header ranks after every trace with one: its span is no latency.
    private static final Comparator<TraceStrip> WORST_FIRST = Comparator.comparing(TraceStrip::declared).reversed()
            .thenComparing(Comparator.comparingLong(TraceStrip::latencyNs).reversed())
            .thenComparing(TraceStrip::path, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(TraceStrip::label);

    private final int n;
    private final TreeSet<TraceStrip> worst = new TreeSet<>(WORST_FIRST);

    /** @param n how many to keep */
    public WorstTraces(int n) {
        this.n = n;
    }

    /**
     * @param latencyNs a trace's latency, or -1 when only its strip tells
     * @return whether a trace of that latency may enter
     */
    public synchronized boolean admits(long latencyNs) {
        if (n <= 0) {
            return false;
        }
        if (worst.size() < n || !worst.last().declared()) {
            return true;
        }
        return latencyNs >= 0 && latencyNs >= worst.last().latencyNs();
    }

    /**
     * @param latencyNs the trace's latency, or -1 when only its strip tells
     * @param strip builds the trace's strip, called only when it may enter (outside the lock)
     */
    public void offer(long latencyNs, Supplier<TraceStrip> strip) {
        if (!admits(latencyNs)) {
            return;
        }
        TraceStrip s = strip.get();
        synchronized (this) {
            worst.add(s);
            while (worst.size() > n) {
                worst.pollLast();
            }
        }
    }

    /** @return the worst traces, worst first */
    public synchronized List<TraceStrip> list() {
        return new ArrayList<>(worst);
    }
}
