// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.latscope.analysis.events.TimerlatBreakdown;
import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.FileStatistics;
import org.latscope.analysis.stats.LogBucket;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.analysis.stats.StatisticsSum;
import org.latscope.formats.TraceFormatRegistry;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code latscope stats PATH... [--buckets] [--series] [--json] [--unit UNIT]}: latency distributions per
 * kind (trace latency, step delta, record latency, histogram buckets, and what events and tracer
 * samples measure), with a series per irq, vector, task or CPU for the latter.
 */
@Command(name = "stats", mixinStandardHelpOptions = true, description = {
        "Latency distributions of the trace set per kind (trace latency, step delta, record latency, "
                + "histogram buckets; from events: irq handler, softirq, wakeup latency, irq-off and preempt-off "
                + "sections, hrtimer; from tracers: timerlat irq and thread, osnoise, hwlat): count, min, mean, "
                + "p50, p90, p99, p99.9, max and log-scale buckets.",
        "Exit codes: 0 every line understood, 2 some lines not understood, 1 usage or I/O error." })
public final class StatsCommand implements Callable<Integer> {

    private final TraceFormatRegistry registry;

    @Spec
    private CommandSpec spec;

    @Mixin
    private InputOptions input;

    @Option(names = "--buckets", description = "Also print the log-scale buckets (JSON always has them).")
    private boolean buckets;

    @Option(names = "--series", description = "Also print the series of the kinds measured from events: per irq, "
            + "softirq vector, task, caller or CPU (JSON always has them).")
    private boolean series;

    /** @param registry the installed formats */
    public StatsCommand(TraceFormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        Unit unit = input.unit(spec);
        StatisticsAnalysis analysis = new StatisticsAnalysis();
        PerFileResults<FileStatistics> files = PerFileResults.folding(analysis::fold).lettingRecordsGo();
        StatisticsSum sum = analysis.sum();
        TraceInput.Loaded loaded = input.load(spec, registry, files, files.mergingInto((file, part) -> sum.add(part)));
        if (loaded.set() == null) {
            return Integer.valueOf(loaded.code());
        }
        Statistics stats = sum.statistics();
        PrintWriter out = spec.commandLine().getOut();
        if (input.json) {
            AnalysisJson.stats(out, stats, unit.id());
        } else {
            DistributionJson.textHeader(out, unit);
            for (Distribution d : stats.distributions()) {
                if (!d.listed() && stats.unpairedOf(d.kind()) == 0) {
                    continue; // a folder without events lists the four kinds it always did
                }
                DistributionJson.text(out, d.kind().id(), d, unit);
                if (series) {
                    for (Statistics.Series s : stats.seriesOf(d.kind())) {
                        DistributionJson.text(out, "  " + s.name(), s.distribution(), unit); //$NON-NLS-1$
                    }
                }
                if (d.kind().fromEvents() && stats.unpairedOf(d.kind()) > 0) {
                    out.println(Messages.format("stats.unpaired", Long.valueOf(stats.unpairedOf(d.kind())))); //$NON-NLS-1$
                }
                if (buckets) {
                    for (LogBucket b : d.buckets()) {
                        out.println(String.format("    [%s, %s) %d", unit.text(b.lowerNs()), unit.text(b.upperNs()), //$NON-NLS-1$
                                Long.valueOf(b.count())));
                    }
                }
            }
        }
        if (!input.json) {
            for (TimerlatBreakdown b : stats.timerlat()) {
                out.println();
                out.println(Messages.format("stats.timerlat", Integer.valueOf(b.cpu()), unit.text(b.threadLatencyNs()), //$NON-NLS-1$
                        b.irqLatencyNs() < 0 ? "-" : unit.text(b.irqLatencyNs()), unit.id())); //$NON-NLS-1$
                for (TimerlatBreakdown.Part p : b.parts()) {
                    out.println(String.format("  %-16s %-32s %10s %5.1f %%", p.what().id(), p.key(), unit.text(p.ns()), //$NON-NLS-1$
                            Double.valueOf(100.0 * p.ns() / Math.max(1, b.threadLatencyNs()))));
                }
            }
        }
        out.flush();
        return Integer.valueOf(loaded.code());
    }
}
