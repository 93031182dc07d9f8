// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.latscope.analysis.internal.Locations;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;

/**
 * The rows of an irq-off list (seed 004: {@code 0.024348 vprintk}) or of a preempt-stats worst-N
 * table, each an interval {@code [0, duration)} with its text, longest first (equal durations
 * in the content's order). Immutable.
 */
public final class RecordLane extends LaneRows implements TimelineLane {

    /** What the rows come from. */
    public enum Source {
        /** An {@link IrqOffList}: text {@code function} or {@code function irq N}. */
        IRQ_OFF,
        /** A {@link WorstTable}: text {@code cause start-line/file - end-line/file}. */
        WORST
    }

    private final Source source;

    private RecordLane(String label, Source source, List<Row> sorted) {
        super(label, sorted.stream().mapToLong(Row::durationNs).toArray(), sorted.stream().map(Row::text).toArray(String[]::new),
                sorted.stream().mapToInt(Row::line).toArray());
        this.source = source;
    }

    private static List<Row> sorted(List<Row> rows) {
        List<Row> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparingLong(Row::durationNs).reversed());
        return sorted;
    }

    /**
     * @param list an irq-off list
     * @param label its label
     * @return its rows as a lane
     */
    public static RecordLane of(IrqOffList list, String label) {
        List<Row> rows = new ArrayList<>(list.getRows().size());
        for (IrqOffRow row : list.getRows()) {
            String text = row.isSetIrq() ? row.getFunction() + " irq " + row.getIrq() : row.getFunction(); //$NON-NLS-1$
            rows.add(new Row(row.getDurationNs(), text, row.getLine()));
        }
        return new RecordLane(label, Source.IRQ_OFF, sorted(rows));
    }

    /**
     * @param table a worst-N table
     * @param label its label
     * @return its rows as a lane
     */
    public static RecordLane of(WorstTable table, String label) {
        List<Row> rows = new ArrayList<>(table.getRows().size());
        for (WorstRow row : table.getRows()) {
            String text = row.getCause() + " " + Locations.text(row.getStart()) + " - " + Locations.text(row.getEnd()); //$NON-NLS-1$ //$NON-NLS-2$
            rows.add(new Row(row.getLatencyUs() * 1_000L, text, row.getLine()));
        }
        return new RecordLane(label, Source.WORST, sorted(rows));
    }

    /** @return what the rows come from */
    public Source source() {
        return source;
    }

    /**
     * @param i a row index, longest first
     * @return the row's duration: the row is the interval {@code [0, durationNs)}
     */
    public long durationNs(int i) {
        return times[i];
    }

    @Override
    public long spanNs() {
        return times.length == 0 ? 0 : times[0];
    }

    private record Row(long durationNs, String text, int line) {
    }
}
