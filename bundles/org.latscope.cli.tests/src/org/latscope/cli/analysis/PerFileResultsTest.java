// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.calls.CallTreeMerge;
import org.latscope.analysis.calls.NodeKind;
import org.latscope.analysis.hotspots.FileHotspots;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotMerge;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.analysis.nesting.NestingAnalysis;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.nesting.NestingReport;
import org.latscope.analysis.overview.FileOverview;
import org.latscope.analysis.overview.LogFigures;
import org.latscope.analysis.overview.OverviewAnalysis;
import org.latscope.analysis.overview.TraceSetOverview;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.analysis.stats.StatisticsSum;
import org.latscope.analysis.timeline.CaptureClock;
import org.latscope.analysis.timeline.CaptureTimeline;
import org.latscope.analysis.timeline.CaptureTimelineAnalysis;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.Histogram;
import org.latscope.model.LatencyTrace;
import org.latscope.model.PrintkLog;
import org.latscope.model.ResultTable;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

/**
 * Every analysis computed file by file as the files are read, their steps then dropped, gives
 * what it gives over the whole set read and kept.
 */
class PerFileResultsTest {

    private static final List<Path> SEEDS_AND_SAMPLES = List.of(TestData.path("seeds"), TestData.path("samples"));

    /** ftrace text samples, latency and default format, with function and event steps. */
    private static final List<String> MANY_TRACES = List.of("samples/public/ftrace_rst_preemptirqsoff_100us.txt",
            "samples/ftrace/events-latency-format.txt", "samples/public/ftrace_rst_wakeup_rt_6us_with_events.txt",
            "samples/public/ftrace_txt2628_irqsoff_12us_latency_trace_2.6.26.txt",
            "samples/public/ftrace_rst_irqsoff_71us_functrace_elided.txt");

    /**
     * Reads {@code paths} twice, kept and streamed through {@code file}, and checks that
     * {@code report} over the streamed set equals {@code run} over the kept one.
     *
     * @return the result over the kept set, for the test's own checks
     */
    private static <R, X> X assertStreamedAsKept(List<Path> paths, BiFunction<TraceFile, SymbolLookup, R> file,
            Function<TraceSet, X> run, BiFunction<TraceSet, Function<TraceFile, R>, X> report) throws IOException {
        return assertStreamedAsKept(paths, new PerFileResults<>(file), run, report);
    }

    /** As above, with the per-file results given: whole files or folded trace by trace. */
    private static <R, X> X assertStreamedAsKept(List<Path> paths, PerFileResults<R> files, Function<TraceSet, X> run,
            BiFunction<TraceSet, Function<TraceFile, R>, X> report) throws IOException {
        return assertStreamedAsKept(paths, files, files::get, run, report);
    }

    /** As above, with what is done with each file and where its result is. */
    private static <R, X> X assertStreamedAsKept(List<Path> paths, TraceSetReader.WhenRead whenRead,
            Function<TraceFile, R> results, Function<TraceSet, X> run, BiFunction<TraceSet, Function<TraceFile, R>, X> report)
            throws IOException {
        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            TraceSet kept = new TraceSetReader(formats.registry(), 2).read(paths, "kept");
            TraceSet streamed = new TraceSetReader(formats.registry(), 2, whenRead).read(paths, "streamed");
            X expected = run.apply(kept);
            assertEquals(expected, report.apply(streamed, results));
            assertTrue(TraceSets.stepCount(kept) > 0);
            TraceSets.latencyTraces(streamed).forEach(t -> assertNull(t.getSteps(), "steps dropped once analysed"));
            return expected;
        }
    }

    @Test
    void hotspotsOfFilesCountedAsReadAreThoseOfTheKeptSet() throws IOException {
        for (HotspotGrouping grouping : HotspotGrouping.values()) {
            HotspotAnalysis analysis = new HotspotAnalysis(grouping, 1_000);
            HotspotReport expected = assertStreamedAsKept(SEEDS_AND_SAMPLES, analysis::file,
                    analysis::run, analysis::report);
            assertTrue(expected.matched() > 0, grouping::id);
            assertEquals(expected, assertStreamedAsKept(SEEDS_AND_SAMPLES, PerFileResults.folding(analysis::fold),
                    analysis::run, analysis::report), "folded trace by trace");
            assertEquals(expected, assertStreamedAsKept(SEEDS_AND_SAMPLES, PerFileResults.folding(analysis::fold).lettingRecordsGo(),
                    analysis::run, analysis::report), "tables' rows let go once folded");
        }
    }

    @Test
    void hotspotsMergedAsFilesComeKeepNoFileAndAreThoseOfTheKeptSet() throws IOException {
        for (HotspotGrouping grouping : HotspotGrouping.values()) {
            HotspotAnalysis analysis = new HotspotAnalysis(grouping, 1_000);
            HotspotMerge merge = analysis.merge();
            HotspotReport expected = assertMergedAsTheyCome(PerFileResults.folding(analysis::fold).lettingRecordsGo(), merge::add,
                    set -> merge.report(TraceSets.symbols(set)), analysis::run);
            assertTrue(expected.matched() > 0, grouping::id);
            assertTrue(grouping != HotspotGrouping.FUNCTION || expected.hotspots().stream().anyMatch(h -> h.traces().size() > 1),
                    "functions merged across traces");
        }
    }

    @Test
    void callTreesMergedAsFilesComeKeepNoFileAndAreThatOfTheKeptSet() throws IOException {
        CallTreeAnalysis analysis = new CallTreeAnalysis();
        CallTreeMerge merge = analysis.merge();
        CallTree expected = assertMergedAsTheyCome(PerFileResults.folding(analysis::fold), merge::add,
                set -> merge.report(TraceSets.symbols(set)), analysis::run);
        assertTrue(expected.steps() > 500 && expected.traces() > 10, () -> expected.steps() + " steps");
    }

    @Test
    void statisticsAddedAsFilesComeKeepNoFileAndAreThoseOfTheKeptSet() throws IOException {
        StatisticsAnalysis analysis = new StatisticsAnalysis();
        StatisticsSum sum = analysis.sum();
        Statistics expected = assertMergedAsTheyCome(PerFileResults.folding(analysis::fold).lettingRecordsGo(),
                (file, part) -> sum.add(part),
                set -> sum.statistics(), analysis::run);
        assertEveryKindHasValues(expected);
    }

    /**
     * Reads the seeds and samples twice: kept whole and analysed with {@code run}, and handed
     * file by file, in order, to {@code add} and let go; both give the same result.
     */
    private static <R, X> X assertMergedAsTheyCome(PerFileResults<R> files, BiConsumer<TraceFile, R> add,
            Function<TraceSet, X> merged, Function<TraceSet, X> run) throws IOException {
        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            TraceSet kept = new TraceSetReader(formats.registry(), 2).read(SEEDS_AND_SAMPLES, "kept");
            TraceSet streamed = new TraceSetReader(formats.registry(), 2, files).read(SEEDS_AND_SAMPLES, "streamed", null,
                    files.mergingInto(add));
            assertTrue(streamed.getFiles().isEmpty(), "no file kept");
            X expected = run.apply(kept);
            assertEquals(expected, merged.apply(streamed));
            return expected;
        }
    }

    @Test
    void callTreesOfFilesAttributedAsReadAreThatOfTheKeptSet() throws IOException {
        CallTreeAnalysis analysis = new CallTreeAnalysis();
        CallTree expected = assertStreamedAsKept(SEEDS_AND_SAMPLES, analysis::file, analysis::run, analysis::report);
        assertEquals(expected, assertStreamedAsKept(SEEDS_AND_SAMPLES, PerFileResults.folding(analysis::fold), analysis::run,
                analysis::report), "folded trace by trace");
        assertTrue(expected.steps() > 500 && expected.rows() > 20, () -> expected.steps() + " steps, " + expected.rows() + " rows");
        assertTrue(expected.root().children().stream().anyMatch(n -> n.kind() == NodeKind.FUNCTION && n.children().size() > 1),
                "paths, not only flat functions");
    }

    @Test
    void statisticsOfFilesMeasuredAsReadAreThoseOfTheKeptSet() throws IOException {
        StatisticsAnalysis analysis = new StatisticsAnalysis();
        Statistics expected = assertStreamedAsKept(SEEDS_AND_SAMPLES, analysis::file, analysis::run,
                analysis::report);
        assertEveryKindHasValues(expected);
        assertEquals(expected, assertStreamedAsKept(SEEDS_AND_SAMPLES, PerFileResults.folding(analysis::fold).lettingRecordsGo(),
                analysis::run, analysis::report), "folded trace by trace, tables' rows let go");
    }

    /** Every kind but the preemptirq sections, which no sample records (EventPairingTest pairs them). */
    private static void assertEveryKindHasValues(Statistics stats) {
        for (LatencyKind kind : LatencyKind.values()) {
            if (kind != LatencyKind.IRQ_OFF && kind != LatencyKind.PREEMPT_OFF) {
                assertTrue(stats.of(kind).count() > 0, kind::toString);
            }
        }
    }

    @Test
    void overviewOfFilesFoldedTraceByTraceIsThatOfTheKeptSet() throws IOException {
        OverviewAnalysis analysis = new OverviewAnalysis();
        TraceSetOverview expected = assertStreamedAsKept(SEEDS_AND_SAMPLES, PerFileResults.folding(analysis::fold).lettingRecordsGo(),
                analysis::run, analysis::report);
        assertTrue(expected.steps() > 500 && expected.worst() != null, expected::toString);
    }

    @Test
    void aLongKernelLogIsFoldedPartByPartAndEachPartsLinesLetGoOnceCounted(@TempDir Path dir) throws IOException {
        // 100,000 lines a part (PrintkParser): three parts
        Path log = TestData.consoleLog(dir.resolve("console.log"), 250_500, -1);
        OverviewAnalysis analysis = new OverviewAnalysis();
        PerFileResults<FileOverview> files = PerFileResults.folding(analysis::fold);
        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            TraceSet kept = new TraceSetReader(formats.registry(), 2).read(List.of(log), "kept");
            TraceSet streamed = new TraceSetReader(formats.registry(), 2, files).read(List.of(log), "streamed");

            assertEquals(analysis.run(kept), analysis.report(streamed, files::get));
            FileOverview figures = files.get(streamed.getFiles().get(0));
            assertEquals(List.of(100_000, 100_000, 50_500), figures.logs().stream().map(LogFigures::lines).toList());
            assertEquals(250_500L, figures.logs().stream().mapToLong(LogFigures::measurements).sum());
            assertEquals(List.of(100_000, 100_000, 50_500), lineCounts(kept));
            assertEquals(List.of(0, 0, 0), lineCounts(streamed), "each part's lines let go once folded");
        }
    }

    /**
     * Logs of tables, each sample three times in one file (a {@code cat /proc/latencytimes} or
     * {@code perf sched latency} run in a loop): each table is folded as it ends and its rows let
     * go, the last one's too (its label is final: the file holds others); the figures are those
     * of the kept tables.
     */
    @Test
    void tablesOfALogOfTablesAreFoldedAsTheyEndAndTheirRowsLetGo(@TempDir Path dir) throws IOException {
        List<Path> logs = new ArrayList<>();
        for (String sample : List.of("samples/worst20/latencytimes-2.4.10-pre12.txt",
                "samples/public/perf_sched_latency_gregg_17tasks_TOTAL.txt",
                "samples/public/latency_hist_2.6.14-rc3-rt13_preemptoff_irqoff_mail.txt")) {
            Path log = dir.resolve("loop-" + TestData.path(sample).getFileName());
            byte[] text = Files.readAllBytes(TestData.path(sample));
            try (OutputStream out = Files.newOutputStream(log)) {
                for (int round = 0; round < 3; round++) {
                    out.write(text);
                    out.write('\n');
                }
            }
            logs.add(log);
        }
        OverviewAnalysis overview = new OverviewAnalysis();
        PerFileResults<FileOverview> files = PerFileResults.folding(overview::fold).lettingRecordsGo();
        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            TraceSet kept = new TraceSetReader(formats.registry(), 2).read(logs, "kept");
            TraceSet streamed = new TraceSetReader(formats.registry(), 2, files).read(logs, "streamed");
            assertEquals(overview.run(kept), overview.report(streamed, files::get));
            for (int f = 0; f < logs.size(); f++) {
                TraceFile keptFile = kept.getFiles().get(f);
                TraceFile streamedFile = streamed.getFiles().get(f);
                List<Integer> keptRecords = keptFile.getContents().stream().map(PerFileResultsTest::records).toList();
                List<Integer> left = streamedFile.getContents().stream().map(PerFileResultsTest::records).toList();
                String name = keptFile.getPath();
                assertTrue(keptRecords.size() >= 3 && keptRecords.stream().allMatch(n -> n > 0), name + " " + keptRecords);
                assertEquals(Collections.nCopies(keptRecords.size(), Integer.valueOf(0)), left, name + ": every table's records let go");
                FileOverview figures = files.get(streamedFile);
                assertEquals(keptRecords, IntStream.range(0, keptRecords.size())
                        .mapToObj(c -> figures.table(c).rows() + figures.table(c).bucketCount()).toList(), name);
            }
        }
    }

    /** @return the rows, tests or buckets a table, list or histogram holds */
    private static int records(TraceContent content) {
        if (content instanceof WorstTable t) {
            return t.getRows().size();
        }
        if (content instanceof ResultTable r) {
            return r.getTests().size();
        }
        if (content instanceof Histogram h) {
            return h.getSeries().stream().mapToInt(s -> s.getBuckets().size()).sum();
        }
        return -1;
    }

    private static List<Integer> lineCounts(TraceSet set) {
        return set.getFiles().get(0).getContents().stream().map(c -> ((PrintkLog) c).getLines().size()).toList();
    }

    /** v1.0.5 to v1.1.5 traces of the latency patch, as mailed. */
    private static final List<String> MANY_CLASSIC = List.of("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt",
            "samples/public/old_v1.1.5_smp_kjournald_415us_cpu1_2cpus.txt",
            "samples/public/old_v1.0.7_ksoftirqd_1537us_wakeup_pid_column_wrapped.txt");

    /**
     * @param files per-file results that fold
     * @param held told, as each content of a file ends, how many of the file's traces still hold steps
     * @return {@code files}, watched
     */
    private static <R> TraceSetReader.WhenRead watched(PerFileResults<R> files, List<Integer> held) {
        return new TraceSetReader.WhenRead() {
            @Override
            public void finished(TraceFile file, TraceContent content, SymbolLookup symbols) {
                files.finished(file, content, symbols);
                held.add(Integer.valueOf((int) file.getContents().stream()
                        .filter(c -> c instanceof LatencyTrace t && t.getSteps() != null).count()));
            }

            @Override
            public void read(TraceFile file, SymbolLookup symbols) {
                files.read(file, symbols);
            }
        };
    }

    /**
     * One file of many classic latency traces, one after another (a folder of lt.* files
     * concatenated): as the ftrace traces below, each folded as it ends.
     */
    @Test
    void classicTracesOfOneFileAreFoldedAsTheyEndAndGiveTheKeptResults(@TempDir Path dir) throws IOException {
        Path many = dir.resolve("lt.all");
        try (OutputStream out = Files.newOutputStream(many)) {
            for (int round = 0; round < 3; round++) {
                for (String sample : MANY_CLASSIC) {
                    out.write(Files.readAllBytes(TestData.path(sample)));
                    out.write('\n');
                }
            }
        }
        List<Path> paths = List.of(many);
        OverviewAnalysis overview = new OverviewAnalysis();
        PerFileResults<FileOverview> overviews = PerFileResults.folding(overview::fold);
        List<Integer> held = new ArrayList<>();
        TraceSetOverview expected = assertStreamedAsKept(paths, watched(overviews, held), overviews::get, overview::run,
                overview::report);
        int traces = 3 * MANY_CLASSIC.size();
        assertEquals(traces, expected.contents().latencyTraces(), expected::toString);
        List<Integer> expectedHeld = new ArrayList<>(Collections.nCopies(traces, Integer.valueOf(0)));
        expectedHeld.set(0, Integer.valueOf(1));
        assertEquals(expectedHeld, held, "traces holding steps when one ends");
        CallTreeAnalysis tree = new CallTreeAnalysis();
        assertStreamedAsKept(paths, PerFileResults.folding(tree::fold), tree::run, tree::report);
        for (HotspotGrouping grouping : HotspotGrouping.values()) {
            HotspotAnalysis analysis = new HotspotAnalysis(grouping, 0);
            assertStreamedAsKept(paths, PerFileResults.folding(analysis::fold), analysis::run, analysis::report);
        }
    }

    /**
     * A syslog of preempt-timing reports (four -RT reports, three times): each report is folded
     * and its stack let go as it ends, because the file's table of violations comes after the
     * last report rather than after the first (1 GB of reports held every stack before).
     */
    @Test
    void violationReportsOfOneFileAreFoldedAsTheyEndAndTheirTableComesLast(@TempDir Path dir) throws IOException {
        Path syslog = dir.resolve("messages");
        byte[] reports = Files.readAllBytes(TestData.path("samples/public/critical_section_violates_heath_rt_U6_timestamps_4reports.txt"));
        try (OutputStream out = Files.newOutputStream(syslog)) {
            for (int round = 0; round < 3; round++) {
                out.write(reports);
            }
        }
        OverviewAnalysis overview = new OverviewAnalysis();
        PerFileResults<FileOverview> overviews = PerFileResults.folding(overview::fold);
        List<Integer> held = new ArrayList<>();
        TraceSetOverview expected = assertStreamedAsKept(List.of(syslog), watched(overviews, held), overviews::get,
                overview::run, overview::report);
        assertEquals(12, expected.contents().latencyTraces(), expected::toString);
        List<Integer> expectedHeld = new ArrayList<>(Collections.nCopies(12, Integer.valueOf(0)));
        expectedHeld.set(0, Integer.valueOf(1));
        assertEquals(expectedHeld, held, "reports holding their stack when one ends");

        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            List<TraceContent> contents = new TraceSetReader(formats.registry(), 1).read(List.of(syslog), "kept")
                    .getFiles().get(0).getContents();
            assertEquals(13, contents.size());
            ResultTable table = (ResultTable) contents.get(12);
            assertEquals(12, table.getTests().size());
            assertEquals(contents.get(0).getFirstLine(), table.getFirstLine());
            assertEquals(contents.get(11).getLastLine(), table.getLastLine());
        }
        for (HotspotGrouping grouping : HotspotGrouping.values()) {
            HotspotAnalysis analysis = new HotspotAnalysis(grouping, 0);
            assertStreamedAsKept(List.of(syslog), PerFileResults.folding(analysis::fold), analysis::run, analysis::report);
        }
    }

    /**
     * One file of many traces (ftrace samples, each with its header, one after another, as a
     * capture saved trace after trace): each trace is folded in and its steps dropped as soon
     * as the reader completes it (the first once a second follows), before the file's end, and
     * every analysis that folds gives what it gives over the file read and kept; a file of one
     * trace keeps its label.
     */
    @Test
    void tracesOfOneFileAreFoldedAsTheyEndAndGiveTheKeptResults(@TempDir Path dir) throws IOException {
        Path many = dir.resolve("many-traces.txt");
        try (OutputStream out = Files.newOutputStream(many)) {
            for (int round = 0; round < 3; round++) {
                for (String sample : MANY_TRACES) {
                    out.write(Files.readAllBytes(TestData.path(sample)));
                }
            }
        }
        Path one = dir.resolve("one-trace.txt");
        Files.copy(TestData.path(MANY_TRACES.get(0)), one);
        List<Path> paths = List.of(many, one);

        OverviewAnalysis overview = new OverviewAnalysis();
        PerFileResults<FileOverview> overviews = PerFileResults.folding(overview::fold);
        List<Integer> heldWhenFinished = new ArrayList<>();
        TraceSetReader.WhenRead watched = watched(overviews, heldWhenFinished);
        TraceSetOverview expected;
        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            TraceSet kept = new TraceSetReader(formats.registry(), 1).read(paths, "kept");
            TraceSet streamed = new TraceSetReader(formats.registry(), 1, watched).read(paths, "streamed");
            expected = overview.run(kept);
            assertEquals(expected, overview.report(streamed, overviews::get));
        }
        int traces = 3 * MANY_TRACES.size();
        assertEquals(traces, expected.contents().latencyTraces() - 1);
        // the first trace waits for the second (its label is "path" or "path#1"), then each goes as it
        // ends; the trace of one-trace.txt waits for its file's end
        List<Integer> expectedHeld = new ArrayList<>(Collections.nCopies(traces + 1, Integer.valueOf(0)));
        expectedHeld.set(0, Integer.valueOf(1));
        expectedHeld.set(traces, Integer.valueOf(1));
        assertEquals(expectedHeld, heldWhenFinished, "traces holding steps when one ends");
        assertTrue(expected.worst().trace().contains("#"), () -> "a label of a file of many traces: " + expected.worst());
        assertEquals(one.toString(), expected.files().get(1).worst().trace(), "a file of one trace: its path, no #1");

        for (HotspotGrouping grouping : HotspotGrouping.values()) {
            HotspotAnalysis analysis = new HotspotAnalysis(grouping, 0);
            assertStreamedAsKept(paths, PerFileResults.folding(analysis::fold), analysis::run, analysis::report);
        }
        StatisticsAnalysis stats = new StatisticsAnalysis();
        assertStreamedAsKept(paths, PerFileResults.folding(stats::fold), stats::run, stats::report);
        CallTreeAnalysis tree = new CallTreeAnalysis();
        assertStreamedAsKept(paths, PerFileResults.folding(tree::fold), tree::run, tree::report);
        NestingAnalysis nesting = new NestingAnalysis();
        NestingReport profiles = assertStreamedAsKept(paths, PerFileResults.folding(nesting::fold), nesting::run,
                nesting::report);
        assertEquals(one.toString(), profiles.profiles().get(profiles.profiles().size() - 1).trace(), "one trace: its path");
        CaptureTimelineAnalysis timeline = new CaptureTimelineAnalysis();
        assertStreamedAsKept(paths, PerFileResults.folding(timeline::fold), set -> timeline.run(set, 5),
                (set, files) -> timeline.report(set, 5, files));
    }

    @Test
    void captureTimelineOfFilesReadAsTheyComeIsThatOfTheKeptSet() throws IOException {
        // ftrace's default format places its traces by boot time, from their first steps
        CaptureTimelineAnalysis analysis = new CaptureTimelineAnalysis();
        CaptureTimeline boot = assertStreamedAsKept(List.of(TestData.path("samples/ftrace/events-default-format.txt")),
                (file, names) -> analysis.file(file), set -> analysis.run(set, 5), (set, files) -> analysis.report(set, 5, files));
        assertEquals(CaptureClock.BOOT, boot.clock());
        assertTrue(!boot.captures().isEmpty());
        CaptureTimeline fileTime = assertStreamedAsKept(SEEDS_AND_SAMPLES, (file, names) -> analysis.file(file),
                set -> analysis.run(set, 5), (set, files) -> analysis.report(set, 5, files));
        assertEquals(CaptureClock.FILE_TIME, fileTime.clock());
    }

    @Test
    void nestingOfFilesFollowedAsReadIsThatOfTheKeptSet() throws IOException {
        // preempt counts (v1.0.x, NMI bits in 04010001) and ftrace flag columns
        NestingAnalysis analysis = new NestingAnalysis();
        NestingReport expected = assertStreamedAsKept(SEEDS_AND_SAMPLES, analysis::file, analysis::run, analysis::report);
        assertEquals(expected, assertStreamedAsKept(SEEDS_AND_SAMPLES, PerFileResults.folding(analysis::fold), analysis::run,
                analysis::report), "folded trace by trace");
        assertTrue(expected.profiles().stream().anyMatch(p -> p.source().equals("ftrace-flags")));
        assertTrue(expected.profiles().stream().anyMatch(p -> p.context(NestingContext.NMI).maxDepth() > 0),
                "an NMI entered through do_nmi");
    }
}
