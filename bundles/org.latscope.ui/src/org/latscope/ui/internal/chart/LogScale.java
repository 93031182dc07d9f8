// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.chart;

import org.latscope.ui.internal.timeline.TimeUnits;

/**
 * A log-scale axis from one power of ten to another over a pixel range, with its decade ticks
 * and their labels (durations in adaptive units, or counts with k/M/G).
 */
final class LogScale {

    private final double logMin;
    private final double logSpan;
    private final int from;
    private final int length;
    private final long[] ticks;
    private final String[] labels;

    /**
     * @param min the lower end, &gt; 0
     * @param max the upper end, a power of ten above min
     * @param from the pixel of min
     * @param length pixels to max, negative for an axis that goes up
     * @param durations whether values are nanoseconds (else counts)
     */
    LogScale(double min, long max, int from, int length, boolean durations) {
        logMin = Math.log10(min);
        logSpan = Math.max(1e-9, Math.log10(max) - logMin);
        this.from = from;
        this.length = length;
        int n = 0;
        for (long t = 1; t <= max && t > 0; t = t <= Long.MAX_VALUE / 10 ? t * 10 : -1) {
            n += t >= min ? 1 : 0;
        }
        ticks = new long[n];
        labels = new String[n];
        int i = 0;
        for (long t = 1; i < n; t *= 10) {
            if (t >= min) {
                ticks[i] = t;
                labels[i++] = durations ? TimeUnits.duration(t) : count(t);
            }
        }
    }

    /** @return the pixel of a value; values below the axis at its start */
    int pixel(double value) {
        double f = value <= 0 ? 0 : (Math.log10(value) - logMin) / logSpan;
        f = Math.max(0, Math.min(1, f));
        return from + (int) Math.round(f * length);
    }

    int ticks() {
        return ticks.length;
    }

    long tick(int i) {
        return ticks[i];
    }

    String label(int i) {
        return labels[i];
    }

    private static String count(long n) {
        String[] suffix = { "", "k", "M", "G", "T", "P" }; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$
        int s = 0;
        long v = n;
        while (v >= 1_000 && s + 1 < suffix.length) {
            v /= 1_000;
            s++;
        }
        return v + suffix[s];
    }
}
