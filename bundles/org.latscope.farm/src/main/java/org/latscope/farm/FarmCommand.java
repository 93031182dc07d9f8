// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.apache.spark.sql.SparkSession;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code latscope farm ROOT -o OUT [--master local[*]|spark://HOST:PORT] [--group PATTERN | --manifest FILE] [--force]}:
 * hotspots and statistics of every machine's kernels over a farm, on Apache Spark, with each
 * machine's kernels compared. A plain JVM's main, not an OSGi application: Spark does not run
 * inside OSGi ({@code ./latscope farm} starts it; {@code spark-submit} runs the same main).
 */
@Command(name = "farm", mixinStandardHelpOptions = true, description = {
        "Hotspots and latency distributions of every group (machine and kernel) of a farm, on Apache Spark: "
                + "Parquet tables (hotspots, histograms, distributions, worst_traces, diagnostics, comparisons), "
                + "per group the JSON of latscope hotspots --json and stats --json on its folder, per machine its "
                + "kernels compared, and farm.json, the index the explorer opens.",
        "Exit codes: 0 every line understood, 2 some lines not understood or files failed, 1 usage or I/O error." })
public final class FarmCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "ROOT", arity = "0..1", description = "The farm's folder: ROOT/MACHINE/KERNEL/... (see --group).")
    private Path root;

    @Option(names = { "-o", "--output" }, required = true, paramLabel = "OUT",
            description = "Output folder (local, hdfs://, s3a://); never replaced without --force.")
    private String out;

    @Option(names = "--master", paramLabel = "URL", defaultValue = "local[*]",
            description = "Spark master: local[*] (default), local[N] or spark://HOST:PORT.")
    private String master;

    @Option(names = "--group", paramLabel = "PATTERN", defaultValue = FarmLayout.DEFAULT_PATTERN,
            description = "Folder levels below ROOT naming MACHINE and KERNEL; other words are levels that name nothing "
                    + "(default: ${DEFAULT-VALUE}; e.g. LAB/MACHINE/KERNEL).")
    private String group;

    @Option(names = "--manifest", paramLabel = "FILE",
            description = "Lines MACHINE KERNEL FOLDER instead of a ROOT laid out by --group.")
    private Path manifest;

    @Option(names = "--force", description = "Replace OUT when it exists.")
    private boolean force;

    @Option(names = "--by", paramLabel = "KEY", defaultValue = "function", description = "Hotspots grouping, as latscope hotspots --by.")
    private String by;

    @Option(names = "--min", paramLabel = "DURATION", defaultValue = "0", description = "Hotspots threshold, as latscope hotspots --min.")
    private String min;

    @Option(names = "--unit", paramLabel = "UNIT", defaultValue = "us", description = "Unit of the JSON documents' times.")
    private String unit;

    @Option(names = "--worst", paramLabel = "N", defaultValue = "20", description = "Worst traces kept per group.")
    private int worst;

    @Option(names = "--conf", paramLabel = "KEY=VALUE", description = "A Spark setting, e.g. spark.executor.memory=4g.")
    private List<String> conf = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter outText = spec.commandLine().getOut();
        FarmSettings settings;
        try {
            settings = new FarmSettings(by, min, unit, worst);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if ((root == null) == (manifest == null)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "give ROOT or --manifest FILE, not both"); //$NON-NLS-1$
        }
        if (!master.startsWith("local") && root != null && !root.isAbsolute()) { //$NON-NLS-1$
            root = root.toAbsolutePath(); // executors elsewhere do not share this folder
        }
        long walkStart = System.nanoTime();
        FarmLayout layout;
        try {
            layout = manifest != null ? FarmLayout.manifest(manifest) : FarmLayout.walk(root, group);
        } catch (IllegalArgumentException e) {
            err.println("latscope farm: " + e.getMessage()); //$NON-NLS-1$
            return Integer.valueOf(1);
        }
        double walk = seconds(walkStart);
        long sparkStart = System.nanoTime();
        SparkSession.Builder builder = SparkSession.builder().appName("latscope farm").master(master) //$NON-NLS-1$
                .config("spark.ui.enabled", "false") //$NON-NLS-1$ //$NON-NLS-2$
                .config("spark.sql.shuffle.partitions", "8"); //$NON-NLS-1$ //$NON-NLS-2$
        boolean classPathGiven = false;
        for (String c : conf) {
            int eq = c.indexOf('=');
            if (eq <= 0) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--conf " + c + ": expected KEY=VALUE"); //$NON-NLS-1$ //$NON-NLS-2$
            }
            builder.config(c.substring(0, eq), c.substring(eq + 1));
            classPathGiven |= c.startsWith("spark.executor.extraClassPath=") || c.startsWith("spark.jars="); //$NON-NLS-1$ //$NON-NLS-2$
        }
        if (master.startsWith("spark://") && !classPathGiven) { //$NON-NLS-1$
            // a standalone cluster on machines that share this installation: executors get the same jars
            builder.config("spark.executor.extraClassPath", System.getProperty("java.class.path")); //$NON-NLS-1$ //$NON-NLS-2$
        }
        try (SparkSession spark = builder.getOrCreate()) {
            double startup = seconds(sparkStart);
            long jobStart = System.nanoTime();
            FarmJob.Result result = new FarmJob(spark, settings).run(layout, out, force);
            double job = seconds(jobStart);
            print(outText, layout, result, walk, startup, job);
            return Integer.valueOf(result.understood() && result.failed() == 0 ? 0 : 2);
        } catch (FarmException e) {
            err.println("latscope farm: " + e.getMessage()); //$NON-NLS-1$
            return Integer.valueOf(1);
        }
    }

    private static void print(PrintWriter out, FarmLayout layout, FarmJob.Result result, double walk, double startup, double job) {
        long bytes = layout.files().stream().mapToLong(FarmFile::size).sum();
        out.println(String.format(Locale.ROOT, "farm: %d groups, %d files, %.1f MB -> %s", //$NON-NLS-1$
                Integer.valueOf(result.groups().size()), Long.valueOf(result.files()), Double.valueOf(bytes / 1048576.0), result.out()));
        out.println(String.format(Locale.ROOT, "  listing %.2f s, Spark start-up %.2f s, job %.2f s", //$NON-NLS-1$
                Double.valueOf(walk), Double.valueOf(startup), Double.valueOf(job)));
        FarmJob.Figures f = result.figures();
        out.println(String.format(Locale.ROOT, "  read and analyse %.2f s (files' own time %.2f s, %.3f ms a file), " //$NON-NLS-1$
                + "merge and write %.2f s, shuffle %.1f KB (%.1f KB a group)", Double.valueOf(f.analyseSeconds()), //$NON-NLS-1$
                Double.valueOf(f.fileSeconds()), Double.valueOf(1000 * f.fileSeconds() / Math.max(1, result.files())),
                Double.valueOf(f.mergeSeconds()), Double.valueOf(f.shuffleBytes() / 1024.0),
                Double.valueOf(f.shuffleBytes() / 1024.0 / Math.max(1, result.groups().size()))));
        result.missing().forEach((machine, kernels) -> out.println("  " + machine + " has no runs of " + String.join(", ", kernels))); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        if (result.failed() > 0) {
            out.println("  " + result.failed() + " files could not be read: see the diagnostics table (code farm-failed)"); //$NON-NLS-1$ //$NON-NLS-2$
        }
        if (!layout.outside().isEmpty()) {
            out.println("  " + layout.outside().size() + " files in no group (diagnostics, code farm-outside-group)"); //$NON-NLS-1$ //$NON-NLS-2$
        }
        out.flush();
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }

    /**
     * @param args the command line
     */
    public static void main(String[] args) {
        System.exit(new CommandLine(new FarmCommand()).execute(args));
    }
}
