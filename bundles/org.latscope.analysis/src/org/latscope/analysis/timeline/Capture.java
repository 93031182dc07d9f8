// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timeline;

/**
 * One trace placed on a capture timeline.
 *
 * @param trace the trace's label (see {@link org.latscope.analysis.TraceContents})
 * @param kind what the trace is: the model class name, e.g. {@code LatencyTrace}
 * @param latencyNs the latency it reports (a latency trace's header, a table's or list's worst
 *            row), or -1 when it reports none
 * @param timeNs when it was captured, on the timeline's clock
 * @param offsetNs the time since the timeline's first capture
 */
public record Capture(String trace, String kind, long latencyNs, long timeNs, long offsetNs) {
}
