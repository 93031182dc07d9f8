// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.latscope.analysis.Durations;
import org.latscope.analysis.FileFold;
import org.latscope.analysis.compare.Comparison;
import org.latscope.analysis.compare.DistributionComparison;
import org.latscope.analysis.compare.KeyComparison;
import org.latscope.analysis.compare.RunComparison;
import org.latscope.analysis.hotspots.FileHotspots;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotMerge;
import org.latscope.analysis.stats.FileStatistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.analysis.stats.StatisticsSum;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.model.support.TraceSets;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code latscope compare A B [--min D] [--by KEY] [--top N] [--json] [--unit U]}: two runs side
 * by side, per hotspot key and per latency distribution.
 */
@Command(name = "compare", mixinStandardHelpOptions = true, description = {
        "Compare two runs (each a file, folder or archive): per hotspot key (as 'hotspots' groups them) "
                + "count and max in each, difference and ratio, new and vanished keys; and the latency distributions.",
        "Exit codes: 0 every line understood, 2 some lines not understood, 1 usage or I/O error." })
public final class CompareCommand implements Callable<Integer> {

    private final TraceFormatRegistry registry;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A", description = "The first run.")
    private Path a;

    @Parameters(index = "1", paramLabel = "B", description = "The second run.")
    private Path b;

    @Option(names = "--min", paramLabel = "DURATION", defaultValue = "0", description = "Hotspot threshold, as for 'hotspots'.")
    private String min;

    @Option(names = "--by", paramLabel = "KEY", defaultValue = "function",
            description = "function, caller, marker, location or cause (default: ${DEFAULT-VALUE}).")
    private String by;

    @Option(names = "--top", paramLabel = "N", description = "Print only the N keys that changed most.")
    private int top = Integer.MAX_VALUE;

    @Option(names = "--json", description = "Print JSON (see docs/cli.md) instead of text.")
    private boolean json;

    @Option(names = "--unit", paramLabel = "UNIT", defaultValue = "us", description = "ns, us, ms or s (default: ${DEFAULT-VALUE}).")
    private String unitId;

    @Option(names = "--threads", paramLabel = "N", description = "Files read at once (default: every core).")
    private int threads = Runtime.getRuntime().availableProcessors();

    /** What a run's files yield: their hotspots and their values. */
    private record FileResults(FileHotspots hotspots, FileStatistics stats) {
    }

    /**
     * One run, merged file by file in set order and each file let go once merged: two folders
     * of 100,000 files are never held whole.
     */
    private static final class Run {
        final HotspotMerge hotspots;
        final StatisticsSum stats;
        private final PerFileResults<FileResults> files;

        Run(HotspotAnalysis hotspotAnalysis, StatisticsAnalysis statistics) {
            hotspots = hotspotAnalysis.merge();
            stats = statistics.sum();
            files = PerFileResults.folding(() -> FileFold.both(hotspotAnalysis.fold(), statistics.fold(), FileResults::new))
                    .lettingRecordsGo();
        }

        TraceInput.Loaded read(TraceFormatRegistry registry, Path path, int threads, PrintWriter err) {
            return TraceInput.read(registry, List.of(path), threads, err, files, files.mergingInto((file, r) -> {
                hotspots.add(file, r.hotspots());
                stats.add(r.stats());
            }));
        }
    }

    /** @param registry the installed formats */
    public CompareCommand(TraceFormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        Unit unit;
        long minNs;
        HotspotGrouping grouping;
        try {
            unit = new Unit(unitId);
            minNs = Durations.parseNanos(min, unit.id());
            grouping = HotspotGrouping.of(by);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), Messages.format("option.bad", e.getMessage())); //$NON-NLS-1$
        }
        PrintWriter err = spec.commandLine().getErr();
        RunComparison comparison = new RunComparison(grouping, minNs);
        HotspotAnalysis hotspots = comparison.hotspots();
        StatisticsAnalysis stats = new StatisticsAnalysis();
        Run ra = new Run(hotspots, stats);
        TraceInput.Loaded la = ra.read(registry, a, threads, err);
        if (la.set() == null) {
            return Integer.valueOf(la.code());
        }
        Run rb = new Run(hotspots, stats);
        TraceInput.Loaded lb = rb.read(registry, b, threads, err);
        if (lb.set() == null) {
            return Integer.valueOf(lb.code());
        }
        Comparison c = comparison.compare(ra.hotspots.report(TraceSets.symbols(la.set())), ra.stats.statistics(),
                rb.hotspots.report(TraceSets.symbols(lb.set())), rb.stats.statistics());
        List<KeyComparison> keys = c.keys().subList(0, Math.min(Math.max(0, top), c.keys().size()));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            AnalysisJson.compare(out, c, keys, unit.id());
        } else {
            out.println(Messages.format("compare.title", a, b, grouping.id(), unit.text(minNs), unit.id())); //$NON-NLS-1$
            out.println(Messages.format("compare.header", unit.id())); //$NON-NLS-1$
            for (KeyComparison k : keys) {
                out.println(String.format("%-9s %8d %8d %+8d %8s %10s %10s  %s", k.change().id(), Long.valueOf(k.countA()), //$NON-NLS-1$
                        Long.valueOf(k.countB()), Long.valueOf(k.countDelta()), ratio(k.countRatio()), unit.text(k.maxA()),
                        unit.text(k.maxB()), k.key()));
            }
            out.println();
            DistributionJson.textHeader(out, unit);
            for (DistributionComparison d : c.distributions()) {
                DistributionJson.text(out, d.kind().id() + " A", d.a(), unit); //$NON-NLS-1$
                DistributionJson.text(out, d.kind().id() + " B", d.b(), unit); //$NON-NLS-1$
            }
        }
        out.flush();
        return Integer.valueOf(Math.max(la.code(), lb.code()));
    }

    private static String ratio(double r) {
        return Double.isNaN(r) ? "-" : String.format(java.util.Locale.ROOT, "%.3f", Double.valueOf(r)); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
