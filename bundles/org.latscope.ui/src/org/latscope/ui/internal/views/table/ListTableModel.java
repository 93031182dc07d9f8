// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import java.util.List;

/**
 * A table model over a list of result objects with fixed column headers: what is left to a
 * subclass is each cell's text (and, where it differs from the text, its sort key).
 *
 * @param <T> the type of a row
 */
public abstract class ListTableModel<T> implements TableModel {

    private final List<T> rows;
    private final String[] headers;

    /**
     * @param rows the rows, in the analysis's order
     * @param headers the column headers
     */
    protected ListTableModel(List<T> rows, String... headers) {
        this.rows = rows;
        this.headers = headers.clone();
    }

    /** @return a model row's object */
    public final T row(int row) {
        return rows.get(row);
    }

    @Override
    public final int rowCount() {
        return rows.size();
    }

    @Override
    public final int columnCount() {
        return headers.length;
    }

    @Override
    public final String header(int col) {
        return headers[col];
    }
}
