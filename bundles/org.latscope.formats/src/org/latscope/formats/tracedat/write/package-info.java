// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * Writing a trace.dat (version 6, as {@code trace-cmd.dat.v6(5)} describes it) from what a
 * capture reads off the traced machine: the headers ({@link org.latscope.formats.tracedat.write.TraceDatHeaders}:
 * header_page, header_event, the events' format files, kallsyms, printk formats, saved cmdlines,
 * uname, trace_clock) and each CPU's ring-buffer pages as {@code per_cpu/cpuN/trace_pipe_raw}
 * gives them ({@link org.latscope.formats.tracedat.write.TraceDatWriter}).
 *
 * <pre>
 *   pages of CPU n --append--> spill file n (temporary, beside the target)
 *   close: initial format, headers, options, flyrecord offsets --> target; spill files copied
 *          page-aligned after them
 * </pre>
 */
package org.latscope.formats.tracedat.write;
