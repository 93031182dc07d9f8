// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import org.eclipse.nebula.widgets.nattable.data.IDataProvider;

/**
 * NatTable's data, read-only: in the body, table row {@code r} reads model row
 * {@code index.row(r)}; in the header, the one row holds the model's column headers.
 */
final class IndexDataProvider implements IDataProvider {

    private final RowIndex index;
    private final boolean header;

    /**
     * @param index the rows shown
     * @param header true for the column header row, false for the body
     */
    IndexDataProvider(RowIndex index, boolean header) {
        this.index = index;
        this.header = header;
    }

    @Override
    public Object getDataValue(int columnIndex, int rowIndex) {
        return header ? index.model().header(columnIndex) : index.model().text(index.row(rowIndex), columnIndex);
    }

    @Override
    public void setDataValue(int columnIndex, int rowIndex, Object newValue) {
        throw new UnsupportedOperationException();
    }

    @Override
    public int getColumnCount() {
        return index.model().columnCount();
    }

    @Override
    public int getRowCount() {
        return header ? 1 : index.size();
    }
}
