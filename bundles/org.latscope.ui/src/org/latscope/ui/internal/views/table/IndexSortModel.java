// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import java.util.Comparator;
import java.util.List;

import org.eclipse.nebula.widgets.nattable.sort.ISortModel;
import org.eclipse.nebula.widgets.nattable.sort.SortDirectionEnum;

/**
 * NatTable's sort model over a {@link RowIndex}: a click on a column header sorts the index
 * array by that column (one column at a time), with no comparators of row objects.
 */
final class IndexSortModel implements ISortModel {

    /** Sorts the table: asked for a column (-1 for none) and a direction. */
    @FunctionalInterface
    interface Sorter {
        /**
         * @param column the column, -1 for the model's order
         * @param descending true for descending
         */
        void sort(int column, boolean descending);
    }

    private final RowIndex index;
    private final Sorter sorter;

    /**
     * @param index the rows, whose wanted sort the header shows
     * @param sorter sorts the table
     */
    IndexSortModel(RowIndex index, Sorter sorter) {
        this.index = index;
        this.sorter = sorter;
    }

    @Override
    public List<Integer> getSortedColumnIndexes() {
        return index.sortColumn() < 0 ? List.of() : List.of(Integer.valueOf(index.sortColumn()));
    }

    @Override
    public boolean isColumnIndexSorted(int columnIndex) {
        return index.sortColumn() == columnIndex;
    }

    @Override
    public SortDirectionEnum getSortDirection(int columnIndex) {
        if (!isColumnIndexSorted(columnIndex)) {
            return SortDirectionEnum.NONE;
        }
        return index.descending() ? SortDirectionEnum.DESC : SortDirectionEnum.ASC;
    }

    @Override
    public int getSortOrder(int columnIndex) {
        return isColumnIndexSorted(columnIndex) ? 0 : -1;
    }

    @SuppressWarnings("rawtypes")
    @Override
    public List<Comparator> getComparatorsForColumnIndex(int columnIndex) {
        return List.of();
    }

    @Override
    public Comparator<?> getColumnComparator(int columnIndex) {
        return null;
    }

    @Override
    public void sort(int columnIndex, SortDirectionEnum sortDirection, boolean accumulate) {
        if (sortDirection == SortDirectionEnum.NONE) {
            sorter.sort(-1, false);
        } else {
            sorter.sort(columnIndex, sortDirection == SortDirectionEnum.DESC);
        }
    }

    @Override
    public void clear() {
        sorter.sort(-1, false);
    }
}
