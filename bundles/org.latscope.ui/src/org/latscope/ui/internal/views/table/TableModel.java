// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

/**
 * What a {@link VirtualTable} shows: rows and columns addressed by index, read from whatever
 * holds them (an analysis result, an EMF list, a columnar store) without copying rows into
 * objects. Sorting compares two model rows by index; filtering matches a row's
 * {@link #filterText}. Override {@link #compare} for numeric columns, so 10 million rows sort
 * without formatting a string.
 */
public interface TableModel {

    /** @return the number of rows */
    int rowCount();

    /** @return the number of columns */
    int columnCount();

    /**
     * @param col a column
     * @return its header
     */
    String header(int col);

    /**
     * @param row a model row
     * @param col a column
     * @return the cell's text
     */
    String text(int row, int col);

    /**
     * Compares two rows by one column (ascending); the default compares the texts.
     *
     * @param rowA a model row
     * @param rowB another
     * @param col the column
     * @return negative, zero or positive as {@code rowA} comes before, with or after {@code rowB}
     */
    default int compare(int rowA, int rowB, int col) {
        return text(rowA, col).compareTo(text(rowB, col));
    }

    /**
     * @param row a model row
     * @return the text the filter field matches (case-insensitively); the default joins every column
     */
    default String filterText(int row) {
        StringBuilder b = new StringBuilder();
        for (int c = 0; c < columnCount(); c++) {
            b.append(text(row, c)).append('\t');
        }
        return b.toString();
    }

    /**
     * @param col a column
     * @return true if the column holds figures (shown right-aligned)
     */
    default boolean numeric(int col) {
        return false;
    }

    /**
     * A label for a whole row, styled through the table's config registry (e.g. a background for
     * new keys, registered with {@code natTable().getConfigRegistry()}); the default has none.
     *
     * @param row a model row
     * @return the label of every cell of the row, or null
     */
    default String label(int row) {
        return null;
    }

    /**
     * @param col a column
     * @return its initial width in pixels
     */
    default int width(int col) {
        return 100;
    }

    /** The model of an empty table. */
    TableModel EMPTY = new TableModel() {
        @Override
        public int rowCount() {
            return 0;
        }

        @Override
        public int columnCount() {
            return 0;
        }

        @Override
        public String header(int col) {
            return ""; //$NON-NLS-1$
        }

        @Override
        public String text(int row, int col) {
            return ""; //$NON-NLS-1$
        }
    };
}
