// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

import org.latscope.analysis.FileFold;
import org.latscope.analysis.TraceContents;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.calls.FileCallTree;
import org.latscope.analysis.compare.Comparison;
import org.latscope.analysis.compare.RunComparison;
import org.latscope.analysis.hotspots.FileHotspots;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.analysis.overview.FileOverview;
import org.latscope.analysis.overview.OverviewAnalysis;
import org.latscope.analysis.overview.TraceSetOverview;
import org.latscope.analysis.stats.FileStatistics;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.analysis.timegraph.TimelineAnalysis;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.RankedLatency;
import org.latscope.model.support.TraceSets;
import org.latscope.report.internal.RecordTables;
import org.latscope.report.internal.SourceExcerpts;
import org.latscope.report.internal.StripBuilder;
import org.latscope.report.internal.WorstTraces;
import org.latscope.source.AnalysisRefs;
import org.latscope.source.SourceLookup;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceTree;

/**
 * Computes a {@link Report} with the analyses the command line and the views use (overview,
 * timeline, call tree, hotspots, statistics, run comparison, source lookup): never a second
 * implementation. Like them it works per file ({@link #file}, on the thread that read the file,
 * before its steps are dropped) and then merges ({@link #report}); {@link #run} does both for
 * a set whose steps are in memory. One instance per report: it keeps the worst traces offered
 * so far.
 */
public final class ReportAnalysis {

    /** Columns of a timeline strip: the HTML draws one SVG unit per column. */
    public static final int STRIP_COLUMNS = 600;

    private final ReportOptions options;
    private final OverviewAnalysis overview = new OverviewAnalysis();
    private final CallTreeAnalysis calls = new CallTreeAnalysis();
    private final RunComparison comparison;
    private final HotspotAnalysis hotspots;
    private final HotspotAnalysis locations = new HotspotAnalysis(HotspotGrouping.LOCATION, 0);
    private final HotspotAnalysis markers = new HotspotAnalysis(HotspotGrouping.MARKER, 0);
    private final StatisticsAnalysis statistics = new StatisticsAnalysis();
    private final TimelineAnalysis timeline = new TimelineAnalysis();
    private final StripBuilder strips = new StripBuilder(STRIP_COLUMNS);
    private final WorstTraces worst;

    /**
     * The source trees to annotate with.
     *
     * @param lookup opens and indexes trees
     * @param trees the candidates; the one nearest to the set's release is chosen
     */
    public record SourceInput(SourceLookup lookup, List<SourceTree> trees) {
    }

    /**
     * Another run to compare with, read with its own {@link ReportAnalysis}.
     *
     * @param name its name in the report
     * @param set its trace set
     * @param analysis the analysis its files went through
     * @param files its files' results
     */
    public record Other(String name, TraceSet set, ReportAnalysis analysis, Function<TraceFile, FileReport> files) {
    }

    /** @param options what the report holds */
    public ReportAnalysis(ReportOptions options) {
        this.options = options;
        this.comparison = new RunComparison(HotspotGrouping.FUNCTION, options.minNs());
        this.hotspots = comparison.hotspots();
        this.worst = new WorstTraces(options.includes(ReportSection.TIMELINES) ? options.worstTraces() : 0);
    }

    /**
     * One file's part; may run on several threads at once. The file's steps must be in memory.
     *
     * @param file a file just read
     * @param symbols the names of the set's symbol ids
     * @return what the report needs of it once its steps are dropped
     */
    public FileReport file(TraceFile file, SymbolLookup symbols) {
        return FileFold.whole(fold(), file, symbols);
    }

    /**
     * @return a new fold of one file's part, for a reader that hands over each latency trace
     *         as soon as it is complete (see {@link FileFold}); {@link #file} runs it
     */
    public FileFold<FileReport> fold() {
        return new Fold();
    }

    /** One file's part, content by content: the analyses' parts and the worst traces' strips. */
    private final class Fold implements FileFold<FileReport> {
        private final boolean source = options.includes(ReportSection.SOURCE);
        private final FileFold<FileOverview> overviewPart = overview.fold();
        private final FileFold<FileCallTree> treePart = options.includes(ReportSection.CALL_TREE) || source
                ? calls.fold() : null;
        private final FileFold<FileHotspots> hotspotsPart = hotspots.fold();
        private final FileFold<FileHotspots> locationsPart = locations.fold();
        private final FileFold<FileHotspots> markersPart = source ? markers.fold() : null;
        private final FileFold<FileStatistics> statisticsPart = statistics.fold();

        @Override
        public void add(TraceFile file, int c, SymbolLookup symbols) {
            if (file.getContents().get(c) instanceof LatencyTrace trace && trace.getSteps() != null
                    && trace.getSteps().size() > 0) {
                // a latency the steps cannot hold ranks the trace by its span, as its strip says
                RankedLatency ranked = RankedLatency.of(trace);
                long latency = ranked.declared() ? ranked.ns() : -1;
                String label = TraceContents.label(file, c);
                worst.offer(latency, () -> strips.strip(timeline.trace(trace, label, symbols)));
            }
            overviewPart.add(file, c, symbols);
            if (treePart != null) {
                treePart.add(file, c, symbols);
            }
            hotspotsPart.add(file, c, symbols);
            locationsPart.add(file, c, symbols);
            if (markersPart != null) {
                markersPart.add(file, c, symbols);
            }
            statisticsPart.add(file, c, symbols);
        }

        @Override
        public FileReport finish(TraceFile file, SymbolLookup symbols) {
            return new FileReport(overviewPart.finish(file, symbols),
                    treePart == null ? null : treePart.finish(file, symbols), hotspotsPart.finish(file, symbols),
                    locationsPart.finish(file, symbols), markersPart == null ? null : markersPart.finish(file, symbols),
                    statisticsPart.finish(file, symbols));
        }
    }

    /**
     * Reads every file of a set whose steps are in memory (the explorer's) and reports.
     *
     * @param set the set
     * @param source the trees to annotate with, null for none
     * @param other another run to compare with, null for none
     * @return the report
     * @throws IOException when a source tree cannot be indexed
     */
    public Report run(TraceSet set, SourceInput source, Other other) throws IOException {
        return run(set, source, other, () -> false);
    }

    /**
     * As {@link #run(TraceSet, SourceInput, Other)}, asking between files whether to stop.
     *
     * @param set the set
     * @param source the trees to annotate with, null for none
     * @param other another run to compare with, null for none
     * @param cancelled asked before each file
     * @return the report
     * @throws IOException when a source tree cannot be indexed
     * @throws CancellationException when {@code cancelled} said so
     */
    public Report run(TraceSet set, SourceInput source, Other other, BooleanSupplier cancelled) throws IOException {
        SymbolLookup symbols = TraceSets.symbols(set);
        Map<TraceFile, FileReport> files = new IdentityHashMap<>();
        for (TraceFile f : set.getFiles()) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            files.put(f, file(f, symbols));
        }
        return report(set, files::get, source, other);
    }

    /**
     * Merges the files' parts.
     *
     * @param set the set the files were read into
     * @param files each file's part, from {@link #file}
     * @param source the trees to annotate with, null for none
     * @param other another run to compare with, null for none
     * @return the report
     * @throws IOException when a source tree cannot be indexed
     */
    public Report report(TraceSet set, Function<TraceFile, FileReport> files, SourceInput source, Other other)
            throws IOException {
        TraceSetOverview ov = overview.report(set, f -> files.apply(f).overview);
        String root = Report.commonFolder(set.getFiles().stream().map(TraceFile::getPath).toList());
        HotspotReport all = hotspots.report(set, f -> files.apply(f).hotspots);
        HotspotReport shown = all.considered() == 0 ? null : all.top(options.rows());
        List<String> runs = RunComparison.runNames(set);
        List<HotspotReport> perRun = new ArrayList<>();
        if (runs.size() > 1) {
            for (String run : runs) {
                perRun.add(hotspots.report(set, f -> run.equals(RunComparison.runOf(f)) ? files.apply(f).hotspots : null));
            }
        } else {
            runs = List.of();
        }
        Statistics stats = statistics.report(set, f -> files.apply(f).statistics);
        HotspotReport byLocation = locations.report(set, f -> files.apply(f).locations);
        CallTree tree = options.includes(ReportSection.CALL_TREE) || options.includes(ReportSection.SOURCE)
                ? calls.report(set, f -> files.apply(f).tree) : null;
        Report.Source src = null;
        if (source != null && !source.trees().isEmpty() && options.includes(ReportSection.SOURCE)) {
            SourceReport resolved = source.lookup().resolve(source.trees(), set, AnalysisRefs.of(set, tree,
                    byLocation, markers.report(set, f -> files.apply(f).markers)));
            src = new Report.Source(resolved, new SourceExcerpts(source.lookup(), options.rows()).of(resolved, shown));
        }
        Report.Compared compared = null;
        if (other != null && options.includes(ReportSection.COMPARISON)) {
            Comparison c = comparison.compare(all, stats, other.analysis.hotspots.report(other.set(),
                    f -> other.files().apply(f).hotspots), other.analysis.statistics.report(other.set(), f -> other.files().apply(f).statistics));
            compared = new Report.Compared(set.getLabel(), other.name(), new Comparison(c.grouping(), c.minNs(),
                    c.keys().subList(0, Math.min(options.rows(), c.keys().size())), c.distributions()));
        }
        RecordTables records = new RecordTables(options, root);
        return new Report(set.getLabel(), root, options, ov, worst.list(), records.of(set), records.left(set),
                options.includes(ReportSection.CALL_TREE) ? tree : null, options.includes(ReportSection.HOTSPOTS) ? shown : null,
                options.includes(ReportSection.RECORDS) && !byLocation.hotspots().isEmpty() ? byLocation.top(options.rows()) : null, runs, perRun, options.includes(ReportSection.HISTOGRAM) ? stats : null, src, compared,
                records.diagnostics(set));
    }
}
