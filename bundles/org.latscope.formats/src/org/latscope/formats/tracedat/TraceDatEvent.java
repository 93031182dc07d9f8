// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat;

/**
 * One event as {@code trace-cmd report} shows it.
 *
 * @param cpu the CPU
 * @param timestamp the time in nanoseconds
 * @param pid the task's pid ({@code common_pid})
 * @param comm the task's name as the report prints it ({@code <idle>}, {@code <...>} when unknown)
 * @param flags the {@code common_flags} byte (irqs off, need-resched, hardirq, softirq)
 * @param preemptCount the {@code common_preempt_count} byte
 * @param name the event's name, null when the file has no format for its id
 * @param system the event's system, null when unknown
 * @param info the rendered payload, without a trailing newline
 * @param missedEvents events lost before this one: a count, -1 for an unknown number, 0 for none
 */
public record TraceDatEvent(int cpu, long timestamp, int pid, String comm, int flags, int preemptCount, String name,
        String system, String info, long missedEvents) {
}
