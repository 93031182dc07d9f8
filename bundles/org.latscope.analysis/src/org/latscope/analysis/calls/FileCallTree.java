// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.calls;

/**
 * The call attribution of one trace file, from {@link CallTreeAnalysis#file}: its paths with
 * their own times, traces by the file's content index. Merged into a set's tree by
 * {@link CallTreeAnalysis#report}, so a file can be attributed on the thread that read it.
 */
public final class FileCallTree {

    final CallTreeBuilder tree;
    final long steps;
    final long rows;
    final int traces;

    FileCallTree(CallTreeBuilder tree, long steps, long rows, int traces) {
        this.tree = tree;
        this.steps = steps;
        this.rows = rows;
        this.traces = traces;
    }
}
