// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import java.util.Locale;

import org.latscope.ui.internal.views.table.TableModel.SortKey;

/**
 * The rows a {@link VirtualTable} shows, as model row indices: those matching the filter, in
 * the model's order or sorted by one column. Table row {@code r} shows model row {@link #row(int) row(r)}.
 * <p>
 * What is wanted (the filter and the sort, an {@link Order}) and what is shown (the rows an
 * order produced) are apart, so that the table computes the rows of a new order in a job and
 * shows them when done; {@link #setModel}, {@link #setFilter} and {@link #sort} compute them at
 * once (headless use). With neither a filter nor a sort, the rows are the model's, without an array.
 */
public final class RowIndex {

    private static final int CHECK_EVERY = 1 << 16;

    /**
     * What a table is asked to show.
     *
     * @param model the model
     * @param filter the text rows must contain, lower case; empty for all rows
     * @param column the column to sort by, -1 for the model's order
     * @param descending true for descending
     */
    public record Order(TableModel model, String filter, int column, boolean descending) {

        /** @return whether every row is shown in the model's order (nothing to compute) */
        public boolean all() {
            return filter.isEmpty() && column < 0;
        }

        /**
         * Computes the rows: filters, then sorts by the column's key read once per row.
         *
         * @param check run now and then; may throw to stop (a cancelled job)
         * @return the model rows in table order, or null for every row in the model's order
         */
        public int[] rows(Runnable check) {
            int n = model.rowCount();
            if (all()) {
                return null;
            }
            int[] rows = new int[n];
            int size = 0;
            for (int r = 0; r < n; r++) {
                if ((r & (CHECK_EVERY - 1)) == 0) {
                    check.run();
                }
                if (filter.isEmpty() || model.matches(r, filter)) {
                    rows[size++] = r;
                }
            }
            if (column >= 0) {
                sort(rows, size, check);
            }
            return size == n ? rows : java.util.Arrays.copyOf(rows, size);
        }

        private void sort(int[] rows, int size, Runnable check) {
            TableModel m = model;
            int col = column;
            SortKey key = m.sortKey(col);
            if (key == SortKey.LONG) {
                long[] keys = new long[size];
                for (int i = 0; i < size; i++) {
                    if ((i & (CHECK_EVERY - 1)) == 0) {
                        check.run();
                    }
                    keys[i] = m.longKey(rows[i], col);
                }
                IndexSort.sort(rows, keys, size, descending, check);
            } else if (key == SortKey.TEXT) {
                String[] text = new String[m.rowCount()];
                for (int i = 0; i < size; i++) {
                    if ((i & (CHECK_EVERY - 1)) == 0) {
                        check.run();
                    }
                    text[rows[i]] = m.textKey(rows[i], col);
                }
                IndexSort.sort(rows, text, size, descending, check);
            } else {
                IndexSort.sort(rows, size, descending ? (a, b) -> m.compare(b, a, col) : (a, b) -> m.compare(a, b, col));
            }
        }
    }

    private Order wanted = new Order(TableModel.EMPTY, "", -1, false); //$NON-NLS-1$
    private TableModel model = TableModel.EMPTY;
    private int[] rows;
    private int size;
    private boolean current = true;

    /** @return the model shown */
    public TableModel model() {
        return model;
    }

    /**
     * Shows another model, keeping the filter and the sort; computes the rows now.
     *
     * @param newModel the model
     */
    public void setModel(TableModel newModel) {
        want(newModel, wanted.filter(), wanted.column(), wanted.descending());
        showNow();
    }

    /**
     * Filters now.
     *
     * @param text the text rows must contain (case-insensitively); empty for all rows
     */
    public void setFilter(String text) {
        want(wanted.model(), text, wanted.column(), wanted.descending());
        showNow();
    }

    /**
     * Sorts now.
     *
     * @param column the column to sort by, -1 for the model's order
     * @param down true for descending
     */
    public void sort(int column, boolean down) {
        want(wanted.model(), wanted.filter(), column, down);
        showNow();
    }

    /**
     * Asks for another order without computing its rows. A new model is shown at once: all its
     * rows in its order (none while a filter is to be applied) until {@link #show} gives the rows.
     *
     * @param newModel the model
     * @param filter the text rows must contain (case-insensitively)
     * @param column the sort column, -1 for none
     * @param down true for descending
     * @return the order wanted
     */
    Order want(TableModel newModel, String filter, int column, boolean down) {
        wanted = new Order(newModel, filter.toLowerCase(Locale.ROOT), column < newModel.columnCount() ? column : -1, down);
        if (newModel != model) {
            model = newModel;
            rows = null;
            size = wanted.filter().isEmpty() ? newModel.rowCount() : 0;
        }
        current = wanted.all();
        if (current) {
            rows = null;
            size = newModel.rowCount();
        }
        return wanted;
    }

    /**
     * Shows the rows an order produced, if it is still the order wanted.
     *
     * @param order the order
     * @param ordered its rows ({@link Order#rows})
     * @return whether they are shown
     */
    boolean show(Order order, int[] ordered) {
        if (order != wanted) {
            return false;
        }
        rows = ordered;
        size = ordered == null ? model.rowCount() : ordered.length;
        current = true;
        return true;
    }

    private void showNow() {
        show(wanted, wanted.rows(() -> {
        }));
    }

    /** @return the order wanted */
    public Order wanted() {
        return wanted;
    }

    /** @return whether the rows shown are those of the order wanted (false while they are computed) */
    public boolean current() {
        return current;
    }

    /** @return the sort column wanted, -1 if none */
    public int sortColumn() {
        return wanted.column();
    }

    /** @return true if sorted descending */
    public boolean descending() {
        return wanted.descending();
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
        return rows == null ? tableRow : rows[tableRow];
    }
}
