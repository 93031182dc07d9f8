// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.calls;

import java.util.List;
import java.util.Optional;

import org.latscope.analysis.internal.TraceLabels;

/**
 * One node of a call tree: a function reached by one call path (or, in the inverted view, a
 * function reached through one chain of callers).
 *
 * @param kind what the node stands for
 * @param name the function, cause or location; empty for the root
 * @param selfNs time attributed to this node itself
 * @param totalNs self time plus the total time of the children
 * @param count steps (or rows) attributed to this node
 * @param maxStepNs the longest single step (or row) attributed to this node
 * @param traces labels of the traces in which this node or a descendant appears, in set order
 * @param children the callees (inverted view: the callers), longest total first
 */
public record CallNode(NodeKind kind, String name, long selfNs, long totalNs, long count, long maxStepNs,
        List<String> traces, List<CallNode> children) {

    /** Copies the lists. */
    public CallNode {
        traces = TraceLabels.copyOf(traces);
        children = List.copyOf(children);
    }

    /**
     * @param childName a child's name
     * @return the first child with that name
     */
    public Optional<CallNode> child(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).findFirst();
    }

    /**
     * @param path names of successive descendants
     * @return the node at the end of the path
     */
    public Optional<CallNode> find(String... path) {
        Optional<CallNode> node = Optional.of(this);
        for (String step : path) {
            node = node.flatMap(n -> n.child(step));
        }
        return node;
    }
}
