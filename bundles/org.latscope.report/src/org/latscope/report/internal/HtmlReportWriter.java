// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.latscope.analysis.Durations;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.stats.Distribution;
import org.latscope.report.Report;
import org.latscope.report.ReportTable;
import org.latscope.report.SourceExcerpt;
import org.latscope.report.TraceStrip;
import org.latscope.source.SourceReport;

/**
 * The HTML report: one self-contained page, readable with scripts off and no network (inline
 * CSS and SVG, a Content-Security-Policy that allows nothing else), printable. Every string
 * from a trace passes {@link Html#text}; the only links are the page's own anchors.
 */
public final class HtmlReportWriter {

    private static final String CSS = css();

    /**
     * @param report the report
     * @param out where to write; not closed
     * @throws IOException when writing fails
     */
    public void write(Report report, Writer out) throws IOException {
        String unit = report.options().unit();
        ReportTables tables = new ReportTables(report);
        StringBuilder b = new StringBuilder(1 << 16);
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">") //$NON-NLS-1$
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">") //$NON-NLS-1$
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>") //$NON-NLS-1$
                .append(Html.text(Messages.format("report.title", report.title()))).append("</title><style>\n").append(CSS) //$NON-NLS-1$ //$NON-NLS-2$
                .append("</style></head><body>\n<h1>").append(Html.text(Messages.format("report.title", report.title()))) //$NON-NLS-1$ //$NON-NLS-2$
                .append("</h1>\n"); //$NON-NLS-1$
        nav(b, report);
        section(b, "summary", Messages.format("section.summary")); //$NON-NLS-1$ //$NON-NLS-2$
        table(b, tables.summary(), false);
        end(b);
        out.write(b.toString());
        b.setLength(0);
        if (!report.worstTraces().isEmpty()) {
            timelines(b, report, unit);
        }
        if (!report.records().isEmpty()) {
            section(b, "records", Messages.format("section.records")); //$NON-NLS-1$ //$NON-NLS-2$
            for (ReportTable t : report.records()) {
                b.append("<h3>").append(Html.text(t.title())).append("</h3>"); //$NON-NLS-1$ //$NON-NLS-2$
                table(b, t, false);
            }
            if (report.locations() != null) {
                b.append("<h3>").append(Html.text(tables.locations().title())).append("</h3>"); //$NON-NLS-1$ //$NON-NLS-2$
                table(b, tables.locations(), true);
            }
            if (report.moreRecords() > 0) {
                b.append("<p class=\"note\">").append(Html.text(Messages.format("records.more", report.moreRecords()))).append("</p>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            }
            end(b);
        }
        if (report.callTree() != null) {
            section(b, "tree", Messages.format("section.tree")); //$NON-NLS-1$ //$NON-NLS-2$
            new HtmlTree(unit, report.options().treeDepth(), report.options().rows()).write(b, report.callTree());
            end(b);
        }
        if (report.hotspots() != null) {
            hotspots(b, report, tables);
        }
        out.write(b.toString());
        b.setLength(0);
        if (report.source() != null) {
            source(b, report.source(), unit);
        }
        if (report.statistics() != null) {
            section(b, "histogram", Messages.format("section.histogram")); //$NON-NLS-1$ //$NON-NLS-2$
            histograms(b, ReportTables.shownDistributions(report.statistics()), unit);
            if (!report.statistics().series().isEmpty()) {
                b.append("<h3>").append(Html.text(tables.eventSeries().title())).append("</h3>"); //$NON-NLS-1$ //$NON-NLS-2$
                table(b, tables.eventSeries(), true);
            }
            if (!report.statistics().timerlat().isEmpty()) {
                b.append("<h3>").append(Html.text(tables.timerlatBreakdown().title())).append("</h3>"); //$NON-NLS-1$ //$NON-NLS-2$
                table(b, tables.timerlatBreakdown(), true);
            }
            end(b);
        }
        if (report.comparison() != null) {
            section(b, "comparison", tables.comparisonKeys().title()); //$NON-NLS-1$
            table(b, tables.comparisonKeys(), true);
            b.append("<h3>").append(Html.text(Messages.format("compare.distributions"))).append("</h3>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            table(b, tables.comparisonStatistics(), false);
            end(b);
        }
        diagnostics(b, report);
        b.append("</body></html>\n"); //$NON-NLS-1$
        out.write(b.toString());
    }

    private static void nav(StringBuilder b, Report r) {
        b.append("<nav>"); //$NON-NLS-1$
        link(b, "summary", Messages.format("section.summary"), true); //$NON-NLS-1$ //$NON-NLS-2$
        link(b, "timelines", Messages.format("section.timelines"), !r.worstTraces().isEmpty()); //$NON-NLS-1$ //$NON-NLS-2$
        link(b, "records", Messages.format("section.records"), !r.records().isEmpty()); //$NON-NLS-1$ //$NON-NLS-2$
        link(b, "tree", Messages.format("section.tree"), r.callTree() != null); //$NON-NLS-1$ //$NON-NLS-2$
        link(b, "hotspots", Messages.format("section.hotspots.short"), r.hotspots() != null); //$NON-NLS-1$ //$NON-NLS-2$
        link(b, "source", Messages.format("html.source"), r.source() != null); //$NON-NLS-1$ //$NON-NLS-2$
        link(b, "histogram", Messages.format("section.histogram"), r.statistics() != null); //$NON-NLS-1$ //$NON-NLS-2$
        link(b, "comparison", Messages.format("section.comparison.short"), r.comparison() != null); //$NON-NLS-1$ //$NON-NLS-2$
        link(b, "diagnostics", Messages.format("section.diagnostics"), !r.diagnostics().isEmpty()); //$NON-NLS-1$ //$NON-NLS-2$
        b.append("</nav>\n"); //$NON-NLS-1$
    }

    private static void link(StringBuilder b, String id, String text, boolean shown) {
        if (shown) {
            b.append("<a href=\"#").append(id).append("\">").append(Html.text(text)).append("</a>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        }
    }

    private static void timelines(StringBuilder b, Report r, String unit) {
        section(b, "timelines", Messages.format("section.timelines")); //$NON-NLS-1$ //$NON-NLS-2$
        b.append("<p class=\"legend\">"); //$NON-NLS-1$
        String[] names = Messages.format("timeline.legend").split("\\|"); //$NON-NLS-1$ //$NON-NLS-2$
        String[] colours = { "#4274c4", "#ec971f", "#d64541", "#803498", "#209688", "#cc0000" }; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$
        for (int i = 0; i < names.length && i < colours.length; i++) {
            b.append("<span><span class=\"sw\" style=\"background:").append(colours[i]).append("\"></span>").append(Html.text(names[i].strip())) //$NON-NLS-1$ //$NON-NLS-2$
                    .append("</span>"); //$NON-NLS-1$
        }
        b.append("</p>"); //$NON-NLS-1$
        SvgTimeline svg = new SvgTimeline(unit);
        for (TraceStrip s : r.worstTraces()) {
            String caption = s.declared() ? "timeline.caption" : "timeline.captionSpan"; //$NON-NLS-1$ //$NON-NLS-2$
            b.append("<figure><figcaption>").append(Html.text(Messages.format(caption, //$NON-NLS-1$
                    Durations.format(s.latencyNs(), unit), unit, s.stepCount(), r.relative(s.label())))); //
            if (s.task() != null) {
                b.append(" &middot; ").append(Html.text(s.task())); //$NON-NLS-1$
            }
            b.append("</figcaption>").append(svg.svg(s)).append("<p class=\"note\">") //$NON-NLS-1$ //$NON-NLS-2$
                    .append(Html.text(Messages.format(s.summarized() ? "timeline.summarized" : "timeline.intervals"))) //$NON-NLS-1$ //$NON-NLS-2$
                    .append("</p><table><tr><th class=\"n\">").append(Html.text(Messages.format("col.delta"))).append(' ') //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    .append(unit).append("</th><th class=\"n\">").append(Html.text(Messages.format("col.offset", unit))) //$NON-NLS-1$ //$NON-NLS-2$
                    .append("</th><th>").append(Html.text(Messages.format("col.step"))).append("</th></tr>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            for (TraceStrip.Step st : s.longest()) {
                b.append("<tr><td class=\"n\">").append(Durations.format(st.deltaNs(), unit)).append("</td><td class=\"n\">") //$NON-NLS-1$ //$NON-NLS-2$
                        .append(Durations.format(st.offsetNs(), unit)).append("</td><td class=\"k\">").append(Html.text(st.function())); //$NON-NLS-1$
                if (st.parent() != null) {
                    b.append(" &larr; ").append(Html.text(st.parent())); //$NON-NLS-1$
                }
                b.append("</td></tr>"); //$NON-NLS-1$
            }
            b.append("</table></figure>\n"); //$NON-NLS-1$
        }
        end(b);
    }

    private static void hotspots(StringBuilder b, Report r, ReportTables tables) {
        ReportTable t = tables.hotspots();
        section(b, "hotspots", t.title()); //$NON-NLS-1$
        b.append("<table><tr>"); //$NON-NLS-1$
        head(b, t);
        b.append("<th></th></tr>"); //$NON-NLS-1$
        List<Hotspot> hs = r.hotspots().hotspots();
        for (int i = 0; i < hs.size(); i++) {
            b.append("<tr>"); //$NON-NLS-1$
            cells(b, t, t.rows().get(i));
            SourceExcerpt e = r.source() == null ? null : r.source().excerptOf(hs.get(i).key());
            b.append("<td>"); //$NON-NLS-1$
            if (e != null) {
                b.append("<a href=\"#").append(e.id()).append("\">").append(Html.text(Messages.format("html.source"))).append("</a>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            }
            b.append("</td></tr>"); //$NON-NLS-1$
        }
        b.append("</table>"); //$NON-NLS-1$
        if (!r.runs().isEmpty()) {
            ReportTable perRun = tables.perRun();
            b.append("<h3>").append(Html.text(perRun.title())).append("</h3>"); //$NON-NLS-1$ //$NON-NLS-2$
            table(b, perRun, true);
        }
        end(b);
    }

    private static void source(StringBuilder b, Report.Source s, String unit) {
        section(b, "source", Messages.format("section.source", s.report().tree().name())); //$NON-NLS-1$ //$NON-NLS-2$
        b.append("<p class=\"note\">").append(Html.text(s.report().choice())).append("</p>"); //$NON-NLS-1$ //$NON-NLS-2$
        if (s.report().drift() != null) {
            b.append("<p class=\"note\">").append(Html.text(Messages.format("source.note", s.report().drift()))).append("</p>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        }
        for (SourceExcerpt e : s.excerpts()) {
            b.append("<h3 id=\"").append(e.id()).append("\">").append(Html.text(Messages.format("text.excerpt", e.file(), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    e.firstLine(), e.firstLine() + e.text().size() - 1)));
            if (e.function() != null) {
                b.append(" &middot; ").append(Html.text(Messages.format("source.definition", e.function()))); //$NON-NLS-1$ //$NON-NLS-2$
            }
            b.append("</h3><pre class=\"src\">"); //$NON-NLS-1$
            for (int i = 0; i < e.text().size(); i++) {
                int n = e.firstLine() + i;
                SourceReport.Line hot = e.hotLine(n);
                b.append(hot == null ? "<span>" : "<span class=\"hot\">").append(String.format("%6d  ", Integer.valueOf(n))) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                        .append(Html.code(e.text().get(i))).append("</span>"); //$NON-NLS-1$
                if (hot != null) {
                    b.append("<span class=\"rec\">").append(Html.text(hot.count() + " \u00d7, max " //$NON-NLS-1$ //$NON-NLS-2$
                            + Durations.format(hot.maxNs(), unit) + " " + unit + ", total " + Durations.format(hot.totalNs(), unit) //$NON-NLS-1$ //$NON-NLS-2$
                            + " " + unit + ": " + String.join(", ", hot.refs()))).append("</span>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                }
            }
            b.append("</pre>\n"); //$NON-NLS-1$
        }
        end(b);
    }

    private static void histograms(StringBuilder b, List<Distribution> ds, String unit) {
        SvgHistogram svg = new SvgHistogram(unit);
        for (Distribution d : ds) {
            if (d.count() == 0) {
                continue;
            }
            b.append("<figure><figcaption>").append(Html.text(Messages.format("histogram.caption", d.kind().id(), d.count(), //$NON-NLS-1$ //$NON-NLS-2$
                    Durations.format(d.p50Ns(), unit), Durations.format(d.p90Ns(), unit), Durations.format(d.p99Ns(), unit),
                    Durations.format(d.p999Ns(), unit), Durations.format(d.maxNs(), unit), unit)))
                    .append("</figcaption>").append(svg.svg(d)).append("</figure>\n"); //$NON-NLS-1$ //$NON-NLS-2$
        }
    }

    private static void diagnostics(StringBuilder b, Report r) {
        if (r.diagnostics().isEmpty()) {
            return;
        }
        section(b, "diagnostics", Messages.format("section.diagnostics")); //$NON-NLS-1$ //$NON-NLS-2$
        for (String d : r.diagnostics()) {
            b.append("<div class=\"diag\">").append(Html.text(d)).append("</div>"); //$NON-NLS-1$ //$NON-NLS-2$
        }
        int more = r.overview().diagnosticCount() - r.diagnostics().size();
        if (more > 0) {
            b.append("<p class=\"note\">").append(Html.text(Messages.format("diagnostics.more", more))).append("</p>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        }
        end(b);
    }

    private static void table(StringBuilder b, ReportTable t, boolean header) {
        b.append("<table>"); //$NON-NLS-1$
        if (header || !t.id().equals("summary")) { //$NON-NLS-1$
            b.append("<tr>"); //$NON-NLS-1$
            head(b, t);
            b.append("</tr>"); //$NON-NLS-1$
        }
        for (List<String> row : t.rows()) {
            b.append("<tr>"); //$NON-NLS-1$
            cells(b, t, row);
            b.append("</tr>"); //$NON-NLS-1$
        }
        b.append("</table>\n"); //$NON-NLS-1$
    }

    private static void head(StringBuilder b, ReportTable t) {
        for (int c = 0; c < t.columns().size(); c++) {
            b.append(t.numeric().get(c).booleanValue() ? "<th class=\"n\">" : "<th>").append(Html.text(t.columns().get(c))) //$NON-NLS-1$ //$NON-NLS-2$
                    .append("</th>"); //$NON-NLS-1$
        }
    }

    private static void cells(StringBuilder b, ReportTable t, List<String> row) {
        for (int c = 0; c < row.size(); c++) {
            boolean last = c == row.size() - 1;
            b.append(t.numeric().get(c).booleanValue() ? "<td class=\"n\">" : last ? "<td class=\"k\">" : "<td>") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    .append(Html.text(row.get(c))).append("</td>"); //$NON-NLS-1$
        }
    }

    private static void section(StringBuilder b, String id, String title) {
        b.append("<section id=\"").append(id).append("\"><h2>").append(Html.text(title)).append("</h2>\n"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    private static void end(StringBuilder b) {
        b.append("</section>\n"); //$NON-NLS-1$
    }

    private static String css() {
        try (InputStream in = HtmlReportWriter.class.getResourceAsStream("report.css")) { //$NON-NLS-1$
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.substring(text.indexOf("*/", text.indexOf("Copyright")) + 3); //$NON-NLS-1$ //$NON-NLS-2$
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
