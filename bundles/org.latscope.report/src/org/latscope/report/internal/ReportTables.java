// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import org.latscope.analysis.Durations;
import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.compare.DistributionComparison;
import org.latscope.analysis.compare.KeyComparison;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.analysis.overview.FormatCount;
import org.latscope.analysis.overview.TraceSetOverview;
import org.latscope.analysis.overview.WorstLatency;
import org.latscope.analysis.events.TimerlatBreakdown;
import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.Statistics;
import org.latscope.report.Report;
import org.latscope.report.ReportTable;
import org.latscope.report.TraceStrip;
import org.latscope.source.SourceReport;

/**
 * A {@link Report} as the tables the text, Markdown and CSV reports print, in report order:
 * one place decides what each table holds, the writers only lay it out.
 */
public final class ReportTables {

    private static final Boolean R = Boolean.TRUE;
    private static final Boolean L = Boolean.FALSE;

    /** Nodes of the call tree a flat table lists at most. */
    public static final int MAX_TREE_ROWS = 200;

    /** Series of one kind (irqs, vectors, tasks, CPUs) the event series table lists at most. */
    public static final int MAX_SERIES_ROWS = 20;

    private final Report report;
    private final String unit;

    /** @param report the report */
    public ReportTables(Report report) {
        this.report = report;
        this.unit = report.options().unit();
    }

    /** @return every table the report has, in order */
    public List<ReportTable> all() {
        List<ReportTable> tables = new ArrayList<>();
        tables.add(summary());
        if (!report.worstTraces().isEmpty()) {
            tables.add(worstTraces());
        }
        tables.addAll(report.records());
        if (report.locations() != null) {
            tables.add(locations());
        }
        if (report.callTree() != null) {
            tables.add(callTree());
        }
        if (report.hotspots() != null) {
            tables.add(hotspots());
            if (!report.runs().isEmpty()) {
                tables.add(perRun());
            }
        }
        if (report.source() != null) {
            tables.add(sourceLines());
        }
        if (report.statistics() != null) {
            List<Distribution> ds = shownDistributions(report.statistics());
            tables.add(statistics(ds, ds.stream().map(d -> d.kind().id()).toList(), "statistics", //$NON-NLS-1$
                    Messages.format("section.histogram"))); //$NON-NLS-1$
            if (!report.statistics().series().isEmpty()) {
                tables.add(eventSeries());
            }
            if (!report.statistics().timerlat().isEmpty()) {
                tables.add(timerlatBreakdown());
            }
        }
        if (report.comparison() != null) {
            tables.add(comparisonKeys());
            tables.add(comparisonStatistics());
        }
        return tables;
    }

    /** @return the summary as name/value rows */
    public ReportTable summary() {
        TraceSetOverview o = report.overview();
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of(Messages.format("summary.files"), Integer.toString(o.fileCount()))); //$NON-NLS-1$
        List<String> formats = new ArrayList<>();
        for (FormatCount f : o.formats()) {
            formats.add(f.formatId() + " " + f.files()); //$NON-NLS-1$
        }
        if (o.unrecognized() > 0) {
            formats.add(Messages.format("summary.unrecognized", o.unrecognized())); //$NON-NLS-1$
        }
        if (o.nothingRead() > 0) {
            formats.add(Messages.format("summary.nothingRead", o.nothingRead())); //$NON-NLS-1$
        }
        rows.add(List.of(Messages.format("summary.formats"), String.join(", ", formats))); //$NON-NLS-1$ //$NON-NLS-2$
        rows.add(List.of(Messages.format("summary.contents"), Messages.format("summary.contentsValue", //$NON-NLS-1$ //$NON-NLS-2$
                o.contents().latencyTraces(), o.contents().worstTables(), o.contents().irqOffLists(),
                o.contents().histograms(), o.contents().printkLogs(), o.contents().resultTables())));
        rows.add(List.of(Messages.format("summary.steps"), Long.toString(o.steps()))); //$NON-NLS-1$
        WorstLatency w = o.worst();
        rows.add(List.of(Messages.format("summary.worst"), w == null ? "-" //$NON-NLS-1$ //$NON-NLS-2$
                : Messages.format("summary.worstValue", time(w.ns()), unit, w.detail() == null ? "-" : w.detail(), report.relative(w.file()), //$NON-NLS-1$ //$NON-NLS-2$
                        w.line())));
        rows.add(List.of(Messages.format("summary.releases"), o.kernelReleases().isEmpty() ? "-" //$NON-NLS-1$ //$NON-NLS-2$
                : String.join(", ", o.kernelReleases()))); //$NON-NLS-1$
        rows.add(List.of(Messages.format("summary.lines"), Messages.format("summary.linesValue", o.linesUsed(), o.linesRead()))); //$NON-NLS-1$ //$NON-NLS-2$
        rows.add(List.of(Messages.format("summary.diagnostics"), Integer.toString(o.diagnosticCount()))); //$NON-NLS-1$
        return new ReportTable("summary", Messages.format("section.summary"), //$NON-NLS-1$ //$NON-NLS-2$
                List.of(Messages.format("col.what"), Messages.format("col.value")), List.of(L, L), rows); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** @return the worst traces, one row each */
    public ReportTable worstTraces() {
        List<List<String>> rows = new ArrayList<>();
        for (TraceStrip s : report.worstTraces()) {
            TraceStrip.Step top = s.longest().isEmpty() ? null : s.longest().get(0);
            rows.add(List.of(time(s.latencyNs()), Integer.toString(s.stepCount()), s.task() == null ? "-" : s.task(), //$NON-NLS-1$
                    top == null ? "-" : top.function() + " " + time(top.deltaNs()), report.relative(s.label()))); //$NON-NLS-1$ //$NON-NLS-2$
        }
        return new ReportTable("worst-traces", Messages.format("section.timelines"), List.of(col("col.latency"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                Messages.format("col.steps"), Messages.format("col.task"), col("col.longestStep"), Messages.format("col.trace")), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                List.of(R, R, L, L, L), rows);
    }

    /** @return the call tree's first levels, names indented by depth */
    public ReportTable callTree() {
        List<List<String>> rows = new ArrayList<>();
        for (CallNode child : report.callTree().root().children()) {
            tree(rows, child, 1);
        }
        return new ReportTable("call-tree", Messages.format("section.tree"), List.of(col("col.total"), col("col.self"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                Messages.format("col.count"), Messages.format("col.function")), List.of(R, R, R, L), rows); //$NON-NLS-1$ //$NON-NLS-2$
    }

    private void tree(List<List<String>> rows, CallNode node, int level) {
        if (rows.size() >= MAX_TREE_ROWS) {
            return;
        }
        rows.add(List.of(time(node.totalNs()), time(node.selfNs()), Long.toString(node.count()),
                "  ".repeat(level - 1) + node.name())); //$NON-NLS-1$
        if (level < report.options().treeDepth()) {
            List<CallNode> children = node.children();
            for (CallNode c : children.subList(0, Math.min(report.options().rows(), children.size()))) {
                tree(rows, c, level + 1);
            }
        }
    }

    /** @return the hotspots */
    public ReportTable hotspots() {
        HotspotReport h = report.hotspots();
        return keys(h, "hotspots", Messages.format("section.hotspots", time(h.minNs()), unit, h.matched(), h.considered()), //$NON-NLS-1$ //$NON-NLS-2$
                Messages.format("col.function")); //$NON-NLS-1$
    }

    private ReportTable keys(HotspotReport h, String id, String title, String keyColumn) {
        List<List<String>> rows = new ArrayList<>();
        for (Hotspot s : h.hotspots()) {
            rows.add(List.of(Long.toString(s.count()), time(s.totalNs()), time(s.maxNs()), Integer.toString(s.traces().size()),
                    s.key()));
        }
        return new ReportTable(id, title, List.of(Messages.format("col.count"), col("col.total"), col("col.max"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                Messages.format("col.traces"), keyColumn), List.of(R, R, R, R, L), rows); //$NON-NLS-1$
    }

    /** @return the worst-N rows by start and end location: where the latencies began and ended */
    public ReportTable locations() {
        return keys(report.locations(), "locations", Messages.format("section.locations"), Messages.format("col.location")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    /** @return the shown hotspots' counts in each run, as the seeds count them per run */
    public ReportTable perRun() {
        List<String> cols = new ArrayList<>(report.runs());
        cols.add(Messages.format("col.function")); //$NON-NLS-1$
        List<Boolean> align = new ArrayList<>(Collections.nCopies(report.runs().size(), R));
        align.add(L);
        List<List<String>> rows = new ArrayList<>();
        for (Hotspot s : report.hotspots().hotspots()) {
            List<String> row = new ArrayList<>();
            for (HotspotReport run : report.perRun()) {
                row.add(Long.toString(run.find(s.key()).map(Hotspot::count).orElse(Long.valueOf(0)).longValue()));
            }
            row.add(s.key());
            rows.add(row);
        }
        return new ReportTable("hotspots-per-run", Messages.format("section.perRun"), cols, align, rows); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** @return the hot source lines shown */
    public ReportTable sourceLines() {
        List<List<String>> rows = new ArrayList<>();
        for (var e : report.source().excerpts()) {
            for (SourceReport.Line l : e.hot()) {
                rows.add(List.of(Long.toString(l.count()), time(l.totalNs()), time(l.maxNs()), l.file() + ":" + l.line(), //$NON-NLS-1$
                        String.join(", ", l.refs()))); //$NON-NLS-1$
            }
        }
        return new ReportTable("source-lines", Messages.format("section.source", report.source().report().tree().name()), //$NON-NLS-1$ //$NON-NLS-2$
                List.of(Messages.format("col.count"), col("col.total"), col("col.max"), Messages.format("col.where"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                        Messages.format("col.records")), List.of(R, R, R, L, L), rows); //$NON-NLS-1$
    }

    /** @return both runs' distributions, each kind's A then B */
    /**
     * @param stats a set's statistics
     * @return its distributions, those measured from events only when the set holds some: a
     *         folder of 2004 traces lists the four kinds it always did
     */
    public static List<Distribution> shownDistributions(Statistics stats) {
        return stats.distributions().stream().filter(Distribution::listed).toList();
    }

    /**
     * @return the series of the kinds measured from events (per irq, softirq vector, task, caller
     *         or CPU), the longest maxima first within each kind, at most {@value #MAX_SERIES_ROWS} a kind
     */
    public ReportTable eventSeries() {
        Statistics stats = report.statistics();
        List<List<String>> rows = new ArrayList<>();
        for (LatencyKind kind : LatencyKind.values()) {
            List<Statistics.Series> series = new ArrayList<>(stats.seriesOf(kind));
            series.sort((a, b) -> Long.compare(b.distribution().maxNs(), a.distribution().maxNs()));
            for (Statistics.Series s : series.subList(0, Math.min(MAX_SERIES_ROWS, series.size()))) {
                Distribution d = s.distribution();
                rows.add(List.of(kind.id(), s.name(), Long.toString(d.count()), time(d.p50Ns()), time(d.p99Ns()),
                        time(d.maxNs())));
            }
        }
        return new ReportTable("event-series", Messages.format("section.eventSeries"), //$NON-NLS-1$ //$NON-NLS-2$
                List.of(Messages.format("col.kind"), Messages.format("col.of"), Messages.format("col.count"), "p50", "p99", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
                        col("col.max")), List.of(L, L, R, R, R, R), rows); //$NON-NLS-1$
    }

    /** @return where each CPU's worst timerlat thread latency went, part by part */
    public ReportTable timerlatBreakdown() {
        List<List<String>> rows = new ArrayList<>();
        for (TimerlatBreakdown b : report.statistics().timerlat()) {
            rows.add(List.of(Integer.toString(b.cpu()), Messages.format("timerlat.thread"), "", time(b.threadLatencyNs()), "100")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            if (b.irqLatencyNs() >= 0) {
                rows.add(List.of("", Messages.format("timerlat.irq"), "", time(b.irqLatencyNs()), "")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            }
            for (TimerlatBreakdown.Part p : b.parts()) {
                rows.add(List.of("", p.what().id(), p.key(), time(p.ns()), //$NON-NLS-1$
                        String.format(Locale.ROOT, "%.1f", Double.valueOf(100.0 * p.ns() / Math.max(1, b.threadLatencyNs()))))); //$NON-NLS-1$
            }
        }
        return new ReportTable("timerlat-breakdown", Messages.format("section.timerlat"), //$NON-NLS-1$ //$NON-NLS-2$
                List.of("CPU", Messages.format("col.what"), Messages.format("col.of"), col("col.duration"), "%"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
                List.of(R, L, L, R, R), rows);
    }

    public ReportTable comparisonStatistics() {
        List<Distribution> both = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (DistributionComparison d : report.comparison().comparison().distributions()) {
            both.add(d.a());
            names.add(d.kind().id() + " A"); //$NON-NLS-1$
            both.add(d.b());
            names.add(d.kind().id() + " B"); //$NON-NLS-1$
        }
        return statistics(both, names, "comparison-statistics", Messages.format("compare.distributions")); //$NON-NLS-1$ //$NON-NLS-2$
    }

    private ReportTable statistics(List<Distribution> ds, List<String> names, String id, String title) {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < ds.size(); i++) {
            Distribution d = ds.get(i);
            rows.add(List.of(names.get(i), Long.toString(d.count()), time(d.p50Ns()), time(d.p90Ns()), time(d.p99Ns()),
                    time(d.p999Ns()), time(d.maxNs())));
        }
        return new ReportTable(id, title, List.of(Messages.format("col.kind"), Messages.format("col.count"), "p50", "p90", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                "p99", "p99.9", col("col.max")), List.of(L, R, R, R, R, R, R), rows); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    /** @return the compared keys */
    public ReportTable comparisonKeys() {
        Report.Compared c = report.comparison();
        List<List<String>> rows = new ArrayList<>();
        for (KeyComparison k : c.comparison().keys()) {
            rows.add(List.of(k.change().id(), Long.toString(k.countA()), Long.toString(k.countB()),
                    String.format(Locale.ROOT, "%+d", Long.valueOf(k.countDelta())), time(k.maxA()), time(k.maxB()), k.key())); //$NON-NLS-1$
        }
        return new ReportTable("comparison", Messages.format("section.comparison", c.a(), c.b()), //$NON-NLS-1$ //$NON-NLS-2$
                List.of(Messages.format("col.change"), "A", "B", Messages.format("col.delta"), col("col.maxA"), col("col.maxB"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$
                        Messages.format("col.function")), List.of(L, R, R, R, R, R, L), rows); //$NON-NLS-1$
    }

    private String col(String key) {
        return Messages.format(key, unit);
    }

    private String time(long ns) {
        return Durations.format(ns, unit);
    }
}
