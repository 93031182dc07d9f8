// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * trace-cmd's binary trace.dat (versions 6 and 7, zstd and zlib compressed): a headless reader
 * ({@link org.latscope.formats.tracedat.TraceDatFile}), the text {@code trace-cmd report} prints
 * ({@link org.latscope.formats.tracedat.ReportPrinter}) and the format's probe and reader for
 * the {@code org.latscope.formats.traceFormats} extension point.
 *
 * <pre>
 *   file --MetaReader--> meta data, event formats, kallsyms, cmdlines
 *        --CpuStream (pages, chunks)--> records --Merger--> time order
 *        --Plugins / PrintFormat--> report lines, or model steps
 * </pre>
 */
package org.latscope.formats.tracedat;
