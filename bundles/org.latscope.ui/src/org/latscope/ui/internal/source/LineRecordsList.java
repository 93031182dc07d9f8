// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceSet;
import org.latscope.source.FileAnnotations;
import org.latscope.source.LineRecords;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceRefs;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.preferences.AnalysisPreferences;
import org.latscope.ui.internal.views.diagnostics.RawFileDialog;
import org.latscope.ui.internal.views.table.TableModel;
import org.latscope.ui.internal.views.table.VirtualTable;

/**
 * The side list of the annotated source editor: every record of the trace set that carries a
 * reference of the caret's line (worst-N rows, irq-off rows, steps, header points), found by
 * {@link LineRecords} in a job and shown in a virtual table, with the line's figures above.
 */
final class LineRecordsList {

    /** The job family of the scans, for tests to wait on. */
    static final Object FAMILY = new Object();

    private final Label summary;
    private final VirtualTable table;
    private final AnalysisPreferences units = new AnalysisPreferences();
    private Job scan;
    private RawFileDialog raw;
    private StepReveal steps;
    private TraceSet shownSet;

    LineRecordsList(Composite parent) {
        Composite box = new Composite(parent, SWT.NONE);
        GridLayoutFactory.fillDefaults().spacing(0, 2).applyTo(box);
        summary = new Label(box, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).indent(4, 2).applyTo(summary);
        table = new VirtualTable(box);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(table);
        table.addDoubleClickListener(this::openRaw);
    }

    /** Opens a record's trace file at its line, as the Diagnostics view opens a diagnostic; steps keep no line. */
    private void openRaw(int row) {
        if (table.model() instanceof LineRecordsModel model && model.records().kind(row) == LineRecords.Kind.STEP
                && steps != null) {
            LineRecords r = model.records();
            if (shownSet.getFiles().get(r.file(row)).getContents().get(r.content(row)) instanceof LatencyTrace trace) {
                steps.reveal(shownSet, trace, r.index(row));
            }
        } else if (table.model() instanceof LineRecordsModel model && model.records().line(row) > 0) {
            raw = new RawFileDialog(table.getShell(), model.path(row), model.records().line(row));
            raw.setBlockOnOpen(false);
            raw.open();
        }
    }

    /** @param reveal shows a step record in the timeline on double-click */
    void setStepReveal(StepReveal reveal) {
        steps = reveal;
    }

    /** @return the last raw file dialog opened, for tests */
    RawFileDialog rawDialog() {
        return raw;
    }

    /**
     * Shows a line's records; the scan runs in a job and replaces the previous one.
     *
     * @param file what the file carries
     * @param line the 1-based line
     * @param set the trace set the records come from, null for none
     */
    void show(FileAnnotations file, int line, TraceSet set) {
        Set<String> keys = new LinkedHashSet<>();
        long[] figures = new long[3];
        file.at(line).ifPresent(h -> {
            h.refs().forEach(c -> keys.add(c.key()));
            figures[0] = h.count();
            figures[1] = h.maxNs();
            figures[2] = h.totalNs();
        });
        String[] function = new String[1];
        for (SourceReport.Function f : file.functions()) {
            if (f.line() == line) {
                keys.add(f.name());
                function[0] = NLS.bind(Messages.LineRecords_function,
                        new Object[] { f.name(), units.format(f.selfNs()), units.format(f.totalNs()) });
            }
        }
        if (scan != null) {
            scan.cancel();
        }
        if (keys.isEmpty() || set == null) {
            summary.setText(""); //$NON-NLS-1$
            table.setModel(TableModel.EMPTY);
            return;
        }
        summary.setText(NLS.bind(Messages.LineRecords_scanning, Integer.valueOf(line)));
        List<String> refs = new ArrayList<>(keys);
        scan = new Job(NLS.bind(Messages.LineRecords_job, Integer.valueOf(line))) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                LineRecords records = LineRecords.find(set, refs, monitor::isCanceled);
                if (monitor.isCanceled()) {
                    return Status.CANCEL_STATUS;
                }
                table.getDisplay().asyncExec(() -> shown(records, set, line, figures, function[0]));
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == FAMILY;
            }
        };
        scan.setSystem(true);
        scan.schedule();
    }

    private void shown(LineRecords records, TraceSet set, int line, long[] figures, String function) {
        if (table.isDisposed()) {
            return;
        }
        String text = figures[0] == 0 ? NLS.bind(Messages.LineRecords_summaryAt, Integer.valueOf(records.size()), Integer.valueOf(line))
                : NLS.bind(Messages.LineRecords_summary, new Object[] { Integer.valueOf(records.size()), Integer.valueOf(line),
                        Long.valueOf(figures[0]), units.format(figures[1]), units.format(figures[2]) });
        summary.setText(function == null ? text : text + ' ' + function);
        shownSet = set;
        table.setModel(new LineRecordsModel(records, set, units));
        table.sort(LineRecordsModel.LATENCY, true);
        table.fitColumns();
        summary.getParent().layout();
    }

    /** @return the line above the table */
    String summary() {
        return summary.getText();
    }

    /** @return the rows in table order, each its cells' texts */
    List<List<String>> rows() {
        TableModel model = table.model();
        List<List<String>> out = new ArrayList<>();
        for (int r = 0; r < table.rows().size(); r++) {
            int row = table.rows().row(r);
            List<String> cells = new ArrayList<>();
            for (int c = 0; c < model.columnCount(); c++) {
                cells.add(model.text(row, c));
            }
            out.add(cells);
        }
        return out;
    }

    /** @return the table */
    VirtualTable table() {
        return table;
    }
}
