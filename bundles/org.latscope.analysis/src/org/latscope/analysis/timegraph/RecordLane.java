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
public final class RecordLane implements TimelineLane {

    /** What the rows come from. */
    public enum Source {
        /** An {@link IrqOffList}: text {@code function} or {@code function irq N}. */
        IRQ_OFF,
        /** A {@link WorstTable}: text {@code cause start-line/file - end-line/file}. */
        WORST
    }

    private final String label;
    private final Source source;
    private final long[] durations;
    private final String[] texts;
    private final int[] lines;

    private RecordLane(String label, Source source, List<Row> rows) {
        List<Row> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparingLong(Row::durationNs).reversed());
        this.label = label;
        this.source = source;
        this.durations = sorted.stream().mapToLong(Row::durationNs).toArray();
        this.texts = sorted.stream().map(Row::text).toArray(String[]::new);
        this.lines = sorted.stream().mapToInt(Row::line).toArray();
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
        return new RecordLane(label, Source.IRQ_OFF, rows);
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
        return new RecordLane(label, Source.WORST, rows);
    }

    @Override
    public String label() {
        return label;
    }

    /** @return what the rows come from */
    public Source source() {
        return source;
    }

    @Override
    public int size() {
        return durations.length;
    }

    /**
     * @param i a row index, longest first
     * @return the row's duration: the row is the interval {@code [0, durationNs)}
     */
    public long durationNs(int i) {
        return durations[i];
    }

    @Override
    public String text(int i) {
        return texts[i];
    }

    /**
     * @param i a row index
     * @return the row's line in its file, 0 when unknown
     */
    public int line(int i) {
        return lines[i];
    }

    @Override
    public long spanNs() {
        return durations.length == 0 ? 0 : durations[0];
    }

    @Override
    public String toString() {
        return "RecordLane[" + label + ", " + source + ", " + size() + " rows]"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
    }

    private record Row(long durationNs, String text, int line) {
    }
}
