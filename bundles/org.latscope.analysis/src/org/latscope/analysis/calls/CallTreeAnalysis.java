// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.calls;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.latscope.analysis.FileFold;
import org.latscope.analysis.internal.CachedNames;
import org.latscope.analysis.internal.Locations;
import org.latscope.analysis.internal.TraceIndexSet;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.steps.Symbols;
import org.latscope.model.support.TraceSets;

/**
 * Call attribution over a trace set. Steps carry (function, parent); a stack per trace (per
 * CPU for ftrace) rebuilds the call paths: a step whose parent is on the stack pops to it and
 * pushes its function, any other step starts a new path under its parent. A parent printed as
 * a bare address ({@code spin_lock (<00000000>)}) is an unknown caller: the step stays on the
 * current path (the same function again, or a callee of the innermost one). Each step's delta
 * goes to its path. function_graph steps give the paths and durations exactly (entry, leaf,
 * exit). Worst-N rows are attributed by cause, then start, then end location; irq-off rows by
 * function.
 */
public final class CallTreeAnalysis {

    /**
     * @param set a trace set
     * @return its call tree and inverted view
     */
    public CallTree run(TraceSet set) {
        Symbols symbols = TraceSets.symbols(set);
        return report(set, file -> file(file, symbols));
    }

    /**
     * Attributes one file's steps and rows. Touches nothing outside the file but the names of
     * its callers, read through {@code symbols}, so that files can be attributed on the threads
     * that read them and their step tables dropped, as the command line does.
     *
     * @param file a trace file
     * @param symbols the names of the set's symbol ids
     * @return its call tree, for {@link #report}
     */
    public FileCallTree file(TraceFile file, SymbolLookup symbols) {
        return FileFold.whole(fold(), file, symbols);
    }

    /**
     * @return a new fold of one file's call tree, for a reader that hands over each latency
     *         trace as soon as it is complete (see {@link FileFold}); {@link #file} runs it
     */
    public FileFold<FileCallTree> fold() {
        return new FileFold<>() {
            private final CallTreeBuilder tree = new CallTreeBuilder();
            private CachedNames names;
            private long steps;
            private long rows;
            private int used;

            @Override
            public void add(TraceFile file, int c, SymbolLookup symbols) {
                if (names == null) {
                    names = new CachedNames(symbols);
                }
                TraceContent content = file.getContents().get(c);
                long n = 0;
                if (content instanceof LatencyTrace trace) {
                    n = attributeSteps(tree, trace, c, names);
                    steps += n;
                } else if (content instanceof WorstTable table) {
                    n = attributeWorst(tree, table, c);
                    rows += n;
                } else if (content instanceof IrqOffList list) {
                    n = attributeIrqOff(tree, list, c);
                    rows += n;
                }
                if (n > 0) {
                    used++;
                }
            }

            @Override
            public FileCallTree finish(TraceFile file, SymbolLookup symbols) {
                tree.compact();
                return new FileCallTree(tree, steps, rows, used);
            }
        };
    }

    /**
     * Merges the files' trees in set order, path by path, then sums the times up the tree and
     * inverts it.
     *
     * @param set the trace set the files were read into, every file in it
     * @param files the call tree of each of the set's files, from {@link #file}
     * @return the set's call tree and inverted view
     */
    public CallTree report(TraceSet set, Function<TraceFile, FileCallTree> files) {
        CallTreeMerge merge = merge();
        for (TraceFile file : set.getFiles()) {
            merge.add(file, files.apply(file));
        }
        return merge.report(TraceSets.symbols(set));
    }

    /**
     * @return a merge of files' call trees handed over one by one in set order, for a reader
     *         that lets each file go once attributed
     */
    public CallTreeMerge merge() {
        return new CallTreeMerge();
    }

    private static long attributeSteps(CallTreeBuilder tree, LatencyTrace trace, int t, SymbolLookup names) {
        StepCursor step = TraceSets.steps(trace, names);
        Map<Integer, CallStack> stacks = new HashMap<>();
        int lastCpu = Integer.MIN_VALUE;
        CallStack stack = null;
        long n = 0;
        while (step.next()) {
            int cpu = step.cpu();
            if (cpu != lastCpu) {
                stack = stacks.computeIfAbsent(Integer.valueOf(cpu), c -> new CallStack());
                lastCpu = cpu;
            }
            long delta = step.hasDelta() ? Math.max(0, step.deltaNs()) : 0;
            int f = step.functionId();
            switch (step.kind()) {
                case FUNCTION -> {
                    if (f < 0) {
                        continue;
                    }
                    int parent = step.parentId();
                    tree.attribute(unknownCaller(parent, names) ? stay(tree, stack, f) : push(tree, stack, f, parent),
                            delta, t);
                    n++;
                }
                case GRAPH_ENTRY -> {
                    int node = tree.child(stack.top(), NodeKind.FUNCTION, Math.max(f, 0));
                    tree.count(node, t);
                    stack.push(node);
                    n++;
                }
                case GRAPH_LEAF -> {
                    int node = tree.child(stack.top(), NodeKind.FUNCTION, Math.max(f, 0));
                    tree.attribute(node, delta, t);
                    stack.addChildTime(delta);
                    n++;
                }
                case GRAPH_EXIT -> {
                    if (stack.depth() == 0) {
                        // returns from a call entered before the trace began
                        int node = tree.child(CallTreeBuilder.ROOT, NodeKind.FUNCTION, Math.max(f, 0));
                        tree.attribute(node, delta, t);
                    } else {
                        int node = stack.top();
                        long callees = stack.pop();
                        tree.addSelf(node, Math.max(0, delta - callees));
                        tree.max(node, delta);
                        stack.addChildTime(delta);
                    }
                    n++;
                }
                case ELISION -> stack.clear();
                case EVENT -> {
                    // an event in a trace of functions: its time until the next step is the running function's
                    int top = stack.top();
                    if (delta > 0 && top != CallTreeBuilder.ROOT && tree.kind(top) == NodeKind.FUNCTION) {
                        tree.addSelf(top, delta);
                    }
                }
                default -> {
                    // markers carry no call
                }
            }
        }
        return n;
    }

    /** Callers printed as bare addresses ({@code <00000000>}) are unknown, not a new path. */
    private static boolean unknownCaller(int parent, SymbolLookup names) {
        String name = names.name(parent);
        return name != null && name.startsWith("<"); //$NON-NLS-1$
    }

    /** A step with an unknown caller continues the current path: the same function, or a callee. */
    private static int stay(CallTreeBuilder tree, CallStack stack, int function) {
        int top = stack.top();
        if (top != CallTreeBuilder.ROOT && tree.kind(top) == NodeKind.FUNCTION && tree.nameId(top) == function) {
            return top;
        }
        int child = tree.child(top, NodeKind.FUNCTION, function);
        stack.push(child);
        return child;
    }

    /** Pops to the parent when it is on the stack, else starts a new path under it. */
    private static int push(CallTreeBuilder tree, CallStack stack, int function, int parent) {
        if (parent >= 0) {
            for (int level = stack.depth() - 1; level >= 0; level--) {
                int node = stack.node(level);
                if (tree.kind(node) == NodeKind.FUNCTION && tree.nameId(node) == parent) {
                    stack.truncate(level + 1);
                    int child = tree.child(node, NodeKind.FUNCTION, function);
                    stack.push(child);
                    return child;
                }
            }
        }
        stack.clear();
        int base = CallTreeBuilder.ROOT;
        if (parent >= 0) {
            base = tree.child(base, NodeKind.FUNCTION, parent);
            stack.push(base);
        }
        int child = tree.child(base, NodeKind.FUNCTION, function);
        stack.push(child);
        return child;
    }

    private static long attributeWorst(CallTreeBuilder tree, WorstTable table, int t) {
        List<WorstRow> rows = table.getRows();
        for (WorstRow row : rows) {
            int cause = tree.child(CallTreeBuilder.ROOT, NodeKind.CAUSE, tree.name(String.valueOf(row.getCause())));
            int start = tree.child(cause, NodeKind.START, tree.name("start:" + Locations.text(row.getStart()))); //$NON-NLS-1$
            int end = tree.child(start, NodeKind.END, tree.name("end:" + Locations.text(row.getEnd()))); //$NON-NLS-1$
            tree.attribute(end, row.getLatencyUs() * 1_000L, t);
        }
        return rows.size();
    }

    private static long attributeIrqOff(CallTreeBuilder tree, IrqOffList list, int t) {
        for (IrqOffRow row : list.getRows()) {
            int node = tree.child(CallTreeBuilder.ROOT, NodeKind.IRQ_OFF, tree.name(String.valueOf(row.getFunction())));
            tree.attribute(node, row.getDurationNs(), t);
        }
        return list.getRows().size();
    }

    /** Every node with steps becomes a chain: the node, then its callers up to the root. */
    static CallTreeBuilder invert(CallTreeBuilder tree) {
        CallTreeBuilder inv = new CallTreeBuilder();
        for (int i = 1; i < tree.size(); i++) {
            if (tree.count(i) == 0) {
                continue;
            }
            long ns = tree.self(i);
            TraceIndexSet in = tree.tracesOrNull(i);
            int node = CallTreeBuilder.ROOT;
            for (int a = i; a != CallTreeBuilder.ROOT; a = tree.parent(a)) {
                NodeKind kind = tree.kind(a);
                node = inv.child(node, kind, kind == NodeKind.FUNCTION ? tree.nameId(a) : inv.name(tree.rowName(a)));
                inv.pass(node, ns, tree.count(i), tree.max(i), in, tree.parent(a) == CallTreeBuilder.ROOT);
            }
        }
        return inv;
    }
}
