// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.diagnostics;

import org.eclipse.swt.layout.FillLayout;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceFile;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.views.TraceSetView;
import org.latscope.ui.internal.views.records.RecordRows;
import org.latscope.ui.internal.views.table.RowSelectionProvider;
import org.latscope.ui.internal.views.table.TableModel;
import org.latscope.ui.internal.views.table.VirtualTable;

/**
 * Every line of the active trace set that a reader could not use: file, line, severity and
 * reason, sortable and filterable. A double-click shows the raw file at that line, read-only
 * ({@link RawFileDialog}).
 */
public final class DiagnosticsView extends TraceSetView {

    /** The view's id. */
    public static final String ID = "org.latscope.ui.views.diagnostics"; //$NON-NLS-1$

    /** The cache key of the diagnostics table. */
    private record Key() {
    }

    /** The reason's column, after the file, line and severity; and the most it widens to. */
    private static final int REASON = 3;
    private static final int REASON_MAX_WIDTH = 900;

    private VirtualTable table;
    private RecordRows<ParseDiagnostic> rows;
    private RawFileDialog dialog;

    @Override
    protected void createContent(org.eclipse.swt.widgets.Composite parent) {
        parent.setLayout(new FillLayout());
        table = new VirtualTable(parent);
        table.addDoubleClickListener(this::open);
        getSite().setSelectionProvider(new RowSelectionProvider(table, row -> rows == null ? null : rows.element(row)));
    }

    @Override
    protected void clear() {
        // the previous set's rows go at once: nothing stale is shown while this set's are computed
        rows = null;
        table.setModel(TableModel.EMPTY);
    }

    @Override
    protected void show(OpenedTraceSet set) {
        clear();
        compute(new Key(), Messages.Diagnostics_job, DiagnosticRows::of, result -> {
            rows = result;
            table.setModel(result);
            table.fitColumn(REASON, REASON_MAX_WIDTH); // reasons read whole; longer ones in the cell's tooltip
        });
    }

    /** @return the table, for tests */
    public VirtualTable table() {
        return table;
    }

    /** @return the raw-file dialog last opened by a double-click, or null */
    public RawFileDialog dialog() {
        return dialog;
    }

    private void open(int row) {
        ParseDiagnostic d = rows.element(row);
        if (d.eContainer() instanceof TraceFile file) {
            dialog = new RawFileDialog(getSite().getShell(), file.getPath(), d.getLine());
            dialog.setBlockOnOpen(false);
            dialog.open();
        }
    }

    @Override
    public void setFocus() {
        if (table != null && !table.isDisposed()) {
            table.natTable().setFocus();
        }
    }

}
