// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import java.util.Arrays;
import java.util.function.IntConsumer;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.nebula.widgets.nattable.config.DefaultNatTableStyleConfiguration;
import org.eclipse.nebula.widgets.nattable.coordinate.Range;
import org.eclipse.nebula.widgets.nattable.grid.GridRegion;
import org.eclipse.nebula.widgets.nattable.grid.layer.ColumnHeaderLayer;
import org.eclipse.nebula.widgets.nattable.grid.layer.DefaultColumnHeaderDataLayer;
import org.eclipse.nebula.widgets.nattable.layer.CompositeLayer;
import org.eclipse.nebula.widgets.nattable.layer.DataLayer;
import org.eclipse.nebula.widgets.nattable.layer.event.StructuralRefreshEvent;
import org.eclipse.nebula.widgets.nattable.selection.SelectionLayer;
import org.eclipse.nebula.widgets.nattable.selection.command.SelectRowsCommand;
import org.eclipse.nebula.widgets.nattable.selection.config.DefaultSelectionStyleConfiguration;
import org.eclipse.nebula.widgets.nattable.selection.config.RowOnlySelectionBindings;
import org.eclipse.nebula.widgets.nattable.selection.config.RowOnlySelectionConfiguration;
import org.eclipse.nebula.widgets.nattable.selection.event.ISelectionEvent;
import org.eclipse.nebula.widgets.nattable.sort.SortHeaderLayer;
import org.eclipse.nebula.widgets.nattable.sort.config.SingleClickSortConfiguration;
import org.eclipse.nebula.widgets.nattable.ui.matcher.MouseEventMatcher;
import org.eclipse.nebula.widgets.nattable.viewport.ViewportLayer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.views.table.RowIndex.Order;

/**
 * A sortable, filterable, virtual NatTable over a {@link TableModel}: a filter field above the
 * table, a click on a column header sorts (again: descending, a third time: the model's order),
 * rows are selected whole. Only the visible cells are read, and sorting and filtering permute a
 * {@code int[]} of row indices ({@link RowIndex}), so a model of 10 million rows costs 40 MB
 * of indices and nothing per row. The index of a new sort or filter is computed in a job (the
 * row count reads "sorting…" meanwhile; a newer request cancels it) and shown when done, so
 * the UI thread never sorts; {@link #busy()} tells whether one is under way.
 *
 * <pre>{@code
 * VirtualTable table = new VirtualTable(parent);
 * table.setModel(new TableModel() { ... });          // e.g. over report.hotspots()
 * table.addSelectionListener(() -> use(table.selectedRows()));
 * table.addDoubleClickListener(row -> open(row));     // a model row
 * getSite().setSelectionProvider(new RowSelectionProvider(table, row -> report.hotspots().get(row)));
 * }</pre>
 */
public final class VirtualTable extends Composite {

    private static final int FILTER_DELAY_MS = 200;

    private final RowIndex index = new RowIndex();
    private final Text filter;
    private final Label count;
    private final DataLayer body;
    private final DataLayer headerData;
    private final SelectionLayer selection;
    private final NatTable table;
    private final ListenerList<Runnable> selectionListeners = new ListenerList<>();
    private final ListenerList<IntConsumer> openListeners = new ListenerList<>();
    private final ViewportLayer viewport;
    private final Runnable applyFilter = this::applyFilter;
    private final OrderJob jobs;

    /**
     * @param parent the parent; give this composite its layout data
     */
    public VirtualTable(Composite parent) {
        super(parent, SWT.NONE);
        jobs = new OrderJob(getDisplay(), this::shown);
        addDisposeListener(e -> jobs.cancel());
        setLayout(new GridLayout(2, false));
        filter = new Text(this, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
        filter.setMessage(Messages.VirtualTable_filter);
        filter.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        filter.addModifyListener(e -> {
            getDisplay().timerExec(-1, applyFilter);
            getDisplay().timerExec(FILTER_DELAY_MS, applyFilter);
        });
        count = new Label(this, SWT.NONE);
        count.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));

        body = new DataLayer(new IndexDataProvider(index, false));
        body.setConfigLabelAccumulator((labels, col, row) -> {
            TableModel model = index.model();
            labels.add(model.numeric(col) ? TableStyle.NUMERIC : TableStyle.TEXT);
            String label = row < index.size() ? model.label(index.row(row)) : null;
            if (label != null) {
                labels.add(label);
            }
        });
        selection = new SelectionLayer(body, false);
        selection.addConfiguration(new DefaultSelectionStyleConfiguration());
        selection.addConfiguration(new RowOnlySelectionConfiguration());
        viewport = new ViewportLayer(selection);
        headerData = new DefaultColumnHeaderDataLayer(new IndexDataProvider(index, true));
        ColumnHeaderLayer header = new ColumnHeaderLayer(headerData, viewport, selection);
        SortHeaderLayer<Object> sortHeader = new SortHeaderLayer<>(header, new IndexSortModel(index, this::sort), false);
        CompositeLayer composite = new CompositeLayer(1, 2);
        composite.setChildLayer(GridRegion.COLUMN_HEADER, sortHeader, 0, 0);
        composite.setChildLayer(GridRegion.BODY, viewport, 0, 1);

        table = new NatTable(this, NatTable.DEFAULT_STYLE_OPTIONS | SWT.BORDER, composite, false);
        table.addConfiguration(new DefaultNatTableStyleConfiguration());
        table.addConfiguration(new RowOnlySelectionBindings());
        table.addConfiguration(new SingleClickSortConfiguration());
        table.addConfiguration(new TableStyle());
        table.configure();
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        new CellTooltip(table); // the whole text of a cell its column cuts
        table.getUiBindingRegistry().registerDoubleClickBinding(MouseEventMatcher.bodyLeftClick(SWT.NONE), (t, e) -> {
            int r = t.getRowIndexByPosition(t.getRowPositionByY(e.y));
            if (r >= 0 && r < index.size()) {
                open(index.row(r));
            }
        });
        selection.addLayerListener(event -> {
            if (event instanceof ISelectionEvent) {
                selectionListeners.forEach(Runnable::run);
            }
        });
        updateCount();
    }

    /**
     * Shows a model (on the UI thread), keeping the filter and the sort column; clears the
     * selection. Its rows show at once in its order; sorted or filtered when the job is done.
     *
     * @param model the rows
     */
    public void setModel(TableModel model) {
        boolean columnsChanged = model.columnCount() != index.model().columnCount();
        Order was = index.wanted();
        index.want(model, filter.getText(), was.column(), was.descending());
        if (columnsChanged) {
            for (int c = 0; c < model.columnCount(); c++) {
                body.setColumnWidthByPosition(c, model.width(c), false);
            }
        }
        headerData.fireLayerEvent(new StructuralRefreshEvent(headerData));
        request();
    }

    /**
     * Sets each column's width to its header's or widest cell's, of the first
     * {@value ColumnFit#FIT_ROWS} model rows: for tables of a few figures that must show every digit.
     */
    public void fitColumns() {
        ColumnFit.fit(table, body, index.model());
    }

    /**
     * Fits one column to its text as {@link #fitColumns()} does, but no wider than {@code max}
     * pixels: for a column of sentences (a diagnostic's reason) that should read whole.
     */
    public void fitColumn(int column, int max) {
        ColumnFit.fit(table, body, index.model(), column, column + 1, max);
    }

    /** @return the model shown */
    public TableModel model() {
        return index.model();
    }

    /** @return the rows shown, filtered and sorted */
    public RowIndex rows() {
        return index;
    }

    /** @return the NatTable */
    public NatTable natTable() {
        return table;
    }

    /**
     * Filters as typing in the field does, without the keystroke delay (the field filters 200
     * ms after the last keystroke); the rows show when the job is done ({@link #busy()}).
     *
     * @param text what rows must contain
     */
    public void setFilter(String text) {
        filter.setText(text);
        getDisplay().timerExec(-1, applyFilter); // setText scheduled it: filter once, now
        applyFilter();
    }

    /**
     * Sorts as a click on a column header does; the rows show when the job is done ({@link #busy()}).
     *
     * @param column the column, -1 for the model's order
     * @param descending true for descending
     */
    public void sort(int column, boolean descending) {
        index.want(index.model(), filter.getText(), column, descending);
        request();
    }

    /** @return whether a sort or filter is being computed (the rows shown are not yet its rows) */
    public boolean busy() {
        return !index.current();
    }

    /** @return the selected model rows, in table order */
    public int[] selectedRows() {
        int[] tableRows = new int[selection.getSelectedRowCount()];
        int n = 0;
        for (Range range : selection.getSelectedRowPositions()) {
            for (int r = range.start; r < range.end && r < index.size() && n < tableRows.length; r++) {
                tableRows[n++] = r;
            }
        }
        Arrays.sort(tableRows, 0, n);
        int[] rows = new int[n];
        for (int i = 0; i < n; i++) {
            rows[i] = index.row(tableRows[i]);
        }
        return rows;
    }

    /**
     * Selects one model row, if shown, and scrolls to it.
     *
     * @param modelRow a model row
     * @return true if it is shown
     */
    public boolean select(int modelRow) {
        for (int r = 0; r < index.size(); r++) {
            if (index.row(r) == modelRow) {
                selection.doCommand(new SelectRowsCommand(selection, 0, r, false, false));
                return true;
            }
        }
        return false;
    }

    /**
     * Acts as a double-click on a model row: tells the double-click listeners.
     *
     * @param modelRow a model row
     */
    public void open(int modelRow) {
        openListeners.forEach(l -> l.accept(modelRow));
    }

    /** @param listener told (on the UI thread) when the selection changes */
    public void addSelectionListener(Runnable listener) {
        selectionListeners.add(listener);
    }

    /** @param listener told of the model row double-clicked */
    public void addDoubleClickListener(IntConsumer listener) {
        openListeners.add(listener);
    }

    private void applyFilter() {
        if (!isDisposed()) {
            Order was = index.wanted();
            index.want(index.model(), filter.getText(), was.column(), was.descending());
            request();
        }
    }

    /** Shows what the index holds now and, unless it is current, computes the wanted order in a job. */
    private void request() {
        jobs.cancel();
        refresh();
        if (!index.current()) {
            jobs.compute(index.wanted());
        }
    }

    /** On the UI thread: shows the rows of an order, unless disposed or no longer wanted. */
    private void shown(Order order, int[] rows) {
        if (!isDisposed() && index.show(order, rows)) {
            refresh();
        }
    }

    /**
     * Tells the layers the rows changed. The event starts at the viewport, above the selection
     * layer: the selection is cleared here, and NatTable's selection model would otherwise test
     * every row position of the refreshed area (seconds for 10 million rows).
     */
    private void refresh() {
        selection.clear(false);
        viewport.handleLayerEvent(new StructuralRefreshEvent(viewport));
        updateCount();
        selectionListeners.forEach(Runnable::run);
    }

    private void updateCount() {
        String text = NLS.bind(Messages.VirtualTable_rows, Integer.valueOf(index.size()),
                Integer.valueOf(index.model().rowCount()));
        if (!index.current()) {
            text = OrderJob.name(index.wanted()) + ' ' + text;
        }
        count.setText(text);
        layout(new Label[] { count });
    }
}
