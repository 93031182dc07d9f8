// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.Callable;

import org.latscope.analysis.Durations;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.report.FileReport;
import org.latscope.report.Report;
import org.latscope.report.ReportAnalysis;
import org.latscope.report.ReportExport;
import org.latscope.report.ReportFormat;
import org.latscope.report.ReportOptions;
import org.latscope.report.ReportSection;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceLookup;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code latscope report PATH... -o FILE [--format html|text|md|csv] [--source TREE]...
 * [--compare OTHER] [--min D] [--unit U] [--force]}: the set's report, written atomically;
 * an existing FILE is replaced only with {@code --force}.
 */
@Command(name = "report", mixinStandardHelpOptions = true, description = {
        "Write a report of the traces: summary, the worst traces' timelines, worst-N rows, call attribution, "
                + "hotspots with annotated source, latency histograms and, with --compare, another run against them.",
        "HTML is one self-contained page; text is mail-ready (72 columns); md is Markdown; csv is a folder of "
                + "one file per table. The format follows FILE's extension unless --format is given.",
        "Exit codes: 0 every line understood, 2 some lines not understood, 1 usage or I/O error "
                + "(FILE exists without --force: FILE is left untouched)." })
public final class ReportCommand implements Callable<Integer> {

    private final TraceFormatRegistry registry;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Files, folders or archives, read as one trace set.")
    private List<Path> paths;

    @Option(names = { "-o", "--output" }, required = true, paramLabel = "FILE",
            description = "The report file (for csv, a folder receiving one file per table).")
    private Path output;

    @Option(names = "--format", paramLabel = "FORMAT", description = "html, text, md or csv (default: from FILE's extension).")
    private String format;

    @Option(names = "--source", paramLabel = "TREE", description = "A kernel source tree for the excerpts "
            + "(default: the trees of a kernel-src folder in or above a PATH, else the kernel source in /usr/src "
            + "and /lib/modules/*/build, as for 'source'); repeatable.")
    private List<Path> sources = new ArrayList<>();

    @Option(names = "--compare", paramLabel = "OTHER", description = "Another run (file, folder or archive) to compare with.")
    private Path compare;

    @Option(names = "--min", paramLabel = "DURATION", defaultValue = "0", description = "Hotspot threshold, as for 'hotspots'.")
    private String min;

    @Option(names = "--unit", paramLabel = "UNIT", defaultValue = "us", description = "ns, us, ms or s (default: ${DEFAULT-VALUE}).")
    private String unit;

    @Option(names = "--force", description = "Replace FILE when it exists.")
    private boolean force;

    @Option(names = "--threads", paramLabel = "N", description = "Files read at once (default: every core).")
    private int threads = Runtime.getRuntime().availableProcessors();

    /** @param registry the installed formats */
    public ReportCommand(TraceFormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        ReportFormat fmt;
        ReportOptions options;
        try {
            fmt = format == null ? ReportFormat.of(output) : ReportFormat.of(format);
            options = ReportOptions.defaults().withUnit(unit).withMinNs(Durations.parseNanos(min, unit));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), Messages.format("option.bad", e.getMessage())); //$NON-NLS-1$
        }
        PrintWriter err = spec.commandLine().getErr();
        if (!force && !fmt.isFolder() && Files.exists(output)) {
            err.println(Messages.format("report.exists", output)); //$NON-NLS-1$
            return Integer.valueOf(TraceInput.IO_ERROR);
        }
        ReportAnalysis.SourceInput source;
        try {
            source = source();
        } catch (IOException e) {
            err.println(Messages.format("input.ioError", String.valueOf(e.getMessage()))); //$NON-NLS-1$
            return Integer.valueOf(TraceInput.IO_ERROR);
        }
        ReportAnalysis analysis = new ReportAnalysis(options);
        PerFileResults<FileReport> files = PerFileResults.folding(analysis::fold);
        TraceInput.Loaded loaded = TraceInput.read(registry, paths, threads, err, files);
        if (loaded.set() == null) {
            return Integer.valueOf(loaded.code());
        }
        int code = loaded.code();
        ReportAnalysis.Other other = null;
        if (compare != null) {
            ReportAnalysis theirs = new ReportAnalysis(options.withSections(EnumSet.of(ReportSection.HOTSPOTS)));
            PerFileResults<FileReport> otherFiles = PerFileResults.folding(theirs::fold);
            TraceInput.Loaded lb = TraceInput.read(registry, List.of(compare), threads, err, otherFiles);
            if (lb.set() == null) {
                return Integer.valueOf(lb.code());
            }
            code = Math.max(code, lb.code());
            other = new ReportAnalysis.Other(compare.toString(), lb.set(), theirs, otherFiles::get);
        }
        try {
            Report report = analysis.report(loaded.set(), files::get, source, other);
            ReportExport.write(report, fmt, output, force);
        } catch (FileAlreadyExistsException e) {
            err.println(Messages.format("report.exists", e.getFile())); //$NON-NLS-1$
            return Integer.valueOf(TraceInput.IO_ERROR);
        } catch (IOException e) {
            err.println(Messages.format("report.failed", output, String.valueOf(e.getMessage()))); //$NON-NLS-1$
            return Integer.valueOf(TraceInput.IO_ERROR);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(Messages.format("report.written", output, fmt.id())); //$NON-NLS-1$
        out.flush();
        return Integer.valueOf(code);
    }

    /**
     * The trees given, else those of a kernel-src folder near the traces, else the system's kernel
     * source, as for {@code source}; null when there are none.
     */
    private ReportAnalysis.SourceInput source() throws IOException {
        SourceLookup lookup = new SourceLookup(SourceCache.ofUser());
        List<Path> trees = sources.isEmpty() ? lookup.defaultTrees(paths) : sources;
        if (trees.isEmpty()) {
            return null;
        }
        for (Path p : trees) {
            if (!Files.exists(p)) {
                throw new IOException(Messages.format("report.noTree", p)); //$NON-NLS-1$
            }
        }
        return new ReportAnalysis.SourceInput(lookup, lookup.open(trees));
    }
}
