// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.ArrayList;
import java.util.List;

import org.latscope.model.LogLine;
import org.latscope.model.PrintkLog;

/**
 * The timestamped lines of a printk log as ticks: time relative to the log's first timestamp,
 * with the line's text (continuation lines without a timestamp are appended to it). Immutable.
 */
public final class TickLane extends LaneRows implements TimelineLane {

    private final long firstNs;

    private TickLane(String label, long firstNs, long[] times, String[] texts, int[] lines) {
        super(label, times, texts, lines);
        this.firstNs = firstNs;
    }

    /**
     * @param log a printk log
     * @param label its label
     * @return its timestamped lines as ticks, in log order
     */
    public static TickLane of(PrintkLog log, String label) {
        List<LogLine> timed = new ArrayList<>();
        List<StringBuilder> texts = new ArrayList<>();
        for (LogLine line : log.getLines()) {
            if (line.isSetTimeNs() && line.getTimeNs() >= 0) {
                timed.add(line);
                texts.add(new StringBuilder(line.getText() == null ? "" : line.getText())); //$NON-NLS-1$
            } else if (!texts.isEmpty() && line.getText() != null) {
                StringBuilder text = texts.get(texts.size() - 1);
                text.append(text.length() == 0 ? "" : " ").append(line.getText().strip()); //$NON-NLS-1$ //$NON-NLS-2$
            }
        }
        long first = timed.isEmpty() ? 0 : timed.get(0).getTimeNs();
        return new TickLane(label, first, timed.stream().mapToLong(l -> l.getTimeNs() - first).toArray(),
                texts.stream().map(StringBuilder::toString).toArray(String[]::new),
                timed.stream().mapToInt(LogLine::getLine).toArray());
    }

    /** @return the log's first timestamp, since boot; 0 without one */
    public long firstNs() {
        return firstNs;
    }

    /**
     * @param i a tick index
     * @return its time after the log's first timestamp
     */
    public long timeNs(int i) {
        return times[i];
    }

    @Override
    public long spanNs() {
        return times.length == 0 ? 0 : times[times.length - 1];
    }
}
