// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

/**
 * The step figures of one latency trace, counted before its steps could be dropped.
 *
 * @param content the trace's index among its file's contents
 * @param steps its steps, elisions included
 * @param entries the entry lines read for it: its steps except elisions
 */
public record TraceSteps(int content, int steps, int entries) {
}
