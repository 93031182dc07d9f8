// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import org.latscope.model.Histogram;
import org.latscope.model.HistogramSeries;
import org.latscope.model.IrqOffList;
import org.latscope.model.ResultTable;
import org.latscope.model.TraceContent;
import org.latscope.model.WorstTable;
import org.latscope.model.support.TraceSets;

/**
 * Lets the records of a folded table go: what it says of itself (its label, its lines, a
 * histogram's series and their figures) stays, its rows, cells and buckets go.
 */
final class TableRecords {

    private TableRecords() {
    }

    /** @param content a content whose records an analysis has folded */
    static void drop(TraceContent content) {
        if (content instanceof WorstTable table) {
            table.getRows().clear();
        } else if (content instanceof IrqOffList list) {
            list.getRows().clear();
        } else if (content instanceof ResultTable table) {
            table.getTests().clear();
            table.getCells().clear();
        } else if (content instanceof Histogram histogram) {
            for (HistogramSeries series : histogram.getSeries()) {
                if (!TraceSets.buckets(series).isEmpty()) { // getBuckets() on a series without makes a list
                    series.getBuckets().clear();
                }
            }
        }
    }
}
