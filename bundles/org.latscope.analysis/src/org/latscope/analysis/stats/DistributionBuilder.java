// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.latscope.analysis.internal.LongIntMap;

/**
 * Collects values (optionally weighted) as counts per distinct value and computes a
 * {@link Distribution} with exact percentiles. Step deltas are printed to the microsecond or
 * the nanosecond and repeat: 17 million steps of a 1 GB folder have a thousand distinct
 * deltas, so counting them is a hash lookup per value and a sort of the distinct ones.
 */
public final class DistributionBuilder {

    private final LatencyKind kind;
    // Created on the first value and dropped by compact(): a report keeps four builders per file
    // until the last file is read, most of them empty or with a few values (64 slots each made
    // 100,000 small files overflow a 1 GB heap).
    private LongIntMap slots;
    private long[] values = {};
    private long[] weights = {};
    private int size;

    /** @param kind what is being collected */
    public DistributionBuilder(LatencyKind kind) {
        this.kind = kind;
    }

    /** @return what is being collected */
    public LatencyKind kind() {
        return kind;
    }

    /** @param ns a value */
    public void add(long ns) {
        add(ns, 1);
    }

    /**
     * @param ns a value
     * @param weight how many times it occurred; values with weight 0 or less are ignored
     */
    public void add(long ns, long weight) {
        if (weight <= 0) {
            return;
        }
        LongIntMap index = slots();
        int s = index.get(ns);
        if (s == LongIntMap.MISSING) {
            if (size == values.length) {
                int grown = Math.max(8, size * 2);
                values = Arrays.copyOf(values, grown);
                weights = Arrays.copyOf(weights, grown);
            }
            s = size++;
            values[s] = ns;
            index.put(ns, s);
        }
        weights[s] += weight;
    }

    /**
     * Trims the values to those collected and drops the lookup, which a later {@link #add}
     * rebuilds: for a file's builder kept until its set is merged.
     */
    public void compact() {
        values = Arrays.copyOf(values, size);
        weights = Arrays.copyOf(weights, size);
        slots = null;
    }

    private LongIntMap slots() {
        if (slots == null) {
            slots = index();
        }
        return slots;
    }

    /** @return a lookup of the values' slots, made anew */
    private LongIntMap index() {
        LongIntMap index = new LongIntMap();
        for (int i = 0; i < size; i++) {
            index.put(values[i], i);
        }
        return index;
    }

    /**
     * Adds what another builder collected: a file's values to its set's.
     *
     * @param other a builder of the same kind of values
     */
    public void addAll(DistributionBuilder other) {
        for (int i = 0; i < other.size; i++) {
            add(other.values[i], other.weights[i]);
        }
    }

    /**
     * Hands each distinct value and its weight to {@code parts}, in no order.
     *
     * @param parts receives them
     * @param series the series they belong to, or null
     */
    void parts(FileStatistics.Parts parts, String series) {
        for (int i = 0; i < size; i++) {
            parts.value(kind, series, values[i], weights[i]);
        }
    }

    /** @return the distribution of what was added */
    public Distribution build() {
        if (size == 0) {
            return new Distribution(kind, 0, 0, 0, 0, 0, 0, 0, 0, List.of());
        }
        long[] v = Arrays.copyOf(values, size);
        Arrays.sort(v);
        // build() writes nothing: a file's figures may be shown by several threads at once
        LongIntMap index = slots != null ? slots : index();
        long[] w = new long[size];
        long count = 0;
        long sum = 0;
        double bigSum = 0; // once the exact sum would overflow
        boolean exact = true;
        for (int i = 0; i < size; i++) {
            w[i] = weights[index.get(v[i])];
            count += w[i];
            if (exact) {
                try {
                    sum = Math.addExact(sum, Math.multiplyExact(v[i], w[i]));
                    continue;
                } catch (ArithmeticException e) {
                    exact = false;
                    bigSum = sum;
                }
            }
            bigSum += (double) v[i] * w[i];
        }
        double mean = (exact ? (double) sum : bigSum) / count;
        return new Distribution(kind, count, v[0], v[size - 1], mean, rank(v, w, count, 50), rank(v, w, count, 90),
                rank(v, w, count, 99), rank(v, w, count, 99.9), buckets(v, w));
    }

    private static long rank(long[] v, long[] w, long count, double percent) {
        long r = (long) Math.ceil(percent / 100.0 * count - 1e-9);
        r = Math.max(1, Math.min(count, r));
        long seen = 0;
        for (int i = 0; i < v.length; i++) {
            seen += w[i];
            if (seen >= r) {
                return v[i];
            }
        }
        return v[v.length - 1];
    }

    /** 1-2-5 per decade from 1 us; below 1 us one bucket from 0. */
    private static List<LogBucket> buckets(long[] v, long[] w) {
        List<LogBucket> result = new ArrayList<>();
        long lower = 0;
        long upper = 1_000;
        int step = 0;
        long n = 0;
        for (int i = 0; i < v.length; i++) {
            while (v[i] >= upper) {
                if (n > 0) {
                    result.add(new LogBucket(lower, upper, n));
                }
                n = 0;
                lower = upper;
                upper = next(upper, step++);
            }
            n += w[i];
        }
        result.add(new LogBucket(lower, upper, n));
        return result;
    }

    private static long next(long upper, int step) {
        return switch (step % 3) {
            case 0 -> upper * 2; // 1 -> 2
            case 1 -> upper / 2 * 5; // 2 -> 5
            default -> upper * 2; // 5 -> 10
        };
    }
}
