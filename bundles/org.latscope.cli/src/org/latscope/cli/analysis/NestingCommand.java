// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.latscope.analysis.nesting.ContextNesting;
import org.latscope.analysis.nesting.FileNesting;
import org.latscope.analysis.nesting.NestingAnalysis;
import org.latscope.analysis.nesting.NestingInterval;
import org.latscope.analysis.nesting.NestingProfile;
import org.latscope.analysis.nesting.NestingReport;
import org.latscope.cli.summary.JsonWriter;
import org.latscope.formats.TraceFormatRegistry;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code latscope nesting PATH... [--intervals] [--json] [--unit UNIT]}: per trace, the depth of
 * hard irq, soft irq, preemption, NMI and PREEMPT_ACTIVE over time.
 */
@Command(name = "nesting", mixinStandardHelpOptions = true, description = {
        "Per latency trace: the deepest hard irq, softirq, preemption, NMI and PREEMPT_ACTIVE nesting "
                + "(from the preempt count or the ftrace flag column) and the time spent at each depth.",
        "Exit codes: 0 every line understood, 2 some lines not understood, 1 usage or I/O error." })
public final class NestingCommand implements Callable<Integer> {

    private final TraceFormatRegistry registry;

    @Spec
    private CommandSpec spec;

    @Mixin
    private InputOptions input;

    @Option(names = "--intervals", description = "Also print every interval at depth 1 or more (JSON always has them).")
    private boolean intervals;

    /** @param registry the installed formats */
    public NestingCommand(TraceFormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        Unit unit = input.unit(spec);
        NestingAnalysis analysis = new NestingAnalysis();
        PerFileResults<FileNesting> files = PerFileResults.folding(analysis::fold);
        TraceInput.Loaded loaded = input.load(spec, registry, files);
        if (loaded.set() == null) {
            return Integer.valueOf(loaded.code());
        }
        NestingReport report = analysis.report(loaded.set(), files::get);
        PrintWriter out = spec.commandLine().getOut();
        if (input.json) {
            json(out, report, unit);
        } else {
            text(out, report, unit);
        }
        out.flush();
        return Integer.valueOf(loaded.code());
    }

    private void text(PrintWriter out, NestingReport report, Unit unit) {
        out.println(Messages.format("nesting.title", Integer.valueOf(report.profiles().size()), //$NON-NLS-1$
                Integer.valueOf(report.skipped()), unit.id()));
        for (NestingProfile p : report.profiles()) {
            out.println(Messages.format("nesting.trace", p.trace(), p.source())); //$NON-NLS-1$
            for (ContextNesting c : p.contexts()) {
                StringBuilder times = new StringBuilder();
                for (int d = 0; d <= c.maxDepth(); d++) {
                    times.append(d == 0 ? "" : ", ").append(d).append(": ").append(unit.text(c.timeAt(d))); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                }
                out.println(String.format("  %-15s max %2d  %s", c.context().id(), Integer.valueOf(c.maxDepth()), times)); //$NON-NLS-1$
                if (intervals) {
                    for (NestingInterval i : c.intervals()) {
                        out.println(String.format("    depth %2d  %12s - %12s", Integer.valueOf(i.depth()), //$NON-NLS-1$
                                unit.text(i.startNs()), unit.text(i.endNs())));
                    }
                }
            }
        }
    }

    private static void json(PrintWriter out, NestingReport report, Unit unit) {
        JsonWriter w = new JsonWriter(out).beginObject();
        w.name("skipped").value(report.skipped()); //$NON-NLS-1$
        w.name("traces").beginArray(); //$NON-NLS-1$
        for (NestingProfile p : report.profiles()) {
            w.beginObject().name("trace").value(p.trace()).name("source").value(p.source()); //$NON-NLS-1$ //$NON-NLS-2$
            w.name("contexts").beginObject(); //$NON-NLS-1$
            for (ContextNesting c : p.contexts()) {
                w.name(c.context().id()).beginObject();
                w.name("max_depth").value(c.maxDepth()); //$NON-NLS-1$
                w.name(unit.field("time_at_depth")).beginArray(); //$NON-NLS-1$
                for (int d = 0; d <= c.maxDepth(); d++) {
                    w.value(unit.value(c.timeAt(d)));
                }
                w.endArray();
                w.name("intervals").beginArray(); //$NON-NLS-1$
                for (NestingInterval i : c.intervals()) {
                    w.beginObject().name("depth").value(i.depth()); //$NON-NLS-1$
                    w.name(unit.field("start")).value(unit.value(i.startNs())); //$NON-NLS-1$
                    w.name(unit.field("end")).value(unit.value(i.endNs())).endObject(); //$NON-NLS-1$
                }
                w.endArray().endObject();
            }
            w.endObject().endObject();
        }
        w.endArray().endObject().finish();
    }
}
