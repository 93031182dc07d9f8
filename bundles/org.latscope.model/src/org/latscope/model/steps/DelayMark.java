// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

/**
 * The delay mark ftrace prints after the time ({@code 19933us!}), and the syscall marks of
 * old -rt traces. Stored in 4 bits of the function column.
 */
public enum DelayMark {
    /** No mark, or a blank one (up to 10 us). */
    NONE(' '),
    /** {@code +}: over 10 us. */
    OVER_10_US('+'),
    /** {@code !}: over 100 us. */
    OVER_100_US('!'),
    /** {@code #}: over 1 ms. */
    OVER_1_MS('#'),
    /** {@code *}: over 10 ms. */
    OVER_10_MS('*'),
    /** {@code @}: over 100 ms. */
    OVER_100_MS('@'),
    /** {@code $}: over 1 s. */
    OVER_1_S('$'),
    /** {@code >}: syscall entry in old -rt traces. */
    SYSCALL_ENTRY('>'),
    /** {@code <}: syscall exit in old -rt traces. */
    SYSCALL_EXIT('<'),
    /** A mark character not listed here (garbled by transport). */
    OTHER('?');

    private static final DelayMark[] VALUES = values();

    private final char symbol;

    DelayMark(char symbol) {
        this.symbol = symbol;
    }

    /** @return the character the trace prints for this mark */
    public char symbol() {
        return symbol;
    }

    /**
     * @param c a mark character as printed
     * @return the mark, {@link #NONE} for a blank, {@link #OTHER} for anything unknown
     */
    public static DelayMark of(char c) {
        for (DelayMark mark : VALUES) {
            if (mark.symbol == c && mark != OTHER) {
                return mark;
            }
        }
        return c == 0 ? NONE : OTHER;
    }

    static DelayMark ofCode(int code) {
        return VALUES[code];
    }
}
