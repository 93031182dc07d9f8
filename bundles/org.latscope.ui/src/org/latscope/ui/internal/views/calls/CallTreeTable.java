// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.calls;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import org.eclipse.core.runtime.jobs.Job;
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
import org.eclipse.swt.widgets.Display;
import org.latscope.analysis.calls.CallNode;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.views.table.TableStyle;

/**
 * The Call Attribution tree: a NatTable whose body is a {@link TreeLayer} over the rows of
 * {@link CallTreeRows} (data layer, tree, selection, viewport) under a sortable column header.
 * Only expanded nodes' children are rows. A new input, order or filter builds the rows in a
 * job ({@link #busy()} meanwhile), keeping which nodes were expanded, and shows them when
 * done; expanding or collapsing a node inserts or removes its children on the UI thread.
 */
public final class CallTreeTable {

    private static final int FUNCTION_WIDTH = 340;
    private static final int NUMBER_WIDTH = 92;

    private final CallTreeRowModel model = new CallTreeRowModel(this::changed);
    private final CallDataProvider data = new CallDataProvider();
    private final CallSortModel sort = new CallSortModel(() -> rebuild(false));
    private final DataLayer bodyData;
    private final TreeLayer tree;
    private final SelectionLayer selection;
    private final ViewportLayer viewport;
    private final NatTable table;
    private final RowSelectionProvider<CallNode> selectionProvider;
    private CallTreeRows rows = CallTreeRows.empty();
    private CallNode root;
    private String filter = ""; //$NON-NLS-1$
    private Job job;
    private int generation;

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
        table.addDisposeListener(e -> cancel());
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
     * Shows a tree, every node collapsed; the rows show when the job built them ({@link #busy()}).
     *
     * @param newRoot the root of the tree shown (not itself a row), or null for none (at once)
     * @param setTotalNs all the time attributed in the set, the 100 % of the percent column
     */
    public void setInput(CallNode newRoot, long setTotalNs) {
        root = newRoot;
        data.setTotalNs(setTotalNs);
        if (newRoot == null) {
            cancel();
            show(CallTreeRows.empty(), List.of());
        } else {
            rebuild(true);
        }
    }

    /** @param text a part of the names to show, with their ancestors; empty shows all */
    public void setFilter(String text) {
        filter = text;
        rebuild(false);
    }

    /** @return whether rows are being built (those shown are not yet those of the input, order and filter) */
    public boolean busy() {
        return job != null;
    }

    /** @return the first selected node, or null */
    public CallNode selected() {
        Object first = ((IStructuredSelection) selectionProvider.getSelection()).getFirstElement();
        return first instanceof CallNode node ? node : null;
    }

    /** Expands along the child with the largest total and selects the last node: reads the path's siblings. */
    public void expandHottestPath() {
        List<CallNode> path = rows.hottestPath();
        if (!path.isEmpty()) {
            int row = expandTo(path);
            changed();
            select(row);
        }
    }

    /** Builds the rows for the current input, order and filter in a job; shows them when done. */
    private void rebuild(boolean collapseAll) {
        cancel();
        CallNode wasSelected = collapseAll ? null : selected();
        Set<CallNode> expanded = collapseAll ? Set.of() : rows.expandedNodes();
        CallNode input = root;
        Comparator<CallNode> order = sort.order();
        String names = filter;
        Display display = table.getDisplay();
        int wanted = ++generation;
        Job building = Job.create(Messages.Calls_building, monitor -> {
            CallTreeRows built = CallTreeRows.build(input, order, names, expanded);
            List<CallNode> selectedPath = ancestry(input, wasSelected);
            if (!monitor.isCanceled() && !display.isDisposed()) {
                display.asyncExec(() -> {
                    if (wanted == generation && !table.isDisposed()) {
                        job = null;
                        show(built, selectedPath);
                    }
                });
            }
        });
        building.setSystem(true);
        job = building;
        building.schedule();
    }
    private void cancel() {
        generation++;
        if (job != null) {
            job.cancel();
            job = null;
        }
    }

    /** Shows built rows and selects the path's last node again if it is among them (expanding its ancestors). */
    private void show(CallTreeRows built, List<CallNode> selectedPath) {
        rows = built;
        model.setRows(built);
        data.setRows(built);
        selection.clear(false);
        changed();
        if (!selectedPath.isEmpty()) {
            int row = expandTo(selectedPath);
            if (row >= 0) {
                changed();
                select(row);
            }
        }
    }

    /** Tells the layers the rows changed: proportional to the rows shown. */
    private void changed() {
        bodyData.fireLayerEvent(new RowStructuralRefreshEvent(bodyData));
    }

    /** @return the nodes from the top level down to {@code node}, or empty when it is not under the root or null */
    private static List<CallNode> ancestry(CallNode top, CallNode node) {
        List<CallNode> path = new ArrayList<>();
        if (top != null && node != null && find(top, node, path)) {
            return path;
        }
        return List.of();
    }

    private static boolean find(CallNode at, CallNode node, List<CallNode> path) {
        for (CallNode child : at.children()) {
            path.add(child);
            if (child == node || find(child, node, path)) {
                return true;
            }
            path.remove(path.size() - 1);
        }
        return false;
    }

    /**
     * Expands the rows along a path of nodes, outermost first, searching each among the last
     * one's children only; does not tell the layers.
     *
     * @return the row of the path's last node, or -1 when one is not shown
     */
    private int expandTo(List<CallNode> path) {
        int row = -1;
        for (int k = 0; k < path.size(); k++) {
            if (row >= 0) {
                rows.expand(row);
            }
            int found = -1;
            int last = row < 0 ? rows.size() : rows.end(row);
            for (int c = row + 1; c < last && found < 0; c = rows.end(c)) {
                found = rows.node(c) == path.get(k) ? c : -1;
            }
            if (found < 0) {
                return -1;
            }
            row = found;
        }
        return row;
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
