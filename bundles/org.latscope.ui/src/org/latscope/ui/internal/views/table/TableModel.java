// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

/**
 * What a {@link VirtualTable} shows: rows and columns addressed by index, read from whatever
 * holds them (an analysis result, an EMF list, a columnar store) without copying rows into
 * objects. Sorting compares two model rows by index; filtering matches a row's
 * {@link #matches}. Override {@link #compare} for numeric columns of small tables; for big
 * ones, expose each column's sort key ({@link #sortKey(int)}): the table reads it once per row into
 * a primitive array and sorts by that, off the UI thread, so 10 million rows sort without a
 * call into the model per comparison.
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

    /** How a column's rows are ordered when sorting: see {@link TableModel#sortKey(int)}. */
    enum SortKey {
        /** By {@link TableModel#compare} for every comparison: for small tables. */
        COMPARE,
        /** By {@link TableModel#longKey}, read once per row. */
        LONG,
        /** By {@link TableModel#textKey}, read once per row and compared as strings. */
        TEXT
    }

    /**
     * @param col a column
     * @return how the column sorts; the default asks {@link #compare} for each comparison
     */
    default SortKey sortKey(int col) {
        return SortKey.COMPARE;
    }

    /**
     * A row's key in a column whose {@link #sortKey(int)} is {@link SortKey#LONG}: ascending order is
     * the order of the keys (see {@link #doubleKey(double)} for fractions).
     *
     * @param row a model row
     * @param col the column
     * @return the row's key
     */
    default long longKey(int row, int col) {
        throw new UnsupportedOperationException();
    }

    /**
     * A row's key in a column whose {@link #sortKey(int)} is {@link SortKey#TEXT}; the default is its text.
     *
     * @param row a model row
     * @param col the column
     * @return the row's key, never null
     */
    default String textKey(int row, int col) {
        return text(row, col);
    }

    /**
     * @param value a figure
     * @return a long in the order of the doubles (negative ones first, NaN last)
     */
    static long doubleKey(double value) {
        long bits = Double.doubleToLongBits(value);
        return bits ^ (bits >> 63 & Long.MAX_VALUE);
    }

    /**
     * @param row a model row
     * @param filter what the filter field holds, lower case, not empty
     * @return whether the row matches it: by default, whether any column's text contains it,
     *         ignoring case (no copy of the text is made: a filter runs over 10 M rows)
     */
    default boolean matches(int row, String filter) {
        for (int c = 0; c < columnCount(); c++) {
            if (containsIgnoreCase(text(row, c), filter)) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param text a text
     * @param lowerNeedle what to look for, lower case
     * @return whether the text contains it, ignoring case, without allocating
     */
    static boolean containsIgnoreCase(String text, String lowerNeedle) {
        int n = lowerNeedle.length();
        for (int i = 0, last = text.length() - n; i <= last; i++) {
            if (text.regionMatches(true, i, lowerNeedle, 0, n)) {
                return true;
            }
        }
        return false;
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
