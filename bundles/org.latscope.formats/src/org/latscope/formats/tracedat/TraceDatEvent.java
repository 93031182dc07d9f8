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
 * @param instance the buffer instance it was recorded in ({@code trace-cmd record -B NAME}), null
 *            for the top buffer
 */
public record TraceDatEvent(int cpu, long timestamp, int pid, String comm, int flags, int preemptCount, String name,
        String system, String info, long missedEvents, String instance) {

    /**
     * The latency flags as libtraceevent writes them ({@code trace-cmd report -l}): irqs off
     * ({@code d}, {@code X} where not supported), need-resched ({@code N}), hard/soft irq
     * ({@code h}, {@code s}, {@code H} for both), then the preempt count's two nibbles
     * ({@code .} for zero).
     *
     * @return five characters such as {@code d.h1.}
     */
    public String latencyFlags() {
        char[] c = new char[5];
        c[0] = (flags & 0x01) != 0 ? 'd' : (flags & 0x02) != 0 ? 'X' : '.';
        c[1] = (flags & 0x04) != 0 ? 'N' : '.';
        boolean hard = (flags & 0x08) != 0;
        boolean soft = (flags & 0x10) != 0;
        c[2] = hard && soft ? 'H' : hard ? 'h' : soft ? 's' : '.';
        c[3] = (preemptCount & 0xf) != 0 ? Character.forDigit(preemptCount & 0xf, 16) : '.';
        c[4] = (preemptCount & 0xf0) != 0 ? Character.forDigit(preemptCount >> 4 & 0xf, 16) : '.';
        return new String(c);
    }
}
