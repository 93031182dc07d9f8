// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import org.eclipse.nebula.widgets.nattable.data.IDataProvider;

/** NatTable's body data: table row {@code r} reads model row {@code index.row(r)}; read-only. */
final class IndexDataProvider implements IDataProvider {

    private final RowIndex index;

    IndexDataProvider(RowIndex index) {
        this.index = index;
    }

    @Override
    public Object getDataValue(int columnIndex, int rowIndex) {
        return index.model().text(index.row(rowIndex), columnIndex);
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
        return index.size();
    }

    /** The header row: the model's column headers. */
    static final class Headers implements IDataProvider {

        private final RowIndex index;

        Headers(RowIndex index) {
            this.index = index;
        }

        @Override
        public Object getDataValue(int columnIndex, int rowIndex) {
            return index.model().header(columnIndex);
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
            return 1;
        }
    }
}
