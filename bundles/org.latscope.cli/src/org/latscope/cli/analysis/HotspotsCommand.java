// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.latscope.analysis.Durations;
import org.latscope.analysis.hotspots.FileHotspots;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotMerge;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.model.support.TraceSets;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code latscope hotspots PATH... [--min 100us] [--by function|caller|marker|location|cause|irq|softirq|task|event]
 * [--top N] [--json] [--unit UNIT]}: steps (and rows) that reach a threshold, grouped.
 */
@Command(name = "hotspots", mixinStandardHelpOptions = true, description = {
        "Group the steps whose delta reaches --min (and worst-N / irq-off rows whose latency does) "
                + "by function, caller, mcount marker, source location or cause; the irq handlers, softirqs and "
                + "wakeup latencies of an events capture by irq, softirq vector or woken task, and event steps by "
                + "event name: count, total, max, traces.",
        "Exit codes: 0 every line understood, 2 some lines not understood, 1 usage or I/O error." })
public final class HotspotsCommand implements Callable<Integer> {

    private final TraceFormatRegistry registry;

    @Spec
    private CommandSpec spec;

    @Mixin
    private InputOptions input;

    @Option(names = "--min", paramLabel = "DURATION", defaultValue = "0",
            description = "Threshold, e.g. 100us or 0.1ms; a bare number is in --unit (default: every step).")
    private String min;

    @Option(names = "--by", paramLabel = "KEY", defaultValue = "function",
            description = "function, caller, marker, location, cause, irq, softirq, task or event "
                    + "(default: ${DEFAULT-VALUE}).")
    private String by;

    @Option(names = "--top", paramLabel = "N", description = "Print only the N most frequent keys.")
    private int top = Integer.MAX_VALUE;

    /** @param registry the installed formats */
    public HotspotsCommand(TraceFormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        Unit unit = input.unit(spec);
        long minNs;
        HotspotGrouping grouping;
        try {
            minNs = Durations.parseNanos(min, unit.id());
            grouping = HotspotGrouping.of(by);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), Messages.format("option.bad", e.getMessage())); //$NON-NLS-1$
        }
        HotspotAnalysis analysis = new HotspotAnalysis(grouping, minNs);
        PerFileResults<FileHotspots> files = PerFileResults.folding(analysis::fold).lettingRecordsGo();
        HotspotMerge merge = analysis.merge();
        TraceInput.Loaded loaded = input.load(spec, registry, files, files.mergingInto(merge::add));
        if (loaded.set() == null) {
            return Integer.valueOf(loaded.code());
        }
        HotspotReport report = merge.report(TraceSets.symbols(loaded.set())).top(Math.max(0, top));
        if (report.considered() == 0) {
            nothingToGroup(spec.commandLine().getErr(), grouping);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (input.json) {
            AnalysisJson.hotspots(out, report, unit.id());
        } else {
            text(out, report, unit);
        }
        out.flush();
        return Integer.valueOf(loaded.code());
    }

    /**
     * Says on stderr why nothing was counted, and which grouping counts what the set holds: a
     * folder of violation reports printed an empty table and "0 of 0 steps and rows".
     */
    private static void nothingToGroup(PrintWriter err, HotspotGrouping grouping) {
        if (grouping.intervals() != null || grouping == HotspotGrouping.EVENT) {
            err.println(Messages.format("hotspots.noEvents", grouping.id(), grouping == HotspotGrouping.EVENT //$NON-NLS-1$
                    ? "events" : grouping.intervals().beginEvent() + " and " + grouping.intervals().endEvent())); //$NON-NLS-1$ //$NON-NLS-2$
            return;
        }
        err.println(grouping.groupsWorstRows() ? Messages.format("hotspots.noRows", grouping.id()) //$NON-NLS-1$
                : Messages.format("hotspots.noSteps", grouping.id(), //$NON-NLS-1$
                        grouping == HotspotGrouping.FUNCTION ? Messages.format("hotspots.noStepsIrq") : "")); //$NON-NLS-1$ //$NON-NLS-2$
        err.flush();
    }

    private static void text(PrintWriter out, HotspotReport report, Unit unit) {
        out.println(Messages.format("hotspots.title", report.grouping().id(), unit.text(report.minNs()), unit.id(), //$NON-NLS-1$
                Long.valueOf(report.matched()), Long.valueOf(report.considered())));
        out.println(String.format("%8s %12s %12s %6s  %s", Messages.format("hotspots.count"), //$NON-NLS-1$ //$NON-NLS-2$
                Messages.format("hotspots.total", unit.id()), Messages.format("hotspots.max", unit.id()), //$NON-NLS-1$ //$NON-NLS-2$
                Messages.format("hotspots.traces"), Messages.format("hotspots.key"))); //$NON-NLS-1$ //$NON-NLS-2$
        TextRow row = new TextRow();
        for (Hotspot h : report.hotspots()) {
            out.println(row.right(h.count(), 8).text(" ").right(unit.text(h.totalNs()), 12).text(" ") //$NON-NLS-1$
                    .right(unit.text(h.maxNs()), 12).text(" ").right(h.traces().size(), 6).text("  ").text(h.key()).end()); //$NON-NLS-1$ //$NON-NLS-2$
        }
    }
}
