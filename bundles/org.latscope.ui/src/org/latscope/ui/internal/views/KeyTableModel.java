// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import java.util.List;
import java.util.Locale;

import org.eclipse.nebula.widgets.nattable.config.CellConfigAttributes;
import org.eclipse.nebula.widgets.nattable.config.IConfigRegistry;
import org.eclipse.nebula.widgets.nattable.style.CellStyleAttributes;
import org.eclipse.nebula.widgets.nattable.style.DisplayMode;
import org.eclipse.nebula.widgets.nattable.style.Style;
import org.eclipse.swt.graphics.Color;
import org.latscope.analysis.compare.KeyChange;
import org.latscope.analysis.compare.KeyComparison;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.preferences.AnalysisPreferences;
import org.latscope.ui.internal.views.table.ListTableModel;
import org.latscope.ui.internal.views.table.TableModel;

/**
 * The hotspot keys of a comparison, as {@code latscope compare} prints them: count and max in A
 * and B, their difference and ratio. New keys carry the label {@link #NEW}, vanished ones
 * {@link #VANISHED}; {@link #style} colours them.
 */
final class KeyTableModel extends ListTableModel<KeyComparison> {

    /** The row label of a key new in B. */
    static final String NEW = "latscope.key.new"; //$NON-NLS-1$
    /** The row label of a key vanished from A. */
    static final String VANISHED = "latscope.key.vanished"; //$NON-NLS-1$

    static final int KEY = 0, CHANGE = 1, COUNT_A = 2, COUNT_B = 3, COUNT_DELTA = 4, COUNT_RATIO = 5, MAX_A = 6,
            MAX_B = 7, MAX_DELTA = 8, MAX_RATIO = 9;

    private static final String[] HEADERS = { Messages.Compare_key, Messages.Compare_change, Messages.Compare_countA,
            Messages.Compare_countB, Messages.Compare_countDelta, Messages.Compare_countRatio, Messages.Compare_maxA,
            Messages.Compare_maxB, Messages.Compare_maxDelta, Messages.Compare_maxRatio };

    private final AnalysisPreferences preferences;

    /**
     * @param keys the keys, in the comparison's order
     * @param preferences the unit of durations
     */
    KeyTableModel(List<KeyComparison> keys, AnalysisPreferences preferences) {
        super(keys, HEADERS);
        this.preferences = preferences;
    }

    /** Registers the backgrounds of new (green) and vanished (red) keys. */
    static void style(IConfigRegistry registry) {
        background(registry, NEW, new Color(200, 240, 200));
        background(registry, VANISHED, new Color(250, 205, 205));
    }

    private static void background(IConfigRegistry registry, String label, Color colour) {
        Style style = new Style();
        style.setAttributeValue(CellStyleAttributes.BACKGROUND_COLOR, colour);
        registry.registerConfigAttribute(CellConfigAttributes.CELL_STYLE, style, DisplayMode.NORMAL, label);
    }

    /** The text {@code latscope compare} prints for a ratio: three decimals, "-" when undefined. */
    static String ratio(double r) {
        return Double.isNaN(r) ? "-" : String.format(Locale.ROOT, "%.3f", Double.valueOf(r)); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** @return the key of a model row */
    KeyComparison key(int row) {
        return row(row);
    }




    @Override
    public String text(int row, int col) {
        KeyComparison k = row(row);
        return switch (col) {
            case KEY -> k.key();
            case CHANGE -> k.change().id();
            case COUNT_DELTA -> String.format(Locale.ROOT, "%+d", Long.valueOf(k.countDelta())); //$NON-NLS-1$
            case COUNT_RATIO -> ratio(k.countRatio());
            case MAX_RATIO -> ratio(k.maxRatio());
            case MAX_A, MAX_B, MAX_DELTA -> preferences.format((long) value(k, col));
            default -> Long.toString((long) value(k, col));
        };
    }

    @Override
    public int compare(int rowA, int rowB, int col) {
        KeyComparison a = row(rowA);
        KeyComparison b = row(rowB);
        return switch (col) {
            case KEY -> a.key().compareTo(b.key());
            case CHANGE -> a.change().compareTo(b.change());
            default -> Double.compare(value(a, col), value(b, col));
        };
    }

    private static double value(KeyComparison k, int col) {
        return switch (col) {
            case COUNT_A -> k.countA();
            case COUNT_B -> k.countB();
            case COUNT_DELTA -> k.countDelta();
            case COUNT_RATIO -> k.countRatio();
            case MAX_A -> k.maxA();
            case MAX_B -> k.maxB();
            case MAX_DELTA -> k.maxDeltaNs();
            default -> k.maxRatio();
        };
    }

    @Override
    public boolean matches(int row, String filter) {
        return TableModel.containsIgnoreCase(row(row).key(), filter);
    }

    @Override
    public boolean numeric(int col) {
        return col > CHANGE;
    }

    @Override
    public String label(int row) {
        KeyChange change = row(row).change();
        return change == KeyChange.NEW ? NEW : change == KeyChange.VANISHED ? VANISHED : null;
    }
}
