// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.calls;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.latscope.analysis.calls.CallNode;

/**
 * A call tree flattened into rows, depth first: the root's children at depth 0, each node
 * followed by its subtree. Siblings are in the analysis's order or sorted by a comparator; a
 * name filter keeps the matching nodes and their ancestors. Rows are arrays indexed by row,
 * rebuilt as a whole when the order or the filter changes; the nodes are not copied.
 */
public final class CallTreeRows {

    private static final CallNode[] NONE = {};

    private CallNode[] nodes = NONE;
    private int[] depth = new int[0];
    private int[] end = new int[0];
    private int[] parent = new int[0];
    private Map<CallNode, Integer> index = new IdentityHashMap<>();
    private int size;

    /**
     * Rebuilds the rows.
     *
     * @param root the tree's root (not shown), or null for no rows
     * @param order siblings' order, or null for the analysis's order
     * @param filter a part of the names to keep, with their ancestors; empty keeps every node
     */
    public void build(CallNode root, Comparator<CallNode> order, String filter) {
        List<CallNode> rowNodes = new ArrayList<>();
        List<int[]> shape = new ArrayList<>();
        if (root != null) {
            String needle = filter.trim().toLowerCase(Locale.ROOT);
            Map<CallNode, Boolean> kept = new IdentityHashMap<>();
            if (!needle.isEmpty()) {
                keep(root, needle, kept);
            }
            add(root, -1, 0, order, needle.isEmpty() ? null : kept, rowNodes, shape);
        }
        size = rowNodes.size();
        nodes = rowNodes.toArray(NONE);
        depth = new int[size];
        end = new int[size];
        parent = new int[size];
        index = new IdentityHashMap<>(size * 2);
        for (int i = 0; i < size; i++) {
            int[] s = shape.get(i);
            depth[i] = s[0];
            end[i] = s[1];
            parent[i] = s[2];
            index.put(nodes[i], Integer.valueOf(i));
        }
    }

    /** @return whether the node or a descendant matches; records the nodes that do */
    private static boolean keep(CallNode node, String needle, Map<CallNode, Boolean> kept) {
        boolean any = node.name().toLowerCase(Locale.ROOT).contains(needle);
        for (CallNode child : node.children()) {
            any |= keep(child, needle, kept);
        }
        if (any) {
            kept.put(node, Boolean.TRUE);
        }
        return any;
    }

    private static void add(CallNode node, int parentRow, int level, Comparator<CallNode> order,
            Map<CallNode, Boolean> kept, List<CallNode> rowNodes, List<int[]> shape) {
        List<CallNode> children = node.children();
        if (order != null) {
            children = new ArrayList<>(children);
            children.sort(order);
        }
        for (CallNode child : children) {
            if (kept != null && !kept.containsKey(child)) {
                continue;
            }
            int row = rowNodes.size();
            int[] s = { level, 0, parentRow };
            rowNodes.add(child);
            shape.add(s);
            add(child, row, level + 1, order, kept, rowNodes, shape);
            s[1] = rowNodes.size();
        }
    }

    /** @return the number of rows */
    public int size() {
        return size;
    }

    /** @return the node of a row */
    public CallNode node(int row) {
        return nodes[row];
    }

    /** @return the row of a node, or -1 when it is not shown */
    public int indexOf(CallNode node) {
        Integer i = index.get(node);
        return i == null ? -1 : i.intValue();
    }

    /** @return a row's depth, 0 for the root's children */
    public int depth(int row) {
        return depth[row];
    }

    /** @return the row after the row's subtree */
    public int end(int row) {
        return end[row];
    }

    /** @return the row's parent row, or -1 at depth 0 */
    public int parent(int row) {
        return parent[row];
    }

    /** @return whether a row has child rows */
    public boolean hasChildren(int row) {
        return end[row] > row + 1;
    }

    /** @return the rows of a row's children, in order */
    public List<Integer> children(int row) {
        List<Integer> rows = new ArrayList<>();
        int last = row < 0 ? size : end[row];
        for (int c = row + 1; c < last; c = end[c]) {
            rows.add(Integer.valueOf(c));
        }
        return rows;
    }

    /**
     * Follows the child with the largest total from the top-level rows down to a leaf.
     *
     * @return the rows of the path, outermost first; empty when there are no rows
     */
    public List<Integer> hottestPath() {
        List<Integer> path = new ArrayList<>();
        int level = -1;
        while (true) {
            int best = -1;
            for (Integer c : children(level)) {
                if (best < 0 || nodes[c.intValue()].totalNs() > nodes[best].totalNs()) {
                    best = c.intValue();
                }
            }
            if (best < 0) {
                return path;
            }
            path.add(Integer.valueOf(best));
            level = best;
        }
    }
}
