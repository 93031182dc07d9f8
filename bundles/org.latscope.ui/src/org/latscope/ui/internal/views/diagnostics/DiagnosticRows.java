// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.diagnostics;

import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.views.records.RecordRows;
import org.latscope.ui.internal.views.records.RecordRows.Column;
import org.latscope.ui.internal.views.records.Sources;

/** The Diagnostics view's rows: every diagnostic of a set with its file, line, severity, reason and text. */
public final class DiagnosticRows {

    private DiagnosticRows() {
    }

    /** @return the rows of every diagnostic of a set (a pass over the set: in a job) */
    public static RecordRows<ParseDiagnostic> of(TraceSet set) {
        RecordRows<ParseDiagnostic> rows = new RecordRows<>(Messages.Records_source,
                new Column<ParseDiagnostic>(Messages.Records_line, DiagnosticRows::line, ParseDiagnostic::getLine, 70),
                new Column<ParseDiagnostic>(Messages.Diagnostics_severity, d -> String.valueOf(d.getSeverity()), d -> d.getSeverity().getValue(), 100,
                        false), // sorted by rank, read as a word: left-aligned beside the reason
                new Column<ParseDiagnostic>(Messages.Diagnostics_reason, ParseDiagnostic::getReason, null, 480),
                new Column<ParseDiagnostic>(Messages.Records_text, ParseDiagnostic::getText, null, 400));
        for (TraceFile file : set.getFiles()) {
            rows.add(Sources.name(set, file), file.getDiagnostics());
        }
        return rows;
    }

    /** Line 0 is the whole file (a refused entry, a binary file): no number to show. */
    private static String line(ParseDiagnostic d) {
        return d.getLine() > 0 ? Integer.toString(d.getLine()) : ""; //$NON-NLS-1$
    }
}
