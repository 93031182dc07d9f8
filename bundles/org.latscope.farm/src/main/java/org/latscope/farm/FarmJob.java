// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import static org.apache.spark.sql.types.DataTypes.DoubleType;
import static org.apache.spark.sql.types.DataTypes.IntegerType;
import static org.apache.spark.sql.types.DataTypes.LongType;
import static org.apache.spark.sql.types.DataTypes.StringType;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;
import org.latscope.analysis.compare.Comparison;
import org.latscope.analysis.compare.KeyChange;
import org.latscope.analysis.compare.RunComparison;
import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.Statistics;
import org.latscope.cli.analysis.AnalysisJson;
import org.latscope.formats.PluginTraceFormats;
import org.latscope.model.events.TracerSamples;

/**
 * The farm job: the files of every group read and analysed on the executors (partitions of
 * about equal bytes), the per-file results merged per group with Spark's aggregations
 * ({@link FarmTables}), written as Parquet tables and, per group, as the JSON of
 * {@code latscope hotspots --json} and {@code latscope stats --json} on the group's folder;
 * per machine its kernels compared as {@code latscope compare} does.
 */
public final class FarmJob {

    /** A rise of the headline p99 beyond this ratio from one kernel to the next is marked a regression. */
    static final double REGRESSION = 1.10;

    private final SparkSession spark;
    private final FarmSettings settings;

    /**
     * @param spark the session (local or a cluster's)
     * @param settings what to compute
     */
    public FarmJob(SparkSession spark, FarmSettings settings) {
        this.spark = spark;
        this.settings = settings;
    }

    /** What a run found: its groups, and whether every file was read and understood. */
    public record Result(List<GroupResult> groups, Map<String, List<String>> missing, long files, long failed,
            boolean understood, String out, Figures figures) {
    }

    /**
     * What the run cost, for the benchmark and the docs.
     *
     * @param analyseSeconds wall time of the read-and-analyse stage (every file, on the executors)
     * @param fileSeconds the files' read-and-analyse time added up (one core's work)
     * @param mergeSeconds wall time of the rest: aggregations, tables, JSON documents
     * @param shuffleBytes bytes the aggregations shuffled
     */
    public record Figures(double analyseSeconds, double fileSeconds, double mergeSeconds, long shuffleBytes) {
    }

    /**
     * @param layout the groups and their files
     * @param out the output folder (local, {@code hdfs://}, {@code s3a://})
     * @param force whether an existing output folder may be replaced
     * @return what was found
     * @throws IOException when the output cannot be written
     */
    public Result run(FarmLayout layout, String out, boolean force) throws IOException {
        FarmOutput output = new FarmOutput(out, spark.sparkContext().hadoopConfiguration(), force);
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        List<List<FarmFile>> partitions = SizePartitions.of(layout.files(), Math.max(1, jsc.defaultParallelism() * 4));
        FarmSettings s = settings;
        JavaRDD<Row> rows = jsc.parallelize(partitions, Math.max(1, partitions.size())).mapPartitions(part -> {
            // one registry per task: plugin.xml read once, not per file
            FileAnalysis analysis = new FileAnalysis(PluginTraceFormats.registry(), s);
            List<Row> done = new ArrayList<>();
            while (part.hasNext()) {
                for (FarmFile f : part.next()) {
                    done.add(analysis.analyse(f));
                }
            }
            return done.iterator();
        });
        Dataset<Row> files = spark.createDataFrame(rows, FarmSchema.FILE).persist(StorageLevel.MEMORY_AND_DISK());
        ShuffleBytes shuffle = new ShuffleBytes();
        spark.sparkContext().addSparkListener(shuffle);
        try {
            long start = System.nanoTime();
            files.count(); // every file read and analysed once, kept for the aggregations
            double analyse = (System.nanoTime() - start) / 1e9;
            start = System.nanoTime();
            FarmTables tables = new FarmTables(files);
            Map<String, GroupResult> groups = new LinkedHashMap<>();
            for (FarmGroup g : layout.groups()) {
                groups.put(g.name(), new GroupResult(g));
            }
            for (Row r : tables.groups().collectAsList()) {
                group(groups, r).totals(r);
            }
            // each aggregation computed once: written as a table, then collected from the cache
            Dataset<Row> hotspots = tables.hotspots().persist(StorageLevel.MEMORY_AND_DISK());
            hotspots.write().mode(SaveMode.ErrorIfExists).parquet(output.table("hotspots")); //$NON-NLS-1$
            for (Row r : hotspots.collectAsList()) {
                group(groups, r).hotspot(r);
            }
            hotspots.unpersist();
            Dataset<Row> histograms = tables.histograms().persist(StorageLevel.MEMORY_AND_DISK());
            histograms.write().parquet(output.table("histograms")); //$NON-NLS-1$
            for (Row r : histograms.collectAsList()) {
                group(groups, r).value(r);
            }
            histograms.unpersist();
            for (Row r : tables.unpaired().collectAsList()) {
                group(groups, r).unpaired(r);
            }
            for (Row r : tables.interference().collectAsList()) {
                group(groups, r).interference(r, TracerSamples.INTERFERENCE.length);
            }
            for (Row r : tables.timerlat().collectAsList()) {
                group(groups, r).timerlat(r);
            }
            tables.worstTraces(settings.worst()).write().parquet(output.table("worst_traces")); //$NON-NLS-1$
            List<Row> notes = notes(layout);
            tables.diagnostics().unionByName(spark.createDataFrame(notes, DIAGNOSTIC)).write()
                    .parquet(output.table("diagnostics")); //$NON-NLS-1$
            List<GroupResult> results = new ArrayList<>(groups.values());
            long failed = results.stream().mapToLong(g -> g.failed).sum();
            for (GroupResult g : results) {
                g.finish(settings);
                output.write("groups/" + g.group.name() + "/hotspots.json", //$NON-NLS-1$ //$NON-NLS-2$
                        w -> AnalysisJson.hotspots(w, g.report(), settings.unit()));
                output.write("groups/" + g.group.name() + "/stats.json", //$NON-NLS-1$ //$NON-NLS-2$
                        w -> AnalysisJson.stats(w, g.statistics(), settings.unit()));
            }
            spark.createDataFrame(distributionRows(results), DISTRIBUTION).write().parquet(output.table("distributions")); //$NON-NLS-1$
            List<KernelStep> steps = compare(results, output);
            spark.createDataFrame(steps.stream().map(KernelStep::row).toList(), KernelStep.SCHEMA).write()
                    .parquet(output.table("comparisons")); //$NON-NLS-1$
            boolean understood = results.stream().allMatch(g -> g.understood);
            new FarmSummary(layout, settings, results, steps, failed).write(output);
            double fileSeconds = results.stream().mapToDouble(g -> g.seconds).sum();
            Figures figures = new Figures(analyse, fileSeconds, (System.nanoTime() - start) / 1e9, shuffle.bytes.sum());
            return new Result(results, layout.missingKernels(), layout.files().size(), failed, understood, output.uri(), figures);
        } finally {
            spark.sparkContext().removeSparkListener(shuffle);
            files.unpersist();
        }
    }

    /** Adds up what the job's tasks wrote to the shuffle. */
    private static final class ShuffleBytes extends SparkListener {
        final LongAdder bytes = new LongAdder();

        @Override
        public void onTaskEnd(SparkListenerTaskEnd end) {
            if (end.taskMetrics() != null) {
                bytes.add(end.taskMetrics().shuffleWriteMetrics().bytesWritten());
            }
        }
    }

    private static GroupResult group(Map<String, GroupResult> groups, Row r) {
        return groups.get(r.getString(r.fieldIndex("machine")) + "/" + r.getString(r.fieldIndex("kernel"))); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    private static final StructType DIAGNOSTIC = new StructType(new StructField[] { field("machine", StringType), //$NON-NLS-1$
            field("kernel", StringType), field("path", StringType), field("line", IntegerType), field("column", IntegerType), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            field("severity", StringType), field("code", StringType), field("reason", StringType), field("text", StringType) }); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$

    private static final StructType DISTRIBUTION = new StructType(new StructField[] { field("machine", StringType), //$NON-NLS-1$
            field("kernel", StringType), field("kind", StringType), field("series", StringType), field("count", LongType), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            field("min_ns", LongType), field("mean_ns", DoubleType), field("p50_ns", LongType), field("p90_ns", LongType), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            field("p99_ns", LongType), field("p99_9_ns", LongType), field("max_ns", LongType) }); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$

    static StructField field(String name, DataType type) {
        return new StructField(name, type, true, Metadata.empty());
    }

    /** Diagnostics of the layout: machines that lack a kernel others ran, files in no group. */
    private static List<Row> notes(FarmLayout layout) {
        List<Row> notes = new ArrayList<>();
        layout.missingKernels().forEach((machine, kernels) -> kernels.forEach(k -> notes.add(RowFactory.create(machine, k, null,
                Integer.valueOf(0), Integer.valueOf(0), "WARNING", "farm-missing-kernel", //$NON-NLS-1$ //$NON-NLS-2$
                machine + " has no runs of kernel " + k + ", which other machines ran", null)))); //$NON-NLS-1$ //$NON-NLS-2$
        for (String path : layout.outside()) {
            notes.add(RowFactory.create(null, null, path, Integer.valueOf(0), Integer.valueOf(0), "WARNING", "farm-outside-group", //$NON-NLS-1$ //$NON-NLS-2$
                    "in no group: above the --group pattern's folders", null)); //$NON-NLS-1$
        }
        return notes;
    }

    private static List<Row> distributionRows(List<GroupResult> groups) {
        List<Row> rows = new ArrayList<>();
        for (GroupResult g : groups) {
            Statistics st = g.statistics();
            for (Distribution d : st.distributions()) {
                rows.add(distributionRow(g, d, null));
            }
            for (Statistics.Series series : st.series()) {
                rows.add(distributionRow(g, series.distribution(), series.name()));
            }
        }
        return rows;
    }

    private static Row distributionRow(GroupResult g, Distribution d, String series) {
        return RowFactory.create(g.group.machine(), g.group.kernel(), d.kind().id(), series, Long.valueOf(d.count()),
                Long.valueOf(d.minNs()), Double.valueOf(d.meanNs()), Long.valueOf(d.p50Ns()), Long.valueOf(d.p90Ns()),
                Long.valueOf(d.p99Ns()), Long.valueOf(d.p999Ns()), Long.valueOf(d.maxNs()));
    }

    /** Each machine's kernels in version order, each compared with the one before it, as {@code latscope compare} does. */
    private List<KernelStep> compare(List<GroupResult> groups, FarmOutput output) throws IOException {
        Map<String, List<GroupResult>> byMachine = new LinkedHashMap<>();
        for (GroupResult g : groups) {
            byMachine.computeIfAbsent(g.group.machine(), m -> new ArrayList<>()).add(g);
        }
        RunComparison comparison = new RunComparison(settings.grouping(), settings.minNs());
        List<KernelStep> steps = new ArrayList<>();
        for (List<GroupResult> kernels : byMachine.values()) {
            kernels.sort((x, y) -> KernelOrder.compare(x.group.kernel(), y.group.kernel()));
            for (int i = 1; i < kernels.size(); i++) {
                GroupResult a = kernels.get(i - 1);
                GroupResult b = kernels.get(i);
                Comparison c = comparison.compare(a.report(), a.statistics(), b.report(), b.statistics());
                output.write("compare/" + a.group.machine() + "/" + a.group.kernel() + "..." + b.group.kernel() + ".json", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                        w -> AnalysisJson.compare(w, c, c.keys(), settings.unit()));
                Distribution da = a.headline();
                Distribution db = b.statistics().of(da.kind());
                steps.add(new KernelStep(a.group.machine(), a.group.kernel(), b.group.kernel(), da.kind().id(), da.p99Ns(),
                        db.p99Ns(), da.maxNs(), db.maxNs(), c.with(KeyChange.NEW).size(), c.with(KeyChange.VANISHED).size(),
                        da.count() > 0 && db.count() > 0 && db.p99Ns() > da.p99Ns() * REGRESSION));
            }
        }
        return steps;
    }
}
