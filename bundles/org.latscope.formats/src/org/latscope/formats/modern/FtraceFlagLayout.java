// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.Arrays;
import java.util.List;

/**
 * The meaning of each character of an ftrace flag field such as {@code d..2.}. The field is
 * 4 characters before 5.x, 5 with migrate-disable, 7 on PREEMPT_RT 4.x (need-resched-lazy,
 * preempt-lazy-depth, migrate-disable). The column legend of the header
 * ({@code / _-----=> irqs-off}) names the columns; without one the width decides.
 */
public final class FtraceFlagLayout {

    /** What one character of the flag field says. */
    public enum Column {
        /** {@code d} irqs off, {@code D} irqs and bottom halves off, {@code b} bottom halves off. */
        IRQS_OFF,
        /** {@code N}, {@code n}, {@code p}, lazy variants. */
        NEED_RESCHED,
        /** PREEMPT_RT's need-resched-lazy. */
        NEED_RESCHED_LAZY,
        /** {@code h} hardirq, {@code s} softirq, {@code H} hardirq in softirq, {@code z}/{@code Z} NMI. */
        HARDIRQ_SOFTIRQ,
        /** Preemption depth, a hex digit or {@code .}. */
        PREEMPT_DEPTH,
        /** PREEMPT_RT's preempt-lazy-depth. */
        PREEMPT_LAZY_DEPTH,
        /** Migrate-disable depth. */
        MIGRATE_DISABLE,
        /** A column the reader does not know. */
        UNKNOWN
    }

    private static final Column[] FOUR = {Column.IRQS_OFF, Column.NEED_RESCHED, Column.HARDIRQ_SOFTIRQ,
            Column.PREEMPT_DEPTH};
    private static final Column[] FIVE = {Column.IRQS_OFF, Column.NEED_RESCHED, Column.HARDIRQ_SOFTIRQ,
            Column.PREEMPT_DEPTH, Column.MIGRATE_DISABLE};
    private static final Column[] SIX = {Column.IRQS_OFF, Column.NEED_RESCHED, Column.HARDIRQ_SOFTIRQ,
            Column.PREEMPT_DEPTH, Column.PREEMPT_LAZY_DEPTH, Column.MIGRATE_DISABLE};
    private static final Column[] SEVEN = {Column.IRQS_OFF, Column.NEED_RESCHED, Column.NEED_RESCHED_LAZY,
            Column.HARDIRQ_SOFTIRQ, Column.PREEMPT_DEPTH, Column.PREEMPT_LAZY_DEPTH, Column.MIGRATE_DISABLE};

    private final Column[] columns;

    private FtraceFlagLayout(Column[] columns) {
        this.columns = columns;
    }

    /**
     * @param width the number of flag characters
     * @return the layout kernels print for that width
     */
    public static FtraceFlagLayout forWidth(int width) {
        Column[] base = switch (width) {
            case 4 -> FOUR;
            case 5 -> FIVE;
            case 6 -> SIX;
            case 7 -> SEVEN;
            default -> null;
        };
        if (base != null) {
            return new FtraceFlagLayout(base);
        }
        Column[] generic = new Column[Math.max(0, width)];
        for (int i = 0; i < generic.length; i++) {
            generic[i] = i < SEVEN.length ? SEVEN[i] : Column.UNKNOWN;
        }
        return new FtraceFlagLayout(generic);
    }

    /**
     * @param legendNames the column names of the header legend, in order, without {@code CPU#}
     *            and {@code delay} (e.g. {@code irqs-off/BH-disabled}, {@code need-resched})
     * @return the layout they describe
     */
    public static FtraceFlagLayout fromLegend(List<String> legendNames) {
        Column[] result = new Column[legendNames.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = columnOf(legendNames.get(i));
        }
        return new FtraceFlagLayout(result);
    }

    /**
     * @param name a legend name
     * @return its column, {@link Column#UNKNOWN} if not known
     */
    static Column columnOf(String name) {
        String n = name.trim().toLowerCase(java.util.Locale.ROOT);
        if (n.startsWith("irqs-off")) { //$NON-NLS-1$
            return Column.IRQS_OFF;
        }
        if (n.startsWith("need-resched")) { //$NON-NLS-1$
            return n.contains("lazy") ? Column.NEED_RESCHED_LAZY : Column.NEED_RESCHED; //$NON-NLS-1$
        }
        if (n.startsWith("hardirq")) { //$NON-NLS-1$
            return Column.HARDIRQ_SOFTIRQ;
        }
        if (n.startsWith("preempt-lazy")) { //$NON-NLS-1$
            return Column.PREEMPT_LAZY_DEPTH;
        }
        if (n.startsWith("preempt")) { //$NON-NLS-1$
            return Column.PREEMPT_DEPTH;
        }
        if (n.startsWith("migrate")) { //$NON-NLS-1$
            return Column.MIGRATE_DISABLE;
        }
        return Column.UNKNOWN;
    }

    /** @return the number of flag characters */
    public int width() {
        return columns.length;
    }

    /** @return the column at {@code index}, {@link Column#UNKNOWN} beyond the width */
    public Column column(int index) {
        return index >= 0 && index < columns.length ? columns[index] : Column.UNKNOWN;
    }

    /**
     * Decodes a flag field.
     *
     * @param text the flag characters, e.g. {@code dNh.2.}
     * @return the decoded flags
     */
    public FtraceFlags decode(CharSequence text) {
        return FtraceFlags.decode(this, text);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FtraceFlagLayout other && Arrays.equals(columns, other.columns);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(columns);
    }

    @Override
    public String toString() {
        return Arrays.toString(columns);
    }
}
