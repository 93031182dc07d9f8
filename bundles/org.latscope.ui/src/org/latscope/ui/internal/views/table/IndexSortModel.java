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

    private final RowIndex index;
    private final Runnable changed;

    /**
     * @param index the rows
     * @param changed told after each sort
     */
    IndexSortModel(RowIndex index, Runnable changed) {
        this.index = index;
        this.changed = changed;
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
            index.sort(-1, false);
        } else {
            index.sort(columnIndex, sortDirection == SortDirectionEnum.DESC);
        }
        changed.run();
    }

    @Override
    public void clear() {
        index.sort(-1, false);
        changed.run();
    }
}
