// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.latscope.analysis.FileFold;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.calls.FileCallTree;
import org.latscope.analysis.hotspots.FileHotspots;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.source.AnalysisRefs;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceLookup;
import org.latscope.source.SourceRefs;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceTree;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code latscope source PATH... [--source TREE]... [--json] [--unit UNIT]}: the set's
 * references resolved against the kernel source tree nearest to its release.
 */
@Command(name = "source", mixinStandardHelpOptions = true, description = {
        "Resolve the references of the traces (LINE/FILE locations, functions, started/ended-at points, "
                + "mcount markers) against a kernel source tree: per line its records and text, per function "
                + "its definition and time, and what did not resolve.",
        "Without --source, the trees of a kernel-src folder in or above a PATH are used (the sample folder has one), "
                + "else the kernel source installed in /usr/src (Debian's linux-source-* archives and folders, "
                + "linux-headers-*) and /lib/modules/*/build.",
        "Exit codes: 0 every line understood, 2 some lines not understood, 1 usage or I/O error." })
public final class SourceCommand implements Callable<Integer> {

    private record FileRefs(FileCallTree tree, FileHotspots locations, FileHotspots markers) {
    }

    private final TraceFormatRegistry registry;

    @Spec
    private CommandSpec spec;

    @Mixin
    private InputOptions input;

    @Option(names = "--source", paramLabel = "TREE",
            description = "A kernel source tree: a folder or a .tar.xz/.tar.gz archive (extracted once into the cache); "
                    + "repeat it to let the set pick the tree nearest to its release.")
    private List<Path> sources = new ArrayList<>();

    /** @param registry the installed formats */
    public SourceCommand(TraceFormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        Unit unit = input.unit(spec);
        SourceLookup lookup = new SourceLookup(SourceCache.ofUser());
        List<Path> treePaths = sources.isEmpty() ? lookup.defaultTrees(input.paths) : sources;
        if (treePaths.isEmpty()) {
            throw new ParameterException(spec.commandLine(), Messages.format("source.noTree")); //$NON-NLS-1$
        }
        PrintWriter err = spec.commandLine().getErr();
        for (Path p : treePaths) {
            if (!Files.exists(p)) {
                err.println(Messages.format("input.noSuchFile", p)); //$NON-NLS-1$
                return Integer.valueOf(TraceInput.IO_ERROR);
            }
        }
        List<SourceTree> trees;
        try {
            trees = lookup.open(treePaths);
        } catch (IOException e) {
            err.println(Messages.format("input.ioError", String.valueOf(e.getMessage()))); //$NON-NLS-1$
            return Integer.valueOf(TraceInput.IO_ERROR);
        }
        CallTreeAnalysis calls = new CallTreeAnalysis();
        HotspotAnalysis locations = new HotspotAnalysis(HotspotGrouping.LOCATION, 0);
        HotspotAnalysis markers = new HotspotAnalysis(HotspotGrouping.MARKER, 0);
        PerFileResults<FileRefs> files = PerFileResults.folding(() -> FileFold.both(calls.fold(),
                FileFold.both(locations.fold(), markers.fold(), (l, m) -> new FileRefs(null, l, m)),
                (tree, rows) -> new FileRefs(tree, rows.locations(), rows.markers())));
        TraceInput.Loaded loaded = input.load(spec, registry, files);
        if (loaded.set() == null) {
            return Integer.valueOf(loaded.code());
        }
        SourceRefs refs = AnalysisRefs.of(loaded.set(), calls.report(loaded.set(), f -> files.get(f).tree()),
                locations.report(loaded.set(), f -> files.get(f).locations()),
                markers.report(loaded.set(), f -> files.get(f).markers()));
        SourceReport report;
        try {
            report = lookup.resolve(trees, loaded.set(), refs);
        } catch (IOException e) {
            err.println(Messages.format("input.ioError", String.valueOf(e.getMessage()))); //$NON-NLS-1$
            return Integer.valueOf(TraceInput.IO_ERROR);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (input.json) {
            SourceOutput.json(out, report, unit);
        } else {
            SourceOutput.text(out, report, unit);
        }
        out.flush();
        return Integer.valueOf(loaded.code());
    }
}
