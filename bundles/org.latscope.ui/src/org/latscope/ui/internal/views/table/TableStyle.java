// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import org.eclipse.nebula.widgets.nattable.config.AbstractRegistryConfiguration;
import org.eclipse.nebula.widgets.nattable.config.CellConfigAttributes;
import org.eclipse.nebula.widgets.nattable.config.IConfigRegistry;
import org.eclipse.nebula.widgets.nattable.painter.cell.TextPainter;
import org.eclipse.nebula.widgets.nattable.painter.cell.decorator.LineBorderDecorator;
import org.eclipse.nebula.widgets.nattable.painter.cell.decorator.PaddingDecorator;
import org.eclipse.nebula.widgets.nattable.style.CellStyleAttributes;
import org.eclipse.nebula.widgets.nattable.style.DisplayMode;
import org.eclipse.nebula.widgets.nattable.style.HorizontalAlignmentEnum;
import org.eclipse.nebula.widgets.nattable.style.Style;

/** The styles of Latscope's tables by label ({@link VirtualTable}, the Call Attribution tree): figures right-aligned. */
public final class TableStyle extends AbstractRegistryConfiguration {

    /** The label of a cell in a {@link TableModel#numeric numeric} column. */
    public static final String NUMERIC = "latscope.numeric"; //$NON-NLS-1$

    /** The label of a cell in any other column. */
    static final String TEXT = "latscope.text"; //$NON-NLS-1$

    /** Pixels between a right-aligned figure and the column's right edge. */
    private static final int FIGURE_GAP = 6;

    @Override
    public void configureRegistry(IConfigRegistry registry) {
        Style right = new Style();
        right.setAttributeValue(CellStyleAttributes.HORIZONTAL_ALIGNMENT, HorizontalAlignmentEnum.RIGHT);
        registry.registerConfigAttribute(CellConfigAttributes.CELL_STYLE, right, DisplayMode.NORMAL, NUMERIC);
        registry.registerConfigAttribute(CellConfigAttributes.CELL_STYLE, right, DisplayMode.SELECT, NUMERIC);
        // a right-aligned figure ended at the grid line, against the next column's left-aligned word ("0ERROR")
        registry.registerConfigAttribute(CellConfigAttributes.CELL_PAINTER,
                new LineBorderDecorator(new PaddingDecorator(new TextPainter(), 0, FIGURE_GAP, 0, 0)), DisplayMode.NORMAL,
                NUMERIC);
        Style left = new Style();
        left.setAttributeValue(CellStyleAttributes.HORIZONTAL_ALIGNMENT, HorizontalAlignmentEnum.LEFT);
        registry.registerConfigAttribute(CellConfigAttributes.CELL_STYLE, left, DisplayMode.NORMAL, TEXT);
        registry.registerConfigAttribute(CellConfigAttributes.CELL_STYLE, left, DisplayMode.SELECT, TEXT);
    }
}
