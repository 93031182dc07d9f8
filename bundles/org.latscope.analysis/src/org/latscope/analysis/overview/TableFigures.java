// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.List;

import org.latscope.model.Histogram;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.ResultTable;
import org.latscope.model.TraceContent;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.model.support.TraceSets;

/**
 * The figures of one table, list or histogram, counted before its records could be dropped: a
 * headless command lets the rows of each table of a long log of tables go once it has folded
 * them, as it does a trace's steps.
 *
 * @param content the table's index among its file's contents
 * @param rows its rows (a worst-latency table's, an irq-off list's) or tests (a results table's)
 * @param worstNs its highest latency, -1 when it has none (a results table, a histogram)
 * @param worstName what the worst row names (a cause, a function), null when there is none
 * @param worstLine the worst row's line, 0 when there is none
 * @param buckets the buckets of each of a histogram's series, in series order; empty otherwise
 */
public record TableFigures(int content, int rows, long worstNs, String worstName, int worstLine, List<Integer> buckets) {

    private static final long NS_PER_US = 1_000L;

    /** Copies the list. */
    public TableFigures {
        buckets = List.copyOf(buckets);
    }

    /**
     * @param content the content's index among its file's contents
     * @param table a content, its records still there
     * @return its figures, null when it is no table, list or histogram
     */
    public static TableFigures of(int content, TraceContent table) {
        if (table instanceof WorstTable t) {
            WorstRow worst = TraceFacts.worstRow(t).orElse(null);
            return new TableFigures(content, t.getRows().size(), worst == null ? -1 : worst.getLatencyUs() * NS_PER_US,
                    worst == null ? null : worst.getCause(), worst == null ? 0 : worst.getLine(), List.of());
        }
        if (table instanceof IrqOffList l) {
            IrqOffRow worst = TraceFacts.worstRow(l).orElse(null);
            return new TableFigures(content, l.getRows().size(), worst == null ? -1 : worst.getDurationNs(),
                    worst == null ? null : worst.getFunction(), worst == null ? 0 : worst.getLine(), List.of());
        }
        if (table instanceof ResultTable r) {
            return new TableFigures(content, r.getTests().size(), -1, null, 0, List.of());
        }
        if (table instanceof Histogram h) {
            return new TableFigures(content, 0, -1, null, 0,
                    h.getSeries().stream().map(TraceSets::buckets).map(List::size).toList());
        }
        return null;
    }

    /** @return whether it has a worst row, so that {@link #worstNs()} and {@link #worstName()} mean something */
    public boolean hasWorst() {
        return worstNs >= 0;
    }

    /** @return {@link #worstNs()} in microseconds, as a worst-latency table prints it */
    public long worstUs() {
        return worstNs / NS_PER_US;
    }

    /** @return the buckets of all its series */
    public int bucketCount() {
        return buckets.stream().mapToInt(Integer::intValue).sum();
    }
}
