// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.events;

/**
 * Reads the compact forms in which {@code trace-cmd report}'s sched plugin (and perf) print
 * scheduler events, and gives them as the kernel's own {@code key=value} form:
 * <pre>
 * trace-cmd:153 [120] R ==> rcuc/0:19 [98]   prev_comm=trace-cmd prev_pid=153 prev_prio=120 prev_state=R ==> next_comm=rcuc/0 next_pid=19 next_prio=98
 * rcuc/0:19 [98] CPU:000                     comm=rcuc/0 pid=19 prio=98 target_cpu=000
 * </pre>
 * A comm may hold blanks and colons ({@code C1 CompilerThre:9255}, {@code kworker/3:1:170}): the
 * pid is what follows the last colon before the {@code [prio]}.
 */
final class CompactSched {

    private static final String ARROW = "==>"; //$NON-NLS-1$

    private CompactSched() {
    }

    /**
     * @param payload a sched_switch's text
     * @return its {@code key=value} form, or null when it is neither form
     */
    static String switchText(String payload) {
        int arrow = payload.indexOf(ARROW);
        if (arrow < 0) {
            return null;
        }
        String[] prev = task(payload.substring(0, arrow));
        String[] next = task(payload.substring(arrow + ARROW.length()));
        if (prev == null || next == null) {
            return null;
        }
        return "prev_comm=" + prev[0] + " prev_pid=" + prev[1] + " prev_prio=" + prev[2] + " prev_state=" + prev[3] //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                + " ==> next_comm=" + next[0] + " next_pid=" + next[1] + " next_prio=" + next[2]; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    /**
     * @param payload a sched_wakeup's text
     * @return its {@code key=value} form, or null when it is not the compact form
     */
    static String wakeupText(String payload) {
        String[] task = task(payload);
        if (task == null) {
            return null;
        }
        long cpu = EventFields.number(payload, "CPU:"); //$NON-NLS-1$
        return "comm=" + task[0] + " pid=" + task[1] + " prio=" + task[2] //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                + (cpu == EventFields.MISSING ? "" : " target_cpu=" + cpu); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** @return comm, pid, prio and what follows the {@code [prio]} (the state), or null */
    private static String[] task(String text) {
        int open = text.indexOf(" ["); //$NON-NLS-1$
        int close = open < 0 ? -1 : text.indexOf(']', open);
        if (close < 0) {
            return null;
        }
        String head = text.substring(0, open).strip();
        int colon = head.lastIndexOf(':');
        if (colon <= 0 || colon == head.length() - 1 || !digits(head, colon + 1)) {
            return null;
        }
        String prio = text.substring(open + 2, close).strip();
        String rest = text.substring(close + 1).strip();
        int blank = rest.indexOf(' ');
        String state = blank < 0 ? rest : rest.substring(0, blank);
        return new String[] { head.substring(0, colon), head.substring(colon + 1), prio, state };
    }

    private static boolean digits(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
