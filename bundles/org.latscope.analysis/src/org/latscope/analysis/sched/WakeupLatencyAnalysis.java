// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.sched;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.latscope.model.LatencyTrace;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;
import org.latscope.model.support.TraceSets;

/**
 * Wakeup-to-run latency per task, computed from scheduler events the way {@code perf sched
 * latency} computes it (tools/perf/builtin-sched.c, {@code latency_*_event}):
 * <ul>
 * <li>a {@code sched_switch} switches the previous task out; when it leaves runnable
 * ({@code R}, {@code R+}: preempted) it waits for a CPU from that moment, else it sleeps; the
 * time since the CPU's previous switch is added to its runtime;</li>
 * <li>a {@code sched_wakeup} (or {@code sched_waking}, {@code sched_wakeup_new}) of a sleeping
 * task starts its wait;</li>
 * <li>the {@code sched_switch} that runs a waiting task ends the wait: one delay, counted in
 * {@code Switches}, averaged and maximised ({@code max at} is the switch-in);</li>
 * <li>{@code sched_stat_runtime} adds its runtime; the idle task (pid 0) is left out.</li>
 * </ul>
 * perf ignores the wakeup of a task it has not yet seen switched out. A recording cut out of a
 * longer one (a pasted excerpt) has no such history, so by default a task first seen by its
 * wakeup is taken as sleeping; {@link #WakeupLatencyAnalysis(boolean)} with {@code false}
 * gives perf's rule exactly.
 */
public final class WakeupLatencyAnalysis {

    private final boolean unknownSleeps;

    /** An analysis that takes a task first seen by its wakeup as sleeping (for excerpts). */
    public WakeupLatencyAnalysis() {
        this(true);
    }

    /** @param unknownSleeps whether a task first seen by its wakeup is taken as sleeping */
    public WakeupLatencyAnalysis(boolean unknownSleeps) {
        this.unknownSleeps = unknownSleeps;
    }

    /**
     * @param trace a trace of scheduler events (perf script, ftrace events) inside a trace set
     * @return the latency of every task, longest maximum delay first
     */
    public List<TaskLatency> run(LatencyTrace trace) {
        return run(TraceSets.steps(trace));
    }

    /**
     * @param steps a cursor before the first step of a trace of scheduler events
     * @return the latency of every task, longest maximum delay first
     */
    public List<TaskLatency> run(StepCursor steps) {
        Map<Integer, TaskState> tasks = new HashMap<>();
        Map<Integer, Long> lastSwitchByCpu = new HashMap<>();
        while (steps.next()) {
            if (steps.kind() != StepKind.EVENT) {
                continue;
            }
            String name = steps.eventName();
            long time = steps.timeNs();
            if ("sched_stat_runtime".equals(name)) { //$NON-NLS-1$
                SchedEvent e = SchedEvent.parse("sched_wakeup", steps.payload()); //$NON-NLS-1$
                long runtime = steps.payload() == null ? -1 : SchedPayload.runtimeNs(steps.payload());
                if (e != null && runtime >= 0 && e.pid() != 0) {
                    task(tasks, e.pid(), e.comm()).runtimeNs += runtime;
                }
                continue;
            }
            SchedEvent e = SchedEvent.parse(name, steps.payload());
            if (e == null) {
                continue;
            }
            switch (e.kind()) {
                case SWITCH -> {
                    Long previous = lastSwitchByCpu.put(Integer.valueOf(steps.cpu()), Long.valueOf(time));
                    long delta = previous == null ? 0 : time - previous.longValue();
                    if (e.prevPid() != 0) {
                        task(tasks, e.prevPid(), e.prevComm()).out(time, delta, e.prevState());
                    }
                    if (e.pid() != 0) {
                        task(tasks, e.pid(), e.comm()).in(time);
                    }
                }
                case WAKEUP, WAKING -> {
                    if (e.pid() != 0) {
                        task(tasks, e.pid(), e.comm()).wakeup(time, unknownSleeps);
                    }
                }
                default -> {
                    // migrations move a waiting task, they do not end its wait
                }
            }
        }
        List<TaskLatency> result = new ArrayList<>();
        for (TaskState t : tasks.values()) {
            result.add(new TaskLatency(t.pid, t.comm, t.runtimeNs, t.switches, t.totalDelayNs, t.maxDelayNs,
                    t.maxDelayStartNs, t.maxDelayAtNs));
        }
        result.sort(Comparator.comparingLong(TaskLatency::maxDelayNs).reversed().thenComparingInt(TaskLatency::pid));
        return result;
    }

    private static TaskState task(Map<Integer, TaskState> tasks, int pid, String comm) {
        TaskState t = tasks.computeIfAbsent(Integer.valueOf(pid), p -> new TaskState(pid));
        if (comm != null && !comm.isEmpty()) {
            t.comm = comm;
        }
        return t;
    }

    /** What perf keeps per task: the state of its last atom and the sums. */
    private static final class TaskState {

        private static final int UNKNOWN = 0;
        private static final int SLEEPING = 1;
        private static final int WAITING = 2;
        private static final int RUNNING = 3;

        final int pid;
        String comm = ""; //$NON-NLS-1$
        int state = UNKNOWN;
        long waitSince;
        long runtimeNs;
        int switches;
        long totalDelayNs;
        long maxDelayNs;
        long maxDelayStartNs;
        long maxDelayAtNs;

        TaskState(int pid) {
            this.pid = pid;
        }

        void out(long time, long delta, String prevState) {
            runtimeNs += delta;
            if (prevState != null && prevState.startsWith("R")) { //$NON-NLS-1$
                state = WAITING;
                waitSince = time;
            } else {
                state = SLEEPING;
            }
        }

        void wakeup(long time, boolean unknownSleeps) {
            if (state == SLEEPING || state == UNKNOWN && unknownSleeps) {
                state = WAITING;
                waitSince = time;
            }
        }

        void in(long time) {
            if (state == WAITING && time >= waitSince) {
                long delay = time - waitSince;
                switches++;
                totalDelayNs += delay;
                if (delay > maxDelayNs || switches == 1) {
                    maxDelayNs = delay;
                    maxDelayStartNs = waitSince;
                    maxDelayAtNs = time;
                }
            }
            state = RUNNING;
        }
    }
}
