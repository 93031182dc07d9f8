// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

/**
 * The highest latency of a file or a set, and where it was read.
 *
 * @param ns the latency: a header's or a worst-N row's microseconds times 1000, or an irq-off
 *            row's nanoseconds
 * @param file the path of the file that holds it
 * @param trace the label of the content that holds it (see
 *            {@link org.latscope.analysis.TraceContents#label})
 * @param kind what it is
 * @param detail what the trace says held it up: the trace's task, the worst-N row's cause or the
 *            irq-off row's function; null when the trace does not say
 * @param line the line of the file it was read from: the row's, or the trace's first line
 */
public record WorstLatency(long ns, String file, String trace, WorstKind kind, String detail, int line) {
}
