// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * The overview of a trace set: what its files hold, in what formats, the worst latency and
 * where, the diagnostics and the kernel releases, as data for the command line's summary and
 * the trace set editor to show.
 */
package org.latscope.analysis.overview;
