// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.latscope.source.FileAnnotations;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceRefs;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.preferences.AnalysisPreferences;

/**
 * The side list of the annotated source editor: the records of the line under the caret, one
 * row per reference with its count, max and total, and the function defined there with its
 * self and total time. A handful of rows: a JFace table, not a virtual one.
 */
final class LineRecordsList {

    /**
     * A row of the list.
     *
     * @param ref the reference, or the function
     * @param count how many records, empty for a function
     * @param max the largest, or a function's self time
     * @param total their sum, or a function's total time
     */
    record Row(String ref, String count, String max, String total) {
    }

    private final TableViewer viewer;
    private final AnalysisPreferences units = new AnalysisPreferences();

    LineRecordsList(Composite parent) {
        viewer = new TableViewer(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        ViewerColumns.<Row> add(viewer, Messages.Source_colRef, 140, Row::ref);
        ViewerColumns.<Row> add(viewer, Messages.Source_colCount, 50, Row::count);
        ViewerColumns.<Row> add(viewer, Messages.Source_colMax, 105, Row::max);
        ViewerColumns.<Row> add(viewer, Messages.Source_colTotal, 85, Row::total);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setInput(List.of());
    }

    /**
     * Shows a line's records.
     *
     * @param file what the file carries
     * @param line the 1-based line
     */
    void show(FileAnnotations file, int line) {
        List<Row> rows = new ArrayList<>();
        file.at(line).ifPresent(h -> {
            for (SourceRefs.Counted c : h.refs()) {
                rows.add(new Row(c.key(), Long.toString(c.count()), units.format(c.maxNs()), units.format(c.totalNs())));
            }
        });
        for (SourceReport.Function f : file.functions()) {
            if (f.line() == line) {
                rows.add(new Row(NLS.bind(Messages.Source_functionRow, f.name()), "", //$NON-NLS-1$
                        NLS.bind(Messages.Source_self, units.format(f.selfNs())), units.format(f.totalNs())));
            }
        }
        viewer.setInput(rows);
    }

    /** @return the rows shown */
    @SuppressWarnings("unchecked")
    List<Row> rows() {
        return (List<Row>) viewer.getInput();
    }

    /** @return the table */
    Table table() {
        return viewer.getTable();
    }
}
