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
        GC gc = new GC(table);
        try {
            gc.setFont(table.getFont());
            for (int c = 0; c < model.columnCount(); c++) {
                int width = gc.textExtent(model.header(c)).x + SORT_ICON;
                for (int r = 0; r < model.rowCount() && r < FIT_ROWS; r++) {
                    width = Math.max(width, gc.textExtent(model.text(r, c)).x);
                }
                body.setColumnWidthByPosition(c, width + 2 * CELL_PADDING, false);
            }
        } finally {
            gc.dispose();
        }
        // columns only: a row refresh through the selection layer tests every row position
        body.fireLayerEvent(new ColumnStructuralRefreshEvent(body));
    }
}
