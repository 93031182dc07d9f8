// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report;

import java.util.List;

/**
 * A table of a report as text cells: the mail text, Markdown and CSV writers print the same
 * tables, each its own way. Cells hold what the traces said, unescaped; each writer escapes
 * for its format.
 *
 * @param id a file-name-safe id ({@code hotspots}, {@code worst-3}), the CSV file's name
 * @param title the heading
 * @param columns the column headers
 * @param numeric per column whether it is right-aligned
 * @param rows the cells, each row as long as {@code columns}
 */
public record ReportTable(String id, String title, List<String> columns, List<Boolean> numeric, List<List<String>> rows) {

    /** Copies the lists. */
    public ReportTable {
        columns = List.copyOf(columns);
        numeric = List.copyOf(numeric);
        rows = rows.stream().map(List::copyOf).toList();
        if (columns.size() != numeric.size()) {
            throw new IllegalArgumentException(id + ": " + columns.size() + " columns, " + numeric.size() + " alignments"); //$NON-NLS-1$ //$NON-NLS-2$
        }
    }
}
