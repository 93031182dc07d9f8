// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.diagnostics;

import org.eclipse.swt.layout.FillLayout;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.views.TraceSetView;
import org.latscope.ui.internal.views.records.RecordRows;
import org.latscope.ui.internal.views.records.RecordRows.Column;
import org.latscope.ui.internal.views.records.Sources;
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
        compute(new Key(), Messages.Diagnostics_job, DiagnosticsView::diagnostics, result -> {
            rows = result;
            table.setModel(result);
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

    private static RecordRows<ParseDiagnostic> diagnostics(TraceSet set) {
        RecordRows<ParseDiagnostic> rows = new RecordRows<>(Messages.Records_source,
                new Column<ParseDiagnostic>(Messages.Records_line, d -> Integer.toString(d.getLine()), ParseDiagnostic::getLine, 70),
                new Column<ParseDiagnostic>(Messages.Diagnostics_severity, d -> String.valueOf(d.getSeverity()), d -> d.getSeverity().getValue(), 100),
                new Column<ParseDiagnostic>(Messages.Diagnostics_reason, ParseDiagnostic::getReason, null, 480),
                new Column<ParseDiagnostic>(Messages.Records_text, ParseDiagnostic::getText, null, 400));
        for (TraceFile file : set.getFiles()) {
            rows.add(Sources.name(set, file), file.getDiagnostics());
        }
        return rows;
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
