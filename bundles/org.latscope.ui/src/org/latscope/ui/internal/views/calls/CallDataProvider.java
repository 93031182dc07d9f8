// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.calls;

import org.eclipse.nebula.widgets.nattable.data.IRowDataProvider;
import org.latscope.analysis.calls.CallNode;

/**
 * The cells of the Call Attribution table: row i is node i of {@link CallTreeRows}, column j
 * the {@link CallColumn} of that ordinal. Texts are made when a cell is asked for.
 */
public final class CallDataProvider implements IRowDataProvider<CallNode> {

    private static final CallColumn[] COLUMNS = CallColumn.values();

    private CallTreeRows rows = CallTreeRows.empty();
    private long setTotalNs;

    /** @param shown the rows shown */
    void setRows(CallTreeRows shown) {
        rows = shown;
    }

    /** @param ns all the time attributed in the set, the 100 % of the percent column */
    void setTotalNs(long ns) {
        setTotalNs = ns;
    }

    @Override
    public Object getDataValue(int columnIndex, int rowIndex) {
        return COLUMNS[columnIndex].text(rows.node(rowIndex), setTotalNs);
    }

    @Override
    public void setDataValue(int columnIndex, int rowIndex, Object newValue) {
        throw new UnsupportedOperationException();
    }

    @Override
    public int getColumnCount() {
        return COLUMNS.length;
    }

    @Override
    public int getRowCount() {
        return rows.size();
    }

    @Override
    public CallNode getRowObject(int rowIndex) {
        return rows.node(rowIndex);
    }

    @Override
    public int indexOfRowObject(CallNode node) {
        return rows.indexOf(node);
    }
}
