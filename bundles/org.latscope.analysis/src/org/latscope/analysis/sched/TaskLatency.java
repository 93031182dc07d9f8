// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.sched;

/**
 * The scheduling latency of one task, as {@code perf sched latency} prints it in one row.
 *
 * @param pid the task's pid
 * @param comm its last comm seen
 * @param runtimeNs time on CPU: the sum of its {@code sched_stat_runtime} events when there are
 *        any, else the time from each switch-in to the next switch-out
 * @param switches how many switch-ins ended a measured delay: perf's {@code Switches} column,
 *        which counts the delays it averages
 * @param totalDelayNs the sum of those delays
 * @param maxDelayNs the longest
 * @param maxDelayStartNs when the longest began (the wakeup, or the preemption)
 * @param maxDelayAtNs when the longest ended (the switch-in: perf's "max at")
 */
public record TaskLatency(int pid, String comm, long runtimeNs, int switches, long totalDelayNs,
        long maxDelayNs, long maxDelayStartNs, long maxDelayAtNs) {

    /** @return the average delay in nanoseconds, 0 without delays (perf's {@code avg:}) */
    public double averageDelayNs() {
        return switches == 0 ? 0 : totalDelayNs / (double) switches;
    }

    /** @return {@code comm:pid}, as the Task column prints a single task */
    public String label() {
        return comm + ':' + pid;
    }
}
