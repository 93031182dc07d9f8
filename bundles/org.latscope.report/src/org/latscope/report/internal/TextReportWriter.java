// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

import org.latscope.analysis.Durations;
import org.latscope.report.Report;
import org.latscope.report.ReportTable;
import org.latscope.report.SourceExcerpt;
import org.latscope.source.SourceReport;

/**
 * The mail report: fixed-width tables like the seeds' own, every line at most {@link #WIDTH}
 * columns, no tabs, no trailing blanks, and no line that a mail client would take for a quote
 * or a mbox separator ({@code >}, {@code From }): it can be pasted into a reply and quoted.
 */
public final class TextReportWriter {

    /** The longest line. */
    public static final int WIDTH = 72;

    private final List<String> lines = new ArrayList<>();
    private final TextTable tables = new TextTable(WIDTH);

    /**
     * @param report the report
     * @param out where to write; not closed
     * @throws IOException when writing fails
     */
    public void write(Report report, Writer out) throws IOException {
        heading(Messages.format("report.title", report.title()), '='); //$NON-NLS-1$
        ReportTables t = new ReportTables(report);
        for (ReportTable table : t.all()) {
            heading(table.title(), '-');
            lines.addAll(tables.lines(table));
            if (table.id().equals("source-lines")) { //$NON-NLS-1$
                source(report.source(), report.options().unit());
            }
        }
        if (report.moreRecords() > 0) {
            para(Messages.format("records.more", report.moreRecords())); //$NON-NLS-1$
        }
        if (!report.diagnostics().isEmpty()) {
            heading(Messages.format("section.diagnostics"), '-'); //$NON-NLS-1$
            for (String d : report.diagnostics()) {
                para(d);
            }
            int more = report.overview().diagnosticCount() - report.diagnostics().size();
            if (more > 0) {
                para(Messages.format("diagnostics.more", more)); //$NON-NLS-1$
            }
        }
        for (String line : lines) {
            out.write(safe(line));
            out.write('\n');
        }
    }

    private void source(Report.Source source, String unit) {
        if (source.report().drift() != null) {
            lines.add(""); //$NON-NLS-1$
            para(Messages.format("source.note", source.report().drift())); //$NON-NLS-1$
        }
        for (SourceExcerpt e : source.excerpts()) {
            lines.add(""); //$NON-NLS-1$
            String where = Messages.format("text.excerpt", e.file(), e.firstLine(), e.firstLine() + e.text().size() - 1); //$NON-NLS-1$
            para(e.function() == null ? where : where + "  " + Messages.format("source.definition", e.function())); //$NON-NLS-1$ //$NON-NLS-2$
            for (int i = 0; i < e.text().size(); i++) {
                int n = e.firstLine() + i;
                SourceReport.Line hot = e.hotLine(n);
                String prefix = String.format("%s%6d | ", hot == null ? "  " : " *", Integer.valueOf(n)); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                String code = Text.clean(e.text().get(i).replace("\t", "    ")); //$NON-NLS-1$ //$NON-NLS-2$
                lines.add(Text.stripEnd(prefix + (prefix.length() + code.length() > WIDTH
                        ? code.substring(0, WIDTH - prefix.length() - 1) + "~" : code))); //$NON-NLS-1$
                if (hot != null) {
                    for (String l : Text.wrap(Text.clean(hot.count() + " x, max " + Durations.format(hot.maxNs(), unit) + " " //$NON-NLS-1$ //$NON-NLS-2$
                            + unit + ": " + String.join(", ", hot.refs())), WIDTH - 11)) { //$NON-NLS-1$ //$NON-NLS-2$
                        lines.add("           " + l); //$NON-NLS-1$
                    }
                }
            }
        }
    }

    private void heading(String title, char underline) {
        if (!lines.isEmpty()) {
            lines.add(""); //$NON-NLS-1$
        }
        List<String> wrapped = Text.wrap(Text.clean(title), WIDTH);
        lines.addAll(wrapped);
        int longest = wrapped.stream().mapToInt(String::length).max().orElse(0);
        lines.add(String.valueOf(underline).repeat(Math.max(3, longest)));
    }

    private void para(String text) {
        lines.addAll(Text.wrap(Text.clean(text), WIDTH));
    }

    /** A line a mail client would quote or mangle gets a leading blank; a line too long is cut. */
    private static String safe(String line) {
        String s = line.startsWith(">") || line.startsWith("From ") ? " " + line : line; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        return s.length() <= WIDTH ? s : s.substring(0, WIDTH - 1) + "~"; //$NON-NLS-1$
    }
}
