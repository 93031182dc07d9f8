// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.sched;

/** Reads the payloads of scheduler events, in {@code key=value} or perf's compact form. */
final class SchedPayload {

    private static final String ARROW = "==>"; //$NON-NLS-1$

    private SchedPayload() {
    }

    static SchedEvent switchEvent(String payload) {
        int arrow = payload.indexOf(ARROW);
        if (arrow < 0) {
            return null;
        }
        String prev = payload.substring(0, arrow).strip();
        String next = payload.substring(arrow + ARROW.length()).strip();
        if (prev.contains("prev_pid=")) { //$NON-NLS-1$
            int nextPid = intValue(next, "next_pid="); //$NON-NLS-1$
            int prevPid = intValue(prev, "prev_pid="); //$NON-NLS-1$
            if (nextPid < 0 || prevPid < 0) {
                return null;
            }
            return new SchedEvent(SchedEvent.Kind.SWITCH, nextPid, value(next, "next_comm="), prevPid, //$NON-NLS-1$
                    value(prev, "prev_comm="), value(prev, "prev_state=")); //$NON-NLS-1$ //$NON-NLS-2$
        }
        // rpchandler:211674 [120] T ==> rpchandler:211677 [120]
        String[] p = prev.split("\\s+"); //$NON-NLS-1$
        String[] n = next.split("\\s+"); //$NON-NLS-1$
        int prevPid = pidOf(p[0]);
        int nextPid = pidOf(n[0]);
        if (prevPid < 0 || nextPid < 0) {
            return null;
        }
        String state = p.length >= 3 ? p[p.length - 1] : null;
        return new SchedEvent(SchedEvent.Kind.SWITCH, nextPid, commOf(n[0]), prevPid, commOf(p[0]), state);
    }

    static SchedEvent taskEvent(SchedEvent.Kind kind, String payload) {
        if (payload.contains("pid=")) { //$NON-NLS-1$
            int pid = intValue(payload, "pid="); //$NON-NLS-1$
            return pid < 0 ? null : new SchedEvent(kind, pid, value(payload, "comm="), -1, null, null); //$NON-NLS-1$
        }
        // rpchandler:211677 [120] success=1 CPU:075
        String first = payload.strip().split("\\s+")[0]; //$NON-NLS-1$
        int pid = pidOf(first);
        return pid < 0 ? null : new SchedEvent(kind, pid, commOf(first), -1, null, null);
    }

    /**
     * @param payload a {@code sched_stat_runtime} payload: {@code comm=perf pid=35478 runtime=48942 [ns] ...}
     * @return the runtime in nanoseconds, or -1
     */
    static long runtimeNs(String payload) {
        String v = value(payload, "runtime="); //$NON-NLS-1$
        return v == null ? -1 : digits(v, 18);
    }

    /** The value of {@code key} up to the next blank: {@code prev_comm=kworker/0:1}. Comms with blanks are cut. */
    private static String value(String text, String key) {
        int at = keyAt(text, key);
        if (at < 0) {
            return null;
        }
        int start = at + key.length();
        int end = text.indexOf(' ', start);
        return text.substring(start, end < 0 ? text.length() : end);
    }

    /** Finds {@code key} at the start of a word, so that {@code pid=} does not match {@code prev_pid=}. */
    private static int keyAt(String text, String key) {
        for (int at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
            if (at == 0 || text.charAt(at - 1) == ' ') {
                return at;
            }
        }
        return -1;
    }

    private static int intValue(String text, String key) {
        String v = value(text, key);
        return v == null ? -1 : parse(v);
    }

    /** {@code comm:pid}, the comm possibly holding colons ({@code kworker/3:1:170}). */
    private static int pidOf(String token) {
        int colon = token.lastIndexOf(':');
        return colon < 0 ? -1 : parse(token.substring(colon + 1));
    }

    private static String commOf(String token) {
        int colon = token.lastIndexOf(':');
        return colon < 0 ? token : token.substring(0, colon);
    }

    private static int parse(String text) {
        return (int) digits(text, 9);
    }

    /** @return the value of a string of at most {@code max} decimal digits, or -1 */
    private static long digits(String text, int max) {
        if (text.isEmpty() || text.length() > max) {
            return -1;
        }
        long v = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }
}
