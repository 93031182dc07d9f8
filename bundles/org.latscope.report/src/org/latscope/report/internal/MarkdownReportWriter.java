// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import org.latscope.report.Report;
import org.latscope.report.ReportTable;
import org.latscope.report.SourceExcerpt;

/**
 * The Markdown report, for an issue tracker: the same tables as the mail text as pipe tables,
 * source excerpts as fenced code. Text from traces has Markdown's and HTML's active characters
 * backslash-escaped, so a function called {@code <img src=x>} or {@code [a](javascript:x)}
 * shows as text and links nowhere.
 */
public final class MarkdownReportWriter {

    private static final String ACTIVE = "\\`*_[]()<>|~&!#{}"; //$NON-NLS-1$

    /**
     * @param report the report
     * @param out where to write; not closed
     * @throws IOException when writing fails
     */
    public void write(Report report, Writer out) throws IOException {
        StringBuilder b = new StringBuilder(1 << 14);
        b.append("# ").append(escape(Messages.format("report.title", report.title()))).append("\n"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        for (ReportTable t : new ReportTables(report).all()) {
            b.append("\n## ").append(escape(t.title())).append("\n\n"); //$NON-NLS-1$ //$NON-NLS-2$
            table(b, t);
            if (t.id().equals("source-lines")) { //$NON-NLS-1$
                source(b, report.source());
            }
        }
        if (report.moreRecords() > 0) {
            b.append('\n').append(escape(Messages.format("records.more", report.moreRecords()))).append('\n'); //$NON-NLS-1$
        }
        if (!report.diagnostics().isEmpty()) {
            b.append("\n## ").append(escape(Messages.format("section.diagnostics"))).append("\n\n"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            for (String d : report.diagnostics()) {
                b.append("- ").append(escape(d)).append('\n'); //$NON-NLS-1$
            }
        }
        out.write(b.toString());
    }

    private static void table(StringBuilder b, ReportTable t) {
        b.append('|');
        for (String c : t.columns()) {
            b.append(' ').append(escape(c)).append(" |"); //$NON-NLS-1$
        }
        b.append("\n|"); //$NON-NLS-1$
        for (Boolean numeric : t.numeric()) {
            b.append(numeric.booleanValue() ? " ---: |" : " --- |"); //$NON-NLS-1$ //$NON-NLS-2$
        }
        b.append('\n');
        for (List<String> row : t.rows()) {
            b.append('|');
            for (String c : row) {
                // the tree's indentation survives as non-breaking blanks
                String cell = escape(c);
                int lead = c.length() - c.stripLeading().length();
                b.append(' ').append("\u00a0".repeat(lead)).append(cell.stripLeading()).append(" |"); //$NON-NLS-1$ //$NON-NLS-2$
            }
            b.append('\n');
        }
    }

    private static void source(StringBuilder b, Report.Source source) {
        if (source.report().drift() != null) {
            b.append('\n').append(escape(Messages.format("source.note", source.report().drift()))).append('\n'); //$NON-NLS-1$
        }
        for (SourceExcerpt e : source.excerpts()) {
            b.append("\n**").append(escape(Messages.format("text.excerpt", e.file(), e.firstLine(), //$NON-NLS-1$ //$NON-NLS-2$
                    e.firstLine() + e.text().size() - 1))).append("**\n\n"); //$NON-NLS-1$
            String fence = fence(e.text());
            b.append(fence).append("c\n"); //$NON-NLS-1$
            for (int i = 0; i < e.text().size(); i++) {
                int n = e.firstLine() + i;
                b.append(String.format("%s%6d  ", e.hotLine(n) == null ? "  " : "* ", Integer.valueOf(n))) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                        .append(Text.clean(e.text().get(i).replace("\t", "    "))).append('\n'); //$NON-NLS-1$ //$NON-NLS-2$
            }
            b.append(fence).append('\n');
        }
    }

    /** @return a backtick fence longer than any run of backticks in the lines */
    private static String fence(List<String> lines) {
        int longest = 0;
        for (String l : lines) {
            int run = 0;
            for (int i = 0; i < l.length(); i++) {
                run = l.charAt(i) == '`' ? run + 1 : 0;
                longest = Math.max(longest, run);
            }
        }
        return "`".repeat(Math.max(3, longest + 1)); //$NON-NLS-1$
    }

    /**
     * @param s text from a trace
     * @return it on one line with Markdown's and HTML's active characters escaped
     */
    public static String escape(String s) {
        String clean = Text.clean(s);
        StringBuilder b = new StringBuilder(clean.length() + 8);
        for (int i = 0; i < clean.length(); i++) {
            char c = clean.charAt(i);
            if (ACTIVE.indexOf(c) >= 0) {
                b.append('\\');
            }
            b.append(c);
        }
        return b.toString();
    }
}
