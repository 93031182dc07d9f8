// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

/**
 * Ruler ticks whose unit follows the zoom: a tick every 1, 2 or 5 times a power of ten
 * nanoseconds, labelled in ns, us, ms or s.
 */
public final class TimeUnits {

    private static final long[] UNITS = { 1, 1_000, 1_000_000, 1_000_000_000 };
    private static final long[] MULTIPLES = { 1, 2, 5 };
    private static final String[] NAMES = { "ns", "us", "ms", "s" }; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$

    private TimeUnits() {
    }

    /**
     * @param spanNs the visible span
     * @param width the pixels it spans
     * @param minPixels the least distance between two ticks
     * @return the tick interval: 1, 2 or 5 times a power of ten, at least {@code minPixels} apart
     */
    public static long tickInterval(long spanNs, int width, int minPixels) {
        double perPixel = spanNs / (double) Math.max(1, width);
        double wanted = perPixel * minPixels;
        long step = 1;
        while (true) {
            for (long m : MULTIPLES) {
                if (step * m >= wanted) {
                    return step * m;
                }
            }
            if (step > Long.MAX_VALUE / 100) {
                return step;
            }
            step *= 10;
        }
    }

    /** @return the index in {@link #UNITS} of the largest unit not longer than the interval */
    private static int unitFor(long intervalNs) {
        int u = 0;
        while (u + 1 < UNITS.length && UNITS[u + 1] <= intervalNs) {
            u++;
        }
        return u;
    }

    /** @return the name of the unit ticks of this interval are labelled in ("us") */
    public static String unitName(long intervalNs) {
        return NAMES[unitFor(intervalNs)];
    }

    /**
     * @param timeNs a tick's time, a multiple of the interval
     * @param intervalNs the tick interval
     * @return the tick's label in the interval's unit, without the unit: whole numbers, since
     *         the unit is never longer than the interval
     */
    public static String label(long timeNs, long intervalNs) {
        long unit = UNITS[unitFor(intervalNs)];
        if (timeNs % unit == 0) {
            return Long.toString(timeNs / unit);
        }
        return String.format(java.util.Locale.ROOT, "%.3f", timeNs / (double) unit); //$NON-NLS-1$
    }

    /**
     * A duration for labels and hover text: 549 us, 24.348 ms, 830 ns.
     *
     * @param ns a duration
     * @return the duration with its unit
     */
    public static String duration(long ns) {
        long abs = Math.abs(ns);
        if (abs < 1_000) {
            return ns + " ns"; //$NON-NLS-1$
        }
        int u = abs < 1_000_000 ? 1 : abs < 1_000_000_000 ? 2 : 3;
        double value = ns / (double) UNITS[u];
        String text = String.format(java.util.Locale.ROOT, "%.3f", value); //$NON-NLS-1$
        text = text.indexOf('.') >= 0 ? text.replaceAll("0+$", "").replaceAll("\\.$", "") : text; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
        return text + ' ' + NAMES[u];
    }
}
