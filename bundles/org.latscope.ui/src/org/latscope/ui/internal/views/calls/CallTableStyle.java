// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.calls;

import org.eclipse.nebula.widgets.nattable.config.AbstractRegistryConfiguration;
import org.eclipse.nebula.widgets.nattable.config.CellConfigAttributes;
import org.eclipse.nebula.widgets.nattable.config.IConfigRegistry;
import org.eclipse.nebula.widgets.nattable.layer.DataLayer;
import org.eclipse.nebula.widgets.nattable.layer.cell.ColumnOverrideLabelAccumulator;
import org.eclipse.nebula.widgets.nattable.style.CellStyleAttributes;
import org.eclipse.nebula.widgets.nattable.style.DisplayMode;
import org.eclipse.nebula.widgets.nattable.style.HorizontalAlignmentEnum;
import org.eclipse.nebula.widgets.nattable.style.Style;

/**
 * The Call Attribution table's styling through labels: numeric columns carry the
 * {@link #NUMBER} label and are right-aligned.
 */
final class CallTableStyle extends AbstractRegistryConfiguration {

    /** The label of numeric cells. */
    static final String NUMBER = "latscope.number"; //$NON-NLS-1$

    /** The function column's width; the numbers share the rest. */
    static final int FUNCTION_WIDTH = 340;
    /** A numeric column's width. */
    static final int NUMBER_WIDTH = 92;

    /** Labels the numeric columns of a data layer and sets the columns' widths. */
    static void label(DataLayer layer) {
        ColumnOverrideLabelAccumulator labels = new ColumnOverrideLabelAccumulator(layer);
        for (CallColumn column : CallColumn.values()) {
            if (column.isNumber()) {
                labels.registerColumnOverrides(column.ordinal(), NUMBER);
            }
            layer.setColumnWidthByPosition(column.ordinal(), column.isNumber() ? NUMBER_WIDTH : FUNCTION_WIDTH);
        }
        layer.setConfigLabelAccumulator(labels);
    }

    @Override
    public void configureRegistry(IConfigRegistry registry) {
        Style right = new Style();
        right.setAttributeValue(CellStyleAttributes.HORIZONTAL_ALIGNMENT, HorizontalAlignmentEnum.RIGHT);
        registry.registerConfigAttribute(CellConfigAttributes.CELL_STYLE, right, DisplayMode.NORMAL, NUMBER);
        registry.registerConfigAttribute(CellConfigAttributes.CELL_STYLE, right, DisplayMode.SELECT, NUMBER);
    }
}
