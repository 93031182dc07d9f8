// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

/**
 * The fields of one ftrace step line, as index ranges into the line so that the hot path
 * allocates nothing before symbols are interned. One instance is reused for every line.
 */
public final class FtraceLine {

    /** What the body after the time says. */
    public enum BodyKind {
        /** {@code function <-parent} or {@code function (parent)}; a lone function when the parent wrapped. */
        FUNCTION,
        /** {@code name: payload}. */
        EVENT,
        /** {@code <stack trace>}: {@code => frame} lines follow. */
        STACK,
        /** Other text printed by the tracer itself (hwlat samples, sched_switch tracer lines). */
        TEXT
    }

    String line = ""; //$NON-NLS-1$
    int commStart;
    int commEnd;
    int pid = -1;
    int cpu = -1;
    int flagsStart;
    int flagsEnd;
    long timeNs;
    char mark = ' ';
    int bodyStart;
    BodyKind kind = BodyKind.TEXT;
    int nameStart;
    int nameEnd;
    int parentStart = -1;
    int parentEnd = -1;
    int payloadStart = -1;

    /** @return the line these fields index */
    public String line() {
        return line;
    }

    /** @return the comm, e.g. {@code C1 Compi} or {@code <...>} */
    public String comm() {
        return line.substring(commStart, commEnd);
    }

    /** @return the pid, -1 if absent */
    public int pid() {
        return pid;
    }

    /** @return the CPU, -1 if absent */
    public int cpu() {
        return cpu;
    }

    /** @return the flag field text, empty when the layout has none */
    public String flags() {
        return line.substring(flagsStart, flagsEnd);
    }

    /** @return the time in nanoseconds */
    public long timeNs() {
        return timeNs;
    }

    /** @return the delay mark character, a blank when none */
    public char mark() {
        return mark;
    }

    /** @return the body kind */
    public BodyKind kind() {
        return kind;
    }

    /** @return the function or event name, empty for {@link BodyKind#TEXT} */
    public String name() {
        return line.substring(nameStart, nameEnd);
    }

    /** @return the parent (caller), or null */
    public String parent() {
        return parentStart < 0 ? null : line.substring(parentStart, parentEnd);
    }

    /** @return whether a function line printed its caller */
    public boolean hasParent() {
        return parentStart >= 0;
    }

    /** @return the event payload or text body, or null */
    public String payload() {
        return payloadStart < 0 ? null : line.substring(payloadStart);
    }

    /** @return the body, everything after the time */
    public String body() {
        return line.substring(bodyStart);
    }

    void reset(String text) {
        line = text;
        commStart = 0;
        commEnd = 0;
        pid = -1;
        cpu = -1;
        flagsStart = 0;
        flagsEnd = 0;
        timeNs = 0;
        mark = ' ';
        bodyStart = text.length();
        kind = BodyKind.TEXT;
        nameStart = 0;
        nameEnd = 0;
        parentStart = -1;
        parentEnd = -1;
        payloadStart = -1;
    }
}
