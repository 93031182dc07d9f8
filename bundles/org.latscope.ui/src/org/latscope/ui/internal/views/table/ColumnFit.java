// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.nebula.widgets.nattable.layer.DataLayer;
import org.eclipse.nebula.widgets.nattable.layer.event.ColumnStructuralRefreshEvent;
import org.eclipse.swt.graphics.GC;

/** Fits a {@link VirtualTable}'s columns to their text: the header or the widest of the first rows. */
final class ColumnFit {

    /** How many model rows are measured. */
    static final int FIT_ROWS = 500;
    private static final int SORT_ICON = 14;
    private static final int CELL_PADDING = 4;

    private ColumnFit() {
    }

    /**
     * @param table the widget, whose font measures
     * @param body its body data layer, whose widths are set
     * @param model the model shown
     */
    static void fit(NatTable table, DataLayer body, TableModel model) {
        fit(table, body, model, 0, model.columnCount(), Integer.MAX_VALUE);
    }

    /**
     * Fits the columns {@code from} to {@code to} (exclusive), none wider than {@code max} pixels.
     *
     * @param table the widget, whose font measures
     * @param body its body data layer, whose widths are set
     * @param model the model shown
     */
    static void fit(NatTable table, DataLayer body, TableModel model, int from, int to, int max) {
        GC gc = new GC(table);
        try {
            gc.setFont(table.getFont());
            for (int c = from; c < to; c++) {
                int width = gc.textExtent(model.header(c)).x + SORT_ICON;
                for (int r = 0; r < model.rowCount() && r < FIT_ROWS; r++) {
                    width = Math.max(width, gc.textExtent(model.text(r, c)).x);
                }
                body.setColumnWidthByPosition(c, Math.min(max, width + 2 * CELL_PADDING), false);
            }
        } finally {
            gc.dispose();
        }
        // columns only: a row refresh through the selection layer tests every row position
        body.fireLayerEvent(new ColumnStructuralRefreshEvent(body));
    }
}
