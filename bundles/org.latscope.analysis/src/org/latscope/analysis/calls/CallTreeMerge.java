// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.calls;

import java.util.ArrayList;
import java.util.List;

import org.latscope.analysis.TraceContents;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.Symbols;

/**
 * The call tree of a set, merged from its files' as they come, in set order, holding no file:
 * a command that lets each file go once attributed keeps the tree and one label per content,
 * not the 100,000 files of a folder. Names are looked up only by {@link #report(Symbols)}, so
 * files can be merged while other threads still intern them. From
 * {@link CallTreeAnalysis#merge()}; one thread at a time.
 */
public final class CallTreeMerge {

    private final CallTreeBuilder tree = new CallTreeBuilder();
    private final List<String> labels = new ArrayList<>();
    private long steps;
    private long rows;
    private int used;

    CallTreeMerge() {
    }

    /**
     * Adds the next file of the set.
     *
     * @param file the file, after those added before it in set order
     * @param part its call tree, from {@link CallTreeAnalysis#file} or its fold; null leaves the
     *            file's figures out but not its contents
     */
    public void add(TraceFile file, FileCallTree part) {
        int first = TraceContents.addLabels(file, labels);
        if (part != null) {
            tree.add(part.tree, first);
            steps += part.steps;
            rows += part.rows;
            used += part.traces;
        }
    }

    /**
     * Sums the times up the tree and inverts it; call once, after the last file.
     *
     * @param symbols the set's symbols, every file's interned
     * @return the call tree of the files added, and its inverted view
     */
    public CallTree report(Symbols symbols) {
        tree.sumUp();
        CallTreeBuilder inverted = CallTreeAnalysis.invert(tree);
        List<String> all = List.copyOf(labels);
        return new CallTree(tree.toRecord(symbols::name, all), inverted.toRecord(symbols::name, all), steps, rows, used);
    }
}
