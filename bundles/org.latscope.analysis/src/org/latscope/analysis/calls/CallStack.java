// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.calls;

import java.util.Arrays;

/**
 * The current call path of one trace (one CPU for ftrace): tree nodes, outermost first, and
 * for function_graph frames the time of the callees that already returned.
 */
final class CallStack {

    private int[] nodes = new int[32];
    private long[] childNs = new long[32];
    private int depth;

    int depth() {
        return depth;
    }

    int node(int level) {
        return nodes[level];
    }

    /** @return the innermost node, or the tree root when empty */
    int top() {
        return depth == 0 ? CallTreeBuilder.ROOT : nodes[depth - 1];
    }

    void truncate(int newDepth) {
        depth = newDepth;
    }

    void clear() {
        depth = 0;
    }

    void push(int node) {
        if (depth == nodes.length) {
            nodes = Arrays.copyOf(nodes, depth * 2);
            childNs = Arrays.copyOf(childNs, depth * 2);
        }
        nodes[depth] = node;
        childNs[depth] = 0;
        depth++;
    }

    /** @return the popped frame's callee time */
    long pop() {
        depth--;
        return childNs[depth];
    }

    /** Adds a returned callee's duration to the innermost frame, if any. */
    void addChildTime(long ns) {
        if (depth > 0) {
            childNs[depth - 1] += ns;
        }
    }
}
