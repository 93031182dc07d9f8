// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.calls.CallTreeMerge;
import org.latscope.analysis.calls.FileCallTree;
import org.latscope.cli.summary.JsonWriter;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.model.support.TraceSets;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code latscope tree PATH... [--inverted] [--depth N] [--json] [--unit UNIT]}: the call tree
 * (callers down to callees) with self and total time, count, longest step and traces.
 */
@Command(name = "tree", mixinStandardHelpOptions = true, description = {
        "Rebuild call paths from the steps' (function, parent) pairs, function_graph nesting, worst-N rows "
                + "(cause, start, end location) and irq-off rows (function), and print the call tree.",
        "Exit codes: 0 every line understood, 2 some lines not understood, 1 usage or I/O error." })
public final class TreeCommand implements Callable<Integer> {

    private final TraceFormatRegistry registry;

    @Spec
    private CommandSpec spec;

    @Mixin
    private InputOptions input;

    @Option(names = "--inverted", description = "Print functions, then their callers.")
    private boolean inverted;

    @Option(names = "--depth", paramLabel = "N", description = "Print at most N levels (default: all).")
    private int depth = Integer.MAX_VALUE;

    /** @param registry the installed formats */
    public TreeCommand(TraceFormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        Unit unit = input.unit(spec);
        CallTreeAnalysis analysis = new CallTreeAnalysis();
        PerFileResults<FileCallTree> files = PerFileResults.folding(analysis::fold);
        CallTreeMerge merge = analysis.merge();
        TraceInput.Loaded loaded = input.load(spec, registry, files, files.mergingInto(merge::add));
        if (loaded.set() == null) {
            return Integer.valueOf(loaded.code());
        }
        CallTree tree = merge.report(TraceSets.symbols(loaded.set()));
        CallNode root = inverted ? tree.inverted() : tree.root();
        PrintWriter out = spec.commandLine().getOut();
        if (input.json) {
            JsonWriter w = new JsonWriter(out).beginObject();
            w.name("inverted").value(inverted); //$NON-NLS-1$
            w.name("steps").value(tree.steps()); //$NON-NLS-1$
            w.name("rows").value(tree.rows()); //$NON-NLS-1$
            w.name("traces").value(tree.traces()); //$NON-NLS-1$
            w.name("nodes").beginArray(); //$NON-NLS-1$
            for (CallNode child : root.children()) {
                json(w, child, unit, 1);
            }
            w.endArray().endObject().finish();
        } else {
            out.println(Messages.format("tree.title", Long.valueOf(tree.steps()), Long.valueOf(tree.rows()), //$NON-NLS-1$
                    Integer.valueOf(tree.traces()), unit.id()));
            out.println(String.format("%12s %12s %8s %12s %6s  %s", Messages.format("tree.total"), //$NON-NLS-1$ //$NON-NLS-2$
                    Messages.format("tree.self"), Messages.format("tree.count"), Messages.format("tree.max"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    Messages.format("tree.traces"), Messages.format("tree.name"))); //$NON-NLS-1$ //$NON-NLS-2$
            TextRow row = new TextRow();
            for (CallNode child : root.children()) {
                text(out, row, child, unit, 1);
            }
        }
        out.flush();
        return Integer.valueOf(loaded.code());
    }

    private void text(PrintWriter out, TextRow row, CallNode node, Unit unit, int level) {
        out.println(row.right(unit.text(node.totalNs()), 12).text(" ").right(unit.text(node.selfNs()), 12).text(" ") //$NON-NLS-1$ //$NON-NLS-2$
                .right(node.count(), 8).text(" ").right(unit.text(node.maxStepNs()), 12).text(" ") //$NON-NLS-1$ //$NON-NLS-2$
                .right(node.traces().size(), 6).text("  ").text("  ".repeat(level - 1)).text(node.name()).end()); //$NON-NLS-1$ //$NON-NLS-2$
        if (level < depth) {
            for (CallNode child : node.children()) {
                text(out, row, child, unit, level + 1);
            }
        }
    }

    private void json(JsonWriter w, CallNode node, Unit unit, int level) {
        w.beginObject();
        w.name("name").value(node.name()); //$NON-NLS-1$
        w.name("kind").value(node.kind().name().toLowerCase(java.util.Locale.ROOT)); //$NON-NLS-1$
        w.name(unit.field("total")).value(unit.value(node.totalNs())); //$NON-NLS-1$
        w.name(unit.field("self")).value(unit.value(node.selfNs())); //$NON-NLS-1$
        w.name("count").value(node.count()); //$NON-NLS-1$
        w.name(unit.field("max")).value(unit.value(node.maxStepNs())); //$NON-NLS-1$
        w.name("traces").beginArray(); //$NON-NLS-1$
        for (String t : node.traces()) {
            w.value(t);
        }
        w.endArray();
        w.name("children").beginArray(); //$NON-NLS-1$
        if (level < depth) {
            for (CallNode child : node.children()) {
                json(w, child, unit, level + 1);
            }
        }
        w.endArray().endObject();
    }
}
