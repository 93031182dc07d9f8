// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerComparator;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.TableColumn;
import org.latscope.analysis.compare.KeyChange;
import org.latscope.analysis.compare.KeyComparison;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.preferences.AnalysisPreferences;

/**
 * The hotspot keys of a comparison: count and max in A and B, their difference and ratio;
 * new keys on green, vanished ones on red. A click on a header sorts by that column.
 */
final class KeyTable {

    private final TableViewer viewer;
    private final AnalysisPreferences preferences = new AnalysisPreferences();
    private final Color added;
    private final Color vanished;
    private Comparator<KeyComparison> order;
    private TableColumn sorted;

    KeyTable(Composite parent) {
        viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        added = new Color(parent.getDisplay(), 200, 240, 200);
        vanished = new Color(parent.getDisplay(), 250, 205, 205);
        viewer.getTable().addDisposeListener(e -> {
            added.dispose();
            vanished.dispose();
        });
        column(Messages.Compare_key, 200, KeyComparison::key, Comparator.comparing(KeyComparison::key));
        column(Messages.Compare_change, 75, k -> k.change().id(), Comparator.comparing(KeyComparison::change));
        column(Messages.Compare_countA, 70, k -> Long.toString(k.countA()), Comparator.comparingLong(KeyComparison::countA));
        column(Messages.Compare_countB, 70, k -> Long.toString(k.countB()), Comparator.comparingLong(KeyComparison::countB));
        column(Messages.Compare_countDelta, 70, k -> String.format(Locale.ROOT, "%+d", Long.valueOf(k.countDelta())), //$NON-NLS-1$
                Comparator.comparingLong(KeyComparison::countDelta));
        column(Messages.Compare_countRatio, 70, k -> ratio(k.countRatio()), Comparator.comparingDouble(KeyComparison::countRatio));
        column(Messages.Compare_maxA, 85, k -> preferences.format(k.maxA()), Comparator.comparingLong(KeyComparison::maxA));
        column(Messages.Compare_maxB, 85, k -> preferences.format(k.maxB()), Comparator.comparingLong(KeyComparison::maxB));
        column(Messages.Compare_maxDelta, 85, k -> preferences.format(k.maxDeltaNs()),
                Comparator.comparingLong(KeyComparison::maxDeltaNs));
        column(Messages.Compare_maxRatio, 70, k -> ratio(k.maxRatio()), Comparator.comparingDouble(KeyComparison::maxRatio));
        viewer.setComparator(new ViewerComparator() {
            @Override
            public int compare(Viewer v, Object a, Object b) {
                return order == null ? 0 : order.compare((KeyComparison) a, (KeyComparison) b);
            }
        });
    }

    /** The text {@code latscope compare} prints for a ratio: three decimals, "-" when undefined. */
    static String ratio(double r) {
        return Double.isNaN(r) ? "-" : String.format(Locale.ROOT, "%.3f", Double.valueOf(r)); //$NON-NLS-1$ //$NON-NLS-2$
    }

    private void column(String title, int width, Function<KeyComparison, String> text, Comparator<KeyComparison> by) {
        TableViewerColumn c = new TableViewerColumn(viewer, title.equals(Messages.Compare_key) ? SWT.LEFT : SWT.RIGHT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((KeyComparison) element);
            }

            @Override
            public Color getBackground(Object element) {
                KeyChange change = ((KeyComparison) element).change();
                return change == KeyChange.NEW ? added : change == KeyChange.VANISHED ? vanished : null;
            }
        });
        c.getColumn().addListener(SWT.Selection, e -> sort(c.getColumn(), by));
    }

    private void sort(TableColumn column, Comparator<KeyComparison> by) {
        boolean down = sorted == column && viewer.getTable().getSortDirection() == SWT.UP;
        sorted = column;
        order = down ? by.reversed() : by;
        viewer.getTable().setSortColumn(column);
        viewer.getTable().setSortDirection(down ? SWT.DOWN : SWT.UP);
        viewer.refresh();
    }

    /** @param keys the keys, in the comparison's order until a header is clicked */
    void setKeys(List<KeyComparison> keys) {
        viewer.setInput(keys);
    }

    TableViewer viewer() {
        return viewer;
    }
}
