// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.records;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.views.TraceSetView;
import org.latscope.ui.internal.views.table.RowSelectionProvider;
import org.latscope.ui.internal.views.table.TableModel;
import org.latscope.ui.internal.views.table.VirtualTable;

/**
 * The records of the active trace set, one kind at a time: worst-N rows, irq-off rows, log
 * lines, histogram buckets or result-table cells, in a virtual table that reads the model's
 * lists by index ({@link RecordRows}). The selected records go to the Properties view; a
 * double-click (or F3) opens the kernel source at a worst-N row's start or an irq-off row's
 * function.
 */
public final class RecordsView extends TraceSetView {

    /** The view's id. */
    public static final String ID = "org.latscope.ui.views.records"; //$NON-NLS-1$

    private Combo kind;
    private VirtualTable table;
    private RecordRows<?> rows;

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new GridLayout(2, false));
        new Label(parent, SWT.NONE).setText(Messages.Records_show);
        kind = new Combo(parent, SWT.READ_ONLY);
        for (RecordKind k : RecordKind.values()) {
            kind.add(k.label());
        }
        kind.select(0);
        kind.addListener(SWT.Selection, e -> request());
        table = new VirtualTable(parent);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        getSite().setSelectionProvider(new RowSelectionProvider(table, row -> rows == null ? null : rows.element(row)));
        table.addDoubleClickListener(row -> {
            if (rows != null) {
                openSource(rows.element(row));
            }
        });
    }

    @Override
    protected void clear() {
        rows = null;
        table.setModel(TableModel.EMPTY);
    }

    @Override
    protected void show(OpenedTraceSet set) {
        clear();
        request();
    }

    /**
     * Lists another kind of record, as choosing it in the combo does.
     *
     * @param what the kind
     */
    public void show(RecordKind what) {
        kind.select(what.ordinal());
        request();
    }

    /** @return the table, for tests */
    public VirtualTable table() {
        return table;
    }

    private void request() {
        RecordKind what = RecordKind.values()[kind.getSelectionIndex()];
        compute(what, what.label(), what::rows, result -> {
            if (kind.getSelectionIndex() == what.ordinal()) {
                rows = result;
                table.setModel(result);
                table.fitColumns();
            }
        });
    }

    @Override
    public void setFocus() {
        table.natTable().setFocus();
    }
}
