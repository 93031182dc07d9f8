// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.core.runtime.ListenerList;

/**
 * The visible time range of the timeline, in nanoseconds from each trace's start, shared by the
 * ruler and every row. Zoom keeps the time under the pointer where it is; pan moves the range;
 * the range never gets shorter than {@link #MIN_SPAN_NS} nor starts before 0.
 */
public final class TimeWindow {

    /** The shortest visible range: 100 ns over the whole width. */
    public static final long MIN_SPAN_NS = 100;
    /** Fit leaves 1/50 of the span free after the longest row. */
    private static final long FIT_MARGIN = 50;

    private final ListenerList<Runnable> listeners = new ListenerList<>();
    private long startNs;
    private long endNs = 1_000_000;
    private long totalNs = 1_000_000;
    private boolean noTime;

    /** @return the first visible time */
    public long startNs() {
        return startNs;
    }

    /** @return the end of the visible range (exclusive) */
    public long endNs() {
        return endNs;
    }

    /** @return the visible span */
    public long spanNs() {
        return endNs - startNs;
    }

    /** @return the span that {@link #fit()} shows */
    public long totalNs() {
        return totalNs;
    }

    /** @param total the longest row's duration: what Home fits */
    public void setTotal(long total) {
        totalNs = Math.max(MIN_SPAN_NS, total);
        noTime = total <= 0;
    }

    /**
     * @return whether the rows span no time (every step at one instant, as a one-step trace):
     *         the range is then only {@link #MIN_SPAN_NS} for drawing, with no scale to label
     */
    public boolean spansNoTime() {
        return noTime;
    }

    /** Shows everything: 0 to the longest row's end and a margin for its end mark (Home). */
    public void fit() {
        set(0, totalNs + totalNs / FIT_MARGIN);
    }

    /** @return whether the range is what {@link #fit()} shows */
    public boolean isFitted() {
        return startNs == 0 && endNs == totalNs + totalNs / FIT_MARGIN;
    }

    /**
     * @param start first visible time
     * @param end end of the visible range
     */
    public void set(long start, long end) {
        long s = Math.max(0, Math.min(start, end));
        long e = Math.max(start, end);
        if (e - s < MIN_SPAN_NS) {
            long mid = (s + e) / 2;
            s = Math.max(0, mid - MIN_SPAN_NS / 2);
            e = s + MIN_SPAN_NS;
        }
        if (s == startNs && e == endNs) {
            return;
        }
        startNs = s;
        endNs = e;
        for (Runnable listener : listeners) {
            listener.run();
        }
    }

    /**
     * Zooms around a point that stays where it is.
     *
     * @param factor below 1 zooms in (0.5 halves the span), above 1 zooms out
     * @param anchorNs the time that keeps its position
     */
    public void zoom(double factor, long anchorNs) {
        double span = Math.max(MIN_SPAN_NS, spanNs() * factor);
        span = Math.min(span, Math.max(totalNs * 4.0, MIN_SPAN_NS));
        double ratio = spanNs() == 0 ? 0.5 : (anchorNs - startNs) / (double) spanNs();
        long start = Math.round(anchorNs - ratio * span);
        if (start < 0) {
            start = 0;
        }
        set(start, start + Math.round(span));
    }

    /** @param deltaNs how far to move the range; negative moves to earlier times */
    public void pan(long deltaNs) {
        long span = spanNs();
        long start = Math.max(0, startNs + deltaNs);
        set(start, start + span);
    }

    /**
     * @param timeNs a time
     * @param width the pixels the range spans
     * @return its x position, possibly outside 0..width
     */
    public int x(long timeNs, int width) {
        double x = (timeNs - startNs) * (double) width / spanNs();
        return (int) Math.max(-1_000_000, Math.min(1_000_000, Math.floor(x)));
    }

    /**
     * @param x a position
     * @param width the pixels the range spans
     * @return the time at that position
     */
    public long time(int x, int width) {
        return startNs + Math.round(x * (double) spanNs() / Math.max(1, width));
    }

    /** @param listener called on the UI thread after every change of the range */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    /** @param listener a listener added before */
    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }
}
