// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * Scheduler analyses over traces of scheduler events ({@code perf script}, ftrace events):
 * wakeup-to-run latency per task as {@code perf sched latency} computes it.
 */
package org.latscope.analysis.sched;
