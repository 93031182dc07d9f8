// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timeline;

import java.util.List;

/**
 * When each trace of a set was captured over the run, in capture order, and how the captures
 * spread over equal slices of the run: seed 000 found by hand that most traces arrive in the
 * disk-read phase at the end of a test.
 *
 * @param clock the clock the captures are ordered by, null when no trace has a time
 * @param startNs the first capture's time on that clock
 * @param spanNs from the first capture to the last
 * @param captures the placed traces, in capture order (ties in label order)
 * @param unplaced the labels of traces without a time on that clock
 * @param bins equal slices of the span, first to last
 * @param timesCollapsed true when two or more file times lie within
 *            {@link CaptureTimelineAnalysis#COLLAPSED_NS} of each other and nothing else: the
 *            files were most likely copied without keeping their times, so the file times do not
 *            tell when the traces were captured
 */
public record CaptureTimeline(CaptureClock clock, long startNs, long spanNs, List<Capture> captures,
        List<String> unplaced, List<TimelineBin> bins, boolean timesCollapsed) {

    /** Copies the lists. */
    public CaptureTimeline {
        captures = List.copyOf(captures);
        unplaced = List.copyOf(unplaced);
        bins = List.copyOf(bins);
    }

    /**
     * How long the last {@code n} captures took to arrive: from the capture before them to the
     * last one. With the first capture included it is the whole span.
     *
     * @param n how many of the last captures, at most their number
     * @return the time in ns, 0 for fewer than two captures
     */
    public long lastArrivedWithinNs(int n) {
        int size = captures.size();
        if (size < 2 || n <= 0) {
            return 0;
        }
        int first = Math.max(0, size - n - 1);
        return captures.get(size - 1).offsetNs() - captures.get(first).offsetNs();
    }

    /**
     * How long the first {@code n} captures took to arrive, from the first to the n-th.
     *
     * @param n how many of the first captures
     * @return the time in ns, 0 for fewer than two captures
     */
    public long firstArrivedWithinNs(int n) {
        if (captures.isEmpty() || n <= 1) {
            return 0;
        }
        return captures.get(Math.min(n, captures.size()) - 1).offsetNs();
    }
}
