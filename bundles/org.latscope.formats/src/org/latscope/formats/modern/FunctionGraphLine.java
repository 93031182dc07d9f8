// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

/**
 * The fields of one function_graph line as index ranges into the line. Reused per line.
 */
public final class FunctionGraphLine {

    /** What a function_graph line is. */
    public enum Kind {
        /** {@code fn() {} */
        ENTRY,
        /** {@code }} or {@code } /* fn *}{@code /}, with the duration. */
        EXIT,
        /** {@code fn();} with the duration. */
        LEAF,
        /** {@code /* name: payload *}{@code /}: a trace event. */
        EVENT,
        /** {@code /* text *}{@code /}: a comment that is no event. */
        COMMENT,
        /** {@code ==========>}: interrupt entry. */
        IRQ_ENTRY,
        /** {@code <==========}: interrupt exit. */
        IRQ_EXIT,
        /** {@code prev-pid => next-pid} inside a context-switch banner. */
        SWITCH,
        /** A {@code ------} banner line. */
        BANNER
    }

    String line = ""; //$NON-NLS-1$
    Kind kind;
    int cpu = -1;
    long timeNs = -1;
    int commStart = -1;
    int commEnd = -1;
    int pid = -1;
    int flagsStart = -1;
    int flagsEnd = -1;
    long durationNs = -1;
    char mark = ' ';
    int depth;
    int nameStart = -1;
    int nameEnd = -1;
    int textStart = -1;
    int textEnd = -1;

    /** @return the kind */
    public Kind kind() {
        return kind;
    }

    /** @return the CPU, -1 when the CPU column is off */
    public int cpu() {
        return cpu;
    }

    /** @return the absolute time in ns, -1 when not printed */
    public long timeNs() {
        return timeNs;
    }

    /** @return the comm of the proc column (or of the next task of a switch), or null */
    public String comm() {
        return commStart < 0 ? null : line.substring(commStart, commEnd);
    }

    /** @return the pid of the proc column (or of the next task of a switch), -1 if none */
    public int pid() {
        return pid;
    }

    /** @return the latency flag text, or null */
    public String flags() {
        return flagsStart < 0 ? null : line.substring(flagsStart, flagsEnd);
    }

    /** @return the duration in ns, -1 if none */
    public long durationNs() {
        return durationNs;
    }

    /** @return the overhead mark before the duration ({@code + ! # * @ $}), blank if none */
    public char mark() {
        return mark;
    }

    /** @return the nesting depth from the indentation */
    public int depth() {
        return depth;
    }

    /** @return the function or event name, or null */
    public String name() {
        return nameStart < 0 ? null : line.substring(nameStart, nameEnd);
    }

    /** @return the comment, return value or event payload text, or null */
    public String text() {
        return textStart < 0 ? null : line.substring(textStart, textEnd);
    }

    void reset(String text) {
        line = text;
        kind = null;
        cpu = -1;
        timeNs = -1;
        commStart = -1;
        commEnd = -1;
        pid = -1;
        flagsStart = -1;
        flagsEnd = -1;
        durationNs = -1;
        mark = ' ';
        depth = 0;
        nameStart = -1;
        nameEnd = -1;
        textStart = -1;
        textEnd = -1;
    }
}
