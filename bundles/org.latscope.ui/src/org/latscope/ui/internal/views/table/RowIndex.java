// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import java.util.Locale;

/**
 * The rows a {@link VirtualTable} shows, as model row indices: those matching the filter, in
 * the model's order or sorted by one column. Table row {@code r} shows model row {@link #row(int) row(r)}.
 */
public final class RowIndex {

    private TableModel model = TableModel.EMPTY;
    private int[] rows = new int[0];
    private int size;
    private String filter = ""; //$NON-NLS-1$
    private int sortColumn = -1;
    private boolean descending;

    /** @return the model */
    public TableModel model() {
        return model;
    }

    /**
     * Shows another model, keeping the filter and the sort.
     *
     * @param newModel the model
     */
    public void setModel(TableModel newModel) {
        model = newModel;
        if (sortColumn >= newModel.columnCount()) {
            sortColumn = -1;
        }
        rebuild();
    }

    /**
     * @param text the text rows must contain (case-insensitively); empty for all rows
     */
    public void setFilter(String text) {
        filter = text.toLowerCase(Locale.ROOT);
        rebuild();
    }

    /**
     * @param column the column to sort by, -1 for the model's order
     * @param down true for descending
     */
    public void sort(int column, boolean down) {
        sortColumn = column;
        descending = down;
        rebuild();
    }

    /** @return the sort column, -1 if none */
    public int sortColumn() {
        return sortColumn;
    }

    /** @return true if sorted descending */
    public boolean descending() {
        return descending;
    }

    /** @return the number of rows shown */
    public int size() {
        return size;
    }

    /**
     * @param tableRow a row of the table
     * @return the model row it shows
     */
    public int row(int tableRow) {
        return rows[tableRow];
    }

    private void rebuild() {
        int n = model.rowCount();
        if (rows.length < n || rows.length > 2 * n + 64) {
            rows = new int[n];
        }
        size = 0;
        for (int r = 0; r < n; r++) {
            if (filter.isEmpty() || model.filterText(r).toLowerCase(Locale.ROOT).contains(filter)) {
                rows[size++] = r;
            }
        }
        if (sortColumn >= 0) {
            TableModel m = model;
            int col = sortColumn;
            IndexSort.sort(rows, size, descending ? (a, b) -> m.compare(b, a, col) : (a, b) -> m.compare(a, b, col));
        }
    }
}
