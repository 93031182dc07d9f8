// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.nebula.widgets.nattable.grid.GridRegion;
import org.eclipse.nebula.widgets.nattable.layer.cell.ILayerCell;
import org.eclipse.nebula.widgets.nattable.tooltip.NatTableContentTooltip;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Event;

/**
 * Shows a body cell's whole text on hover when its column is too narrow for it (a long
 * diagnostic reason ends in an ellipsis otherwise), at most {@value #MAX_CHARS} characters: a
 * 5 MB line is cut, not laid out.
 */
final class CellTooltip extends NatTableContentTooltip {

    static final int MAX_CHARS = 2000;

    CellTooltip(NatTable table) {
        super(table, GridRegion.BODY);
    }

    @Override
    protected boolean shouldCreateToolTip(Event event) {
        if (!super.shouldCreateToolTip(event)) {
            return false;
        }
        ILayerCell cell = cellAt(event);
        String text = getText(event);
        if (cell == null || text == null || text.isEmpty()) {
            return false;
        }
        if (text.length() >= MAX_CHARS) {
            return true;
        }
        GC gc = new GC(natTable);
        try {
            gc.setFont(natTable.getFont());
            return gc.textExtent(text).x > cell.getBounds().width - 8;
        } finally {
            gc.dispose();
        }
    }

    @Override
    protected String getText(Event event) {
        String text = super.getText(event);
        return text != null && text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) + "\u2026" : text; //$NON-NLS-1$
    }

    private ILayerCell cellAt(Event event) {
        int col = natTable.getColumnPositionByX(event.x);
        int row = natTable.getRowPositionByY(event.y);
        return col < 0 || row < 0 ? null : natTable.getCellByPosition(col, row);
    }
}
