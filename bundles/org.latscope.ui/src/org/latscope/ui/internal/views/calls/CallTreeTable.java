// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.calls;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.nebula.widgets.nattable.config.DefaultNatTableStyleConfiguration;
import org.eclipse.nebula.widgets.nattable.grid.GridRegion;
import org.eclipse.nebula.widgets.nattable.grid.data.DefaultColumnHeaderDataProvider;
import org.eclipse.nebula.widgets.nattable.grid.layer.ColumnHeaderLayer;
import org.eclipse.nebula.widgets.nattable.layer.CompositeLayer;
import org.eclipse.nebula.widgets.nattable.layer.DataLayer;
import org.eclipse.nebula.widgets.nattable.layer.cell.ColumnOverrideLabelAccumulator;
import org.eclipse.nebula.widgets.nattable.layer.event.RowStructuralRefreshEvent;
import org.eclipse.nebula.widgets.nattable.selection.RowSelectionProvider;
import org.eclipse.nebula.widgets.nattable.selection.SelectionLayer;
import org.eclipse.nebula.widgets.nattable.selection.command.SelectRowsCommand;
import org.eclipse.nebula.widgets.nattable.selection.config.DefaultRowSelectionLayerConfiguration;
import org.eclipse.nebula.widgets.nattable.sort.SortHeaderLayer;
import org.eclipse.nebula.widgets.nattable.sort.config.SingleClickSortConfiguration;
import org.eclipse.nebula.widgets.nattable.tree.TreeLayer;
import org.eclipse.nebula.widgets.nattable.ui.matcher.MouseEventMatcher;
import org.eclipse.nebula.widgets.nattable.viewport.ViewportLayer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.latscope.analysis.calls.CallNode;
import org.latscope.ui.internal.views.table.TableStyle;

/**
 * The Call Attribution tree: a NatTable whose body is a {@link TreeLayer} over the rows of
 * {@link CallTreeRows} (data layer, tree, selection, viewport) under a sortable column header.
 * Sorting and filtering rebuild the rows and carry over which nodes were collapsed.
 */
public final class CallTreeTable {

    private static final int FUNCTION_WIDTH = 340;
    private static final int NUMBER_WIDTH = 92;

    private final CallTreeRows rows = new CallTreeRows();
    private final CallTreeRowModel model = new CallTreeRowModel(rows);
    private final CallDataProvider data = new CallDataProvider(rows);
    private final CallSortModel sort = new CallSortModel(() -> rebuild(false));
    private final DataLayer bodyData;
    private final TreeLayer tree;
    private final SelectionLayer selection;
    private final ViewportLayer viewport;
    private final NatTable table;
    private final RowSelectionProvider<CallNode> selectionProvider;
    private CallNode root;
    private String filter = ""; //$NON-NLS-1$

    /**
     * @param parent the composite to create the table in
     * @param open told of the node double-clicked
     */
    public CallTreeTable(Composite parent, Consumer<CallNode> open) {
        bodyData = new DataLayer(data);
        label(bodyData);
        tree = new TreeLayer(bodyData, model);
        selection = new SelectionLayer(tree, false);
        selection.addConfiguration(new DefaultRowSelectionLayerConfiguration());
        viewport = new ViewportLayer(selection);
        String[] headers = new String[CallColumn.values().length];
        for (CallColumn column : CallColumn.values()) {
            headers[column.ordinal()] = column.header();
        }
        DataLayer headerData = new DataLayer(new DefaultColumnHeaderDataProvider(headers));
        SortHeaderLayer<CallNode> header = new SortHeaderLayer<>(new ColumnHeaderLayer(headerData, viewport, selection),
                sort);
        CompositeLayer composite = new CompositeLayer(1, 2);
        composite.setChildLayer(GridRegion.COLUMN_HEADER, header, 0, 0);
        composite.setChildLayer(GridRegion.BODY, viewport, 0, 1);
        table = new NatTable(parent, SWT.DOUBLE_BUFFERED | SWT.V_SCROLL | SWT.H_SCROLL, composite, false);
        table.addConfiguration(new DefaultNatTableStyleConfiguration());
        table.addConfiguration(new SingleClickSortConfiguration());
        table.addConfiguration(new TableStyle());
        table.configure();
        table.getUiBindingRegistry().registerDoubleClickBinding(MouseEventMatcher.bodyLeftClick(SWT.NONE),
                (natTable, event) -> {
                    CallNode node = selected();
                    if (node != null) {
                        open.accept(node);
                    }
                });
        selectionProvider = new RowSelectionProvider<>(selection, data, false);
    }

    /** Labels the numeric columns (right-aligned by {@link TableStyle}) and sets the widths. */
    private static void label(DataLayer layer) {
        ColumnOverrideLabelAccumulator labels = new ColumnOverrideLabelAccumulator(layer);
        for (CallColumn column : CallColumn.values()) {
            if (column.isNumber()) {
                labels.registerColumnOverrides(column.ordinal(), TableStyle.NUMERIC);
            }
            layer.setColumnWidthByPosition(column.ordinal(), column.isNumber() ? NUMBER_WIDTH : FUNCTION_WIDTH);
        }
        layer.setConfigLabelAccumulator(labels);
    }

    /** @return the widget */
    public NatTable control() {
        return table;
    }

    /** @return the selection: {@link CallNode}s */
    public ISelectionProvider selectionProvider() {
        return selectionProvider;
    }

    /** @return the rows shown (collapsed ones included), for tests */
    public CallTreeRows rows() {
        return rows;
    }

    /** @return the tree layer, for tests */
    public TreeLayer treeLayer() {
        return tree;
    }

    /**
     * Shows a tree, every node collapsed.
     *
     * @param newRoot the root of the tree shown (not itself a row)
     * @param setTotalNs all the time attributed in the set, the 100 % of the percent column
     */
    public void setInput(CallNode newRoot, long setTotalNs) {
        root = newRoot;
        data.setTotalNs(setTotalNs);
        rebuild(true);
    }

    /** @param text a part of the names to show, with their ancestors; empty shows all */
    public void setFilter(String text) {
        filter = text;
        rebuild(false);
    }

    /** @return the first selected node, or null */
    public CallNode selected() {
        Object first = ((IStructuredSelection) selectionProvider.getSelection()).getFirstElement();
        return first instanceof CallNode node ? node : null;
    }

    /** Expands along the child with the largest total and selects the last node. */
    public void expandHottestPath() {
        List<Integer> path = rows.hottestPath();
        if (!path.isEmpty()) {
            expandTo(path.get(path.size() - 1).intValue());
            select(path.get(path.size() - 1).intValue());
        }
    }

    /** Rebuilds the rows for the current input, order and filter. */
    private void rebuild(boolean collapseAll) {
        CallNode wasSelected = collapseAll ? null : selected();
        Set<CallNode> collapsed = model.collapsedNodes();
        rows.build(root, sort.order(), filter);
        selection.clear(false);
        bodyData.fireLayerEvent(new RowStructuralRefreshEvent(bodyData));
        tree.expandAll();
        if (!filter.isBlank()) {
            // every match shown
        } else if (collapseAll) {
            tree.collapseAll();
        } else {
            restore(collapsed);
        }
        int index = wasSelected == null ? -1 : rows.indexOf(wasSelected);
        if (index >= 0) {
            expandTo(index);
            select(index);
        }
        table.refresh();
    }

    /** Collapses again what was collapsed: all, then expands the nodes that were expanded. */
    private void restore(Set<CallNode> collapsed) {
        tree.collapseAll();
        for (int i = 0; i < rows.size(); i++) {
            if (rows.hasChildren(i) && !collapsed.contains(rows.node(i))) {
                if (isShown(i)) {
                    tree.expandTreeRow(i);
                } else {
                    model.expand(i);
                }
            }
        }
    }

    /** @return whether no ancestor of a row is collapsed */
    private boolean isShown(int index) {
        for (int p = rows.parent(index); p >= 0; p = rows.parent(p)) {
            if (model.isCollapsed(p)) {
                return false;
            }
        }
        return true;
    }

    /** Expands the ancestors of a row, outermost first. */
    private void expandTo(int index) {
        int[] chain = new int[rows.depth(index)];
        int n = 0;
        for (int p = rows.parent(index); p >= 0; p = rows.parent(p)) {
            chain[n++] = p;
        }
        for (int k = n - 1; k >= 0; k--) {
            if (model.isCollapsed(chain[k])) {
                tree.expandTreeRow(chain[k]);
            }
        }
    }

    /** Selects a shown row and scrolls it into view. */
    private void select(int index) {
        int position = tree.getRowPositionByIndex(index);
        if (position >= 0) {
            selection.doCommand(new SelectRowsCommand(selection, 0, position, false, false));
            viewport.moveRowPositionIntoViewport(position);
        }
    }
}
