// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.calls;

import java.util.Comparator;
import java.util.List;

import org.eclipse.nebula.widgets.nattable.sort.ISortModel;
import org.eclipse.nebula.widgets.nattable.sort.SortDirectionEnum;
import org.latscope.analysis.calls.CallNode;

/**
 * Sorting of the Call Attribution tree by one column: siblings are sorted, the tree is kept.
 * A click on a header cycles through ascending, descending and the analysis's order (longest
 * total first); the rows are rebuilt by the {@code resorted} callback.
 */
public final class CallSortModel implements ISortModel {

    private final Runnable resorted;
    private int column = -1;
    private SortDirectionEnum direction = SortDirectionEnum.NONE;

    /** @param resorted told after the order changed */
    public CallSortModel(Runnable resorted) {
        this.resorted = resorted;
    }

    /** @return the siblings' order, or null for the analysis's order */
    public Comparator<CallNode> order() {
        if (column < 0 || direction == SortDirectionEnum.NONE) {
            return null;
        }
        Comparator<CallNode> ascending = CallColumn.values()[column].order();
        return direction == SortDirectionEnum.DESC ? ascending.reversed() : ascending;
    }

    @Override
    public List<Integer> getSortedColumnIndexes() {
        return column < 0 || direction == SortDirectionEnum.NONE ? List.of() : List.of(Integer.valueOf(column));
    }

    @Override
    public boolean isColumnIndexSorted(int columnIndex) {
        return columnIndex == column && direction != SortDirectionEnum.NONE;
    }

    @Override
    public SortDirectionEnum getSortDirection(int columnIndex) {
        return columnIndex == column ? direction : SortDirectionEnum.NONE;
    }

    @Override
    public int getSortOrder(int columnIndex) {
        return isColumnIndexSorted(columnIndex) ? 0 : -1;
    }

    @Override
    @SuppressWarnings("rawtypes")
    public List<Comparator> getComparatorsForColumnIndex(int columnIndex) {
        return List.of(CallColumn.values()[columnIndex].order());
    }

    @Override
    public Comparator<?> getColumnComparator(int columnIndex) {
        return CallColumn.values()[columnIndex].order();
    }

    @Override
    public void sort(int columnIndex, SortDirectionEnum sortDirection, boolean accumulate) {
        column = columnIndex;
        direction = sortDirection;
        resorted.run();
    }

    @Override
    public void clear() {
        column = -1;
        direction = SortDirectionEnum.NONE;
        resorted.run();
    }
}
