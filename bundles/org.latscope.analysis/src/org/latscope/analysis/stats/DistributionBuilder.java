// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Collects values (optionally weighted) in primitive arrays and computes a
 * {@link Distribution} with exact percentiles.
 */
public final class DistributionBuilder {

    private final LatencyKind kind;
    private long[] values = new long[256];
    private long[] weights;
    private int size;

    /** @param kind what is being collected */
    public DistributionBuilder(LatencyKind kind) {
        this.kind = kind;
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
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
            if (weights != null) {
                weights = Arrays.copyOf(weights, size * 2);
            }
        }
        if (weight != 1 && weights == null) {
            weights = new long[values.length];
            Arrays.fill(weights, 0, size, 1);
        }
        values[size] = ns;
        if (weights != null) {
            weights[size] = weight;
        }
        size++;
    }

    /** @return the distribution of what was added */
    public Distribution build() {
        if (size == 0) {
            return new Distribution(kind, 0, 0, 0, 0, 0, 0, 0, 0, List.of());
        }
        long[] v;
        long[] w;
        if (weights == null) {
            v = Arrays.copyOf(values, size);
            Arrays.sort(v);
            w = null;
        } else {
            Integer[] order = new Integer[size];
            for (int i = 0; i < size; i++) {
                order[i] = Integer.valueOf(i);
            }
            Arrays.sort(order, (a, b) -> Long.compare(values[a.intValue()], values[b.intValue()]));
            v = new long[size];
            w = new long[size];
            for (int i = 0; i < size; i++) {
                v[i] = values[order[i].intValue()];
                w[i] = weights[order[i].intValue()];
            }
        }
        long count = 0;
        double sum = 0;
        for (int i = 0; i < size; i++) {
            long weight = w == null ? 1 : w[i];
            count += weight;
            sum += (double) v[i] * weight;
        }
        return new Distribution(kind, count, v[0], v[size - 1], sum / count, rank(v, w, count, 50),
                rank(v, w, count, 90), rank(v, w, count, 99), rank(v, w, count, 99.9), buckets(v, w));
    }

    private static long rank(long[] v, long[] w, long count, double percent) {
        long r = (long) Math.ceil(percent / 100.0 * count - 1e-9);
        r = Math.max(1, Math.min(count, r));
        if (w == null) {
            return v[(int) (r - 1)];
        }
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
            n += w == null ? 1 : w[i];
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
