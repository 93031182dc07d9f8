// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.latscope.analysis.overview.FileOverview;
import org.latscope.analysis.overview.OverviewAnalysis;
import org.latscope.analysis.overview.OverviewTotals;
import org.latscope.cli.analysis.PerFileResults;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code latscope summary PATH... [--json]}: per file, the format, what it holds, the header
 * fields and the diagnostics. Exit code 0 when every line was understood, 2 when some were
 * not, 1 on a usage or I/O error.
 */
@Command(name = "summary", mixinStandardHelpOptions = true, description = {
        "Read files, folders or archives (.gz, .tar, .tar.gz, .tgz, .zip) and print, per file: "
                + "format, contents, header fields and diagnostics.",
        "Exit codes: 0 every line understood, 2 some lines not understood, 1 usage or I/O error." })
public final class SummaryCommand implements Callable<Integer> {

    /** Exit code: some lines were not understood. */
    public static final int PARTIAL = 2;

    private final TraceFormatRegistry registry;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Files, folders or archives.")
    private List<Path> paths;

    @Option(names = "--json", description = "Print JSON (see docs/cli.md) instead of text.")
    private boolean json;

    @Option(names = "--threads", paramLabel = "N", description = "Files read at once (default: every core).")
    private int threads = Runtime.getRuntime().availableProcessors();

    /** @param registry the installed formats */
    public SummaryCommand(TraceFormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        OverviewAnalysis analysis = new OverviewAnalysis();
        PerFileResults<FileOverview> files = PerFileResults.folding(analysis::fold).lettingRecordsGo()
                .countingSteps();
        OverviewTotals totals = new OverviewTotals();
        SummaryPrinter printer = json ? new JsonSummary(out) : new TextSummary(out);
        try {
            // each file is printed once it and those before it are read, then let go: a folder
            // of 100,000 files is never held whole
            new TraceSetReader(registry, threads, files).read(paths, String.join(" ", paths.stream().map(Path::toString).toList()), //$NON-NLS-1$
                    null, file -> {
                        FileOverview part = files.take(file);
                        printer.file(file, part);
                        totals.add(part);
                        return false;
                    });
        } catch (NoSuchFileException e) {
            err.println(Messages.format("summary.noSuchFile", e.getFile())); //$NON-NLS-1$
            return Integer.valueOf(1);
        } catch (IOException e) {
            err.println(Messages.format("summary.ioError", String.valueOf(e.getMessage()))); //$NON-NLS-1$
            return Integer.valueOf(1);
        }
        int code = totals.understood() ? 0 : PARTIAL;
        printer.end(totals, code);
        out.flush();
        return Integer.valueOf(code);
    }
}
