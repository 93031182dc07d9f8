// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timeline;

/**
 * An equal slice of a capture timeline's span.
 *
 * @param startNs the slice's start, as an offset from the first capture
 * @param endNs its end (exclusive, except for the last slice)
 * @param count the traces captured in it
 * @param maxLatencyNs the largest latency among them, -1 when none reports one
 */
public record TimelineBin(long startNs, long endNs, int count, long maxLatencyNs) {
}
