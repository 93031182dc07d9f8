// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat;

/**
 * Where one CPU's ring-buffer pages are in the file.
 *
 * @param cpu the CPU
 * @param offset the file offset of its data
 * @param size the data's size in the file (compressed, for a compressed file)
 */
public record TraceDatCpu(int cpu, long offset, long size) {
}
