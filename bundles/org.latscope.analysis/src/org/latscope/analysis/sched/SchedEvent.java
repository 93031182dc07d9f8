// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.sched;

/**
 * A scheduler event read from the payload of a trace event step, in either of the two ways
 * perf and ftrace print them: {@code key=value} ({@code prev_comm=perf prev_pid=35478
 * prev_prio=120 prev_state=R+ ==> next_comm=migration/0 next_pid=12 next_prio=0},
 * {@code comm=perf pid=13418 prio=120 target_cpu=009}) or perf's compact form
 * ({@code rpchandler:211674 [120] T ==> rpchandler:211677 [120]},
 * {@code rpchandler:211677 [120] success=1 CPU:075}).
 *
 * @param kind what happened
 * @param pid the task woken or migrated, or the task switched in
 * @param comm its comm
 * @param prevPid the task switched out (switches only), else -1
 * @param prevComm its comm, or null
 * @param prevState the state it left in ({@code R}, {@code R+}, {@code S}, {@code D}, ...), or null
 */
public record SchedEvent(Kind kind, int pid, String comm, int prevPid, String prevComm, String prevState) {

    /** The scheduler events the wakeup latency needs. */
    public enum Kind {
        /** {@code sched_switch}. */
        SWITCH,
        /** {@code sched_wakeup} or {@code sched_wakeup_new}. */
        WAKEUP,
        /** {@code sched_waking}. */
        WAKING,
        /** {@code sched_migrate_task}. */
        MIGRATE
    }

    /**
     * @param event an event name such as {@code sched_switch}
     * @param payload its payload as printed
     * @return the event, or null when it is no scheduler event or its payload is not understood
     */
    public static SchedEvent parse(String event, String payload) {
        if (event == null || payload == null) {
            return null;
        }
        Kind kind = switch (event) {
            case "sched_switch" -> Kind.SWITCH; //$NON-NLS-1$
            case "sched_wakeup", "sched_wakeup_new" -> Kind.WAKEUP; //$NON-NLS-1$ //$NON-NLS-2$
            case "sched_waking" -> Kind.WAKING; //$NON-NLS-1$
            case "sched_migrate_task" -> Kind.MIGRATE; //$NON-NLS-1$
            default -> null;
        };
        if (kind == null) {
            return null;
        }
        return kind == Kind.SWITCH ? SchedPayload.switchEvent(payload) : SchedPayload.taskEvent(kind, payload);
    }
}
