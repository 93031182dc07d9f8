// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.posexplode;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.expressions.WindowSpec;

/**
 * The farm's per-file rows merged per group with Spark's aggregations, the same merges
 * {@code latscope hotspots} and {@code latscope stats} do file by file over a folder:
 * hotspots summed per key (their traces in set order), histograms summed per value, unpaired
 * events and osnoise interference summed, the worst timerlat breakdown per CPU kept (the first
 * of equals in set order), and the worst traces ranked.
 */
final class FarmTables {

    private static final Column MACHINE = col("machine"); //$NON-NLS-1$
    private static final Column KERNEL = col("kernel"); //$NON-NLS-1$

    private final Dataset<Row> files;

    /** @param files the rows of {@link FarmSchema#FILE}, cached: every table reads them */
    FarmTables(Dataset<Row> files) {
        this.files = files;
    }

    /** @return per group: files, bytes, steps considered and matched, whether every line was understood, read seconds */
    Dataset<Row> groups() {
        return files.groupBy(MACHINE, KERNEL).agg(expr("count(*) as files"), sum("size").as("bytes"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                sum("considered").as("considered"), sum("matched").as("matched"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                expr("bool_and(understood) as understood"), sum("seconds").as("seconds"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                sum("diagnostic_count").as("diagnostics"), //$NON-NLS-1$ //$NON-NLS-2$
                expr("count_if(exists(diagnostics, d -> d.code = '" + FileAnalysis.FAILED + "')) as failed")); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** @return per group and key: count, total, max and the traces it appears in, in set order */
    Dataset<Row> hotspots() {
        return files.select(MACHINE, KERNEL, col("file_index"), explode(col("hotspots")).as("h")) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                .groupBy(MACHINE, KERNEL, col("h.key").as("key")) //$NON-NLS-1$ //$NON-NLS-2$
                .agg(sum("h.count").as("count"), sum("h.total_ns").as("total_ns"), max("h.max_ns").as("max_ns"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$
                        expr("flatten(transform(sort_array(collect_list(struct(file_index, h.traces))), p -> p.traces)) as traces")); //$NON-NLS-1$
    }

    /** @return per group, kind, series (null for the kind's own) and distinct value: its weight summed, a mergeable histogram */
    Dataset<Row> histograms() {
        return files.select(MACHINE, KERNEL, explode(col("values")).as("v")) //$NON-NLS-1$ //$NON-NLS-2$
                .groupBy(MACHINE, KERNEL, col("v.kind").as("kind"), col("v.series").as("series"), col("v.value_ns").as("value_ns")) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$
                .agg(sum("v.weight").as("weight")); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** @return per group and kind from events: how many of its events could not be paired */
    Dataset<Row> unpaired() {
        return files.select(MACHINE, KERNEL, explode(col("unpaired")).as("u")) //$NON-NLS-1$ //$NON-NLS-2$
                .groupBy(MACHINE, KERNEL, col("u.kind").as("kind")).agg(sum("u.n").as("n")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
    }

    /** @return per group, CPU and counter: the osnoise interference summed */
    Dataset<Row> interference() {
        return files.select(MACHINE, KERNEL, explode(col("interference")).as("i")) //$NON-NLS-1$ //$NON-NLS-2$
                .select(MACHINE, KERNEL, col("i.cpu").as("cpu"), posexplode(col("i.counts")).as(new String[] { "counter", "n" })) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
                .groupBy(MACHINE, KERNEL, col("cpu"), col("counter")).agg(sum("n").as("n")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
    }

    /** @return per group and CPU: the worst timerlat breakdown, the first in set order of equals */
    Dataset<Row> timerlat() {
        WindowSpec worst = Window.partitionBy(MACHINE, KERNEL, col("t.cpu")) //$NON-NLS-1$
                .orderBy(col("t.thread_ns").desc(), col("file_index").asc(), col("t.order").asc()); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        return files.select(MACHINE, KERNEL, col("file_index"), explode(col("timerlat")).as("t")) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                .withColumn("rank", row_number().over(worst)).where(col("rank").equalTo(1)) //$NON-NLS-1$ //$NON-NLS-2$
                .select(MACHINE, KERNEL, col("t.*")); //$NON-NLS-1$
    }

    /**
     * @param n how many per group
     * @return per group its {@code n} worst latency traces, worst first (then by label)
     */
    Dataset<Row> worstTraces(int n) {
        WindowSpec worst = Window.partitionBy(MACHINE, KERNEL).orderBy(col("t.latency_ns").desc(), col("t.label").asc()); //$NON-NLS-1$ //$NON-NLS-2$
        return files.select(MACHINE, KERNEL, explode(col("traces")).as("t")) //$NON-NLS-1$ //$NON-NLS-2$
                .withColumn("rank", row_number().over(worst)).where(col("rank").leq(n)) //$NON-NLS-1$ //$NON-NLS-2$
                .select(MACHINE, KERNEL, col("rank"), col("t.label").as("label"), col("t.format").as("format"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
                        col("t.latency_ns").as("latency_ns")); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** @return every file's diagnostics (the first {@value FileAnalysis#DIAGNOSTICS_KEPT} of each), failed reads among them */
    Dataset<Row> diagnostics() {
        return files.select(MACHINE, KERNEL, explode(col("diagnostics")).as("d")).select(MACHINE, KERNEL, col("d.*")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }
}
