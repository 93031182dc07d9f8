// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

/**
 * One event record of a CPU's ring buffer, its payload a view into its page.
 *
 * @param cpu the CPU
 * @param timestamp the time in nanoseconds (after the file's offset and TSC conversion)
 * @param data the payload, starting with {@code common_type}
 * @param missedEvents events the kernel lost before this one: a count, -1 for an unknown
 *            number, 0 for none
 */
public record RawRecord(int cpu, long timestamp, Decoding.Data data, long missedEvents) {
}
