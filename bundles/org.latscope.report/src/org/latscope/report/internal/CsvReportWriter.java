// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.latscope.report.CsvWriter;
import org.latscope.report.Report;
import org.latscope.report.ReportTable;

/** The CSV report: one RFC 4180 file per table, named after the table's id, header row first. */
public final class CsvReportWriter {

    /**
     * @param report the report
     * @return the names of the files {@link #write} writes
     */
    public List<String> names(Report report) {
        List<String> names = new ArrayList<>();
        for (ReportTable t : new ReportTables(report).all()) {
            names.add(t.id() + ".csv"); //$NON-NLS-1$
        }
        return names;
    }

    /**
     * @param report the report
     * @param folder an existing folder to write the files into
     * @throws IOException when writing fails
     */
    public void write(Report report, Path folder) throws IOException {
        for (ReportTable t : new ReportTables(report).all()) {
            try (Writer out = Files.newBufferedWriter(folder.resolve(t.id() + ".csv"), StandardCharsets.UTF_8)) { //$NON-NLS-1$
                CsvWriter csv = new CsvWriter(out).row(t.columns());
                for (List<String> row : t.rows()) {
                    csv.row(row);
                }
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }
    }
}
