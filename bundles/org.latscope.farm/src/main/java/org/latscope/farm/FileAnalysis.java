// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.latscope.analysis.FileFold;
import org.latscope.analysis.TraceContents;
import org.latscope.analysis.events.TimerlatBreakdown;
import org.latscope.analysis.hotspots.FileHotspots;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotMerge;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.analysis.overview.TraceFacts;
import org.latscope.analysis.stats.FileStatistics;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.cli.analysis.PerFileResults;
import org.latscope.formats.DiagnosticCode;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.support.RankedLatency;
import org.latscope.model.support.TraceSets;

import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * What an executor does with one file of a farm: reads it with the headless readers and folds
 * it with the hotspots' and the statistics' per-file analyses, exactly as {@code latscope
 * hotspots} and {@code latscope stats} do each file of a folder ({@link PerFileResults}), and
 * makes a {@link FarmSchema#FILE} row of the results. A file whose read or analysis fails
 * becomes a row with a {@code farm-failed} diagnostic: one bad file never fails the job.
 */
final class FileAnalysis {

    /** The code of the diagnostic a failed file gets. */
    static final String FAILED = "farm-failed"; //$NON-NLS-1$
    /** At most this many diagnostics of a file go to the table; the row counts them all. */
    static final int DIAGNOSTICS_KEPT = 100;

    private final TraceFormatRegistry registry;
    private final FarmSettings settings;

    FileAnalysis(TraceFormatRegistry registry, FarmSettings settings) {
        this.registry = registry;
        this.settings = settings;
    }

    /** The per-file results of both analyses, folded in one pass over the file. */
    private record Both(FileHotspots hotspots, FileStatistics statistics) {
    }

    Row analyse(FarmFile f) {
        long start = System.nanoTime();
        try {
            return read(f, start);
        } catch (Exception | LinkageError | StackOverflowError | OutOfMemoryError e) {
            // the task goes on with the next file; the output says which file failed and why
            Row failure = RowFactory.create(f.path(), Integer.valueOf(0), Integer.valueOf(0), "ERROR", FAILED, //$NON-NLS-1$
                    e.getClass().getName() + ": " + e.getMessage(), null); //$NON-NLS-1$
            return RowFactory.create(f.machine(), f.kernel(), f.folder(), f.path(), Integer.valueOf(f.index()),
                    Long.valueOf(f.size()), Boolean.FALSE, Double.valueOf(seconds(start)), Long.valueOf(0), Long.valueOf(0),
                    seq(List.of()), seq(List.of()), seq(List.of()), seq(List.of()), seq(List.of()), seq(List.of(failure)),
                    Long.valueOf(1), seq(List.of()));
        }
    }

    private Row read(FarmFile f, long start) throws Exception {
        HotspotAnalysis hot = new HotspotAnalysis(settings.grouping(), settings.minNs());
        StatisticsAnalysis stats = new StatisticsAnalysis();
        PerFileResults<Both> files = PerFileResults
                .folding(() -> FileFold.both(hot.fold(), stats.fold(), Both::new)).lettingRecordsGo();
        HotspotMerge merge = hot.merge();
        Parts parts = new Parts();
        List<Row> diagnostics = new ArrayList<>();
        List<Row> traces = new ArrayList<>();
        long[] diagnosticCount = { 0 };
        boolean[] understood = { true };
        TraceSet set = new TraceSetReader(registry, 1, files).read(List.of(Path.of(f.path())), f.path(), null,
                files.mergingInto((file, both) -> {
                    merge.add(file, both.hotspots());
                    parts.order++;
                    both.statistics().parts(parts);
                    understood[0] &= TraceFacts.understood(file);
                    for (ParseDiagnostic d : file.getDiagnostics()) {
                        if (diagnosticCount[0]++ < DIAGNOSTICS_KEPT) {
                            diagnostics.add(RowFactory.create(file.getPath(), Integer.valueOf(d.getLine()),
                                    Integer.valueOf(d.getColumn()), String.valueOf(d.getSeverity()), DiagnosticCode.of(d).id(),
                                    String.valueOf(d.getReason()), d.getText()));
                        }
                    }
                    for (int c = 0; c < file.getContents().size(); c++) {
                        TraceContent content = file.getContents().get(c);
                        if (content instanceof LatencyTrace trace) {
                            traces.add(RowFactory.create(TraceContents.label(file, c), String.valueOf(file.getFormatId()),
                                    Long.valueOf(RankedLatency.of(trace).ns())));
                        }
                    }
                }));
        HotspotReport report = merge.report(TraceSets.symbols(set));
        List<Row> hotspots = new ArrayList<>(report.hotspots().size());
        for (Hotspot h : report.hotspots()) {
            hotspots.add(RowFactory.create(h.key(), Long.valueOf(h.count()), Long.valueOf(h.totalNs()), Long.valueOf(h.maxNs()),
                    seq(h.traces())));
        }
        return RowFactory.create(f.machine(), f.kernel(), f.folder(), f.path(), Integer.valueOf(f.index()),
                Long.valueOf(f.size()), Boolean.valueOf(understood[0]), Double.valueOf(seconds(start)),
                Long.valueOf(report.considered()), Long.valueOf(report.matched()), seq(hotspots), seq(parts.values),
                seq(parts.unpaired), seq(parts.interference), seq(parts.timerlat), seq(diagnostics),
                Long.valueOf(diagnosticCount[0]), seq(traces));
    }

    /** An array column's value: a Scala sequence, as Spark's row encoder takes it. */
    static <T> Seq<T> seq(List<T> list) {
        return CollectionConverters.asScala(list).toSeq();
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }

    /** The statistics' parts as rows; {@code order} is the read file's place in the farm file (an archive holds several). */
    private static final class Parts implements FileStatistics.Parts {
        final List<Row> values = new ArrayList<>();
        final List<Row> unpaired = new ArrayList<>();
        final List<Row> interference = new ArrayList<>();
        final List<Row> timerlat = new ArrayList<>();
        long order;

        @Override
        public void value(LatencyKind kind, String series, long valueNs, long weight) {
            values.add(RowFactory.create(kind.name(), series, Long.valueOf(valueNs), Long.valueOf(weight)));
        }

        @Override
        public void unpaired(LatencyKind kind, long n) {
            unpaired.add(RowFactory.create(kind.name(), Long.valueOf(n)));
        }

        @Override
        public void interference(int cpu, long[] counts) {
            List<Long> list = new ArrayList<>(counts.length);
            for (long c : counts) {
                list.add(Long.valueOf(c));
            }
            interference.add(RowFactory.create(Integer.valueOf(cpu), seq(list)));
        }

        @Override
        public void timerlat(TimerlatBreakdown b) {
            List<Row> partRows = new ArrayList<>();
            for (TimerlatBreakdown.Part p : b.parts()) {
                partRows.add(RowFactory.create(p.what().name(), p.key(), Long.valueOf(p.ns())));
            }
            timerlat.add(RowFactory.create(Integer.valueOf(b.cpu()), Long.valueOf(b.threadLatencyNs()),
                    Long.valueOf(b.irqLatencyNs()), Long.valueOf(b.expiryNs()), Long.valueOf(b.sampleNs()),
                    Long.valueOf(order), seq(partRows)));
        }
    }
}
