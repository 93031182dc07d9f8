// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.calls;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.latscope.analysis.calls.CallNode;

/**
 * The shown rows of a call tree, depth first: the root's children at depth 0, each expanded
 * node followed by its children. Only expanded nodes' children are rows, so a collapsed tree
 * of 300,000 nodes costs its top-level rows, and expanding a node inserts its children (sorted
 * then, among themselves): the work is proportional to what is shown. Siblings are in the
 * analysis's order or sorted by a comparator; a name filter keeps the matching nodes and their
 * ancestors, all expanded. Expanded nodes are kept by identity, so they survive a new order.
 * {@link #build} runs in a job; the rest on the UI thread.
 */
public final class CallTreeRows {

    private static final CallNode[] NONE = {};

    private final CallNode root;
    private final Comparator<CallNode> order;
    private final Set<CallNode> kept;
    private final Set<CallNode> expanded;
    private CallNode[] nodes = NONE;
    private int[] depth = new int[0];
    private int size;

    private CallTreeRows(CallNode root, Comparator<CallNode> order, Set<CallNode> kept, Set<CallNode> expanded) {
        this.root = root;
        this.order = order;
        this.kept = kept;
        this.expanded = expanded;
    }

    /** @return no rows */
    public static CallTreeRows empty() {
        return new CallTreeRows(null, null, null, identitySet());
    }

    /**
     * Builds the rows of a tree: its top-level nodes and the children of the expanded ones.
     *
     * @param root the tree's root (not shown), or null for no rows
     * @param order siblings' order, or null for the analysis's order
     * @param filter a part of the names to keep, with their ancestors (all expanded); empty keeps every node
     * @param expanded the nodes to show expanded (copied)
     * @return the rows
     */
    public static CallTreeRows build(CallNode root, Comparator<CallNode> order, String filter, Set<CallNode> expanded) {
        String needle = filter.trim().toLowerCase(Locale.ROOT);
        Set<CallNode> open = identitySet();
        open.addAll(expanded);
        Set<CallNode> kept = null;
        if (root != null && !needle.isEmpty()) {
            kept = identitySet();
            keep(root, needle, kept);
            open.addAll(kept);
        }
        CallTreeRows rows = new CallTreeRows(root, order, kept, open);
        if (root != null) {
            rows.insert(0, root, 0);
        }
        return rows;
    }

    private static Set<CallNode> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }

    /** @return whether the node or a descendant matches; records the nodes that do */
    private static boolean keep(CallNode node, String needle, Set<CallNode> kept) {
        boolean any = node.name().toLowerCase(Locale.ROOT).contains(needle);
        for (CallNode child : node.children()) {
            any |= keep(child, needle, kept);
        }
        if (any) {
            kept.add(node);
        }
        return any;
    }

    /** @return a node's children shown (kept by the filter), in order */
    private List<CallNode> childrenOf(CallNode node) {
        List<CallNode> children = node.children();
        if (kept == null && order == null) {
            return children;
        }
        List<CallNode> shown = new ArrayList<>(children.size());
        for (CallNode child : children) {
            if (kept == null || kept.contains(child)) {
                shown.add(child);
            }
        }
        if (order != null) {
            shown.sort(order);
        }
        return shown;
    }

    /** Inserts the shown subtree under {@code node} at row {@code at}; @return the rows inserted */
    private int insert(int at, CallNode node, int level) {
        List<CallNode> children = childrenOf(node);
        makeRoom(at, children.size());
        int row = at;
        for (CallNode child : children) {
            nodes[row] = child;
            depth[row] = level;
            row++;
            if (expanded.contains(child) && !child.children().isEmpty()) {
                row += insert(row, child, level + 1);
            }
        }
        return row - at;
    }

    private void makeRoom(int at, int n) {
        if (size + n > nodes.length) {
            int capacity = Math.max(size + n, nodes.length * 2 + 16);
            nodes = Arrays.copyOf(nodes, capacity);
            depth = Arrays.copyOf(depth, capacity);
        }
        System.arraycopy(nodes, at, nodes, at + n, size - at);
        System.arraycopy(depth, at, depth, at + n, size - at);
        size += n;
    }

    /** Shows a row's children (and the expanded ones' below them); on the UI thread. */
    public void expand(int row) {
        if (!isExpanded(row) && hasChildren(row)) {
            expanded.add(nodes[row]);
            insert(row + 1, nodes[row], depth[row] + 1);
        }
    }

    /** Hides the rows under a row; it is remembered collapsed. */
    public void collapse(int row) {
        expanded.remove(nodes[row]);
        int end = end(row);
        System.arraycopy(nodes, end, nodes, row + 1, size - end);
        System.arraycopy(depth, end, depth, row + 1, size - end);
        Arrays.fill(nodes, size - (end - row - 1), size, null);
        size -= end - row - 1;
    }

    /** Expands every node: the whole tree becomes rows (for small trees and tests). */
    public void expandAll() {
        if (root != null) {
            expandUnder(root);
            size = 0;
            insert(0, root, 0);
        }
    }

    private void expandUnder(CallNode node) {
        for (CallNode child : childrenOf(node)) {
            if (!child.children().isEmpty()) {
                expanded.add(child);
                expandUnder(child);
            }
        }
    }

    /** Collapses every node: the top-level rows remain. */
    public void collapseAll() {
        expanded.clear();
        if (root != null) {
            Arrays.fill(nodes, 0, size, null);
            size = 0;
            insert(0, root, 0);
        }
    }

    /** @return a copy of the expanded nodes */
    public Set<CallNode> expandedNodes() {
        Set<CallNode> copy = identitySet();
        copy.addAll(expanded);
        return copy;
    }

    /** @return the root whose children are the top-level rows, or null */
    public CallNode root() {
        return root;
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
        for (int i = 0; i < size; i++) {
            if (nodes[i] == node) {
                return i;
            }
        }
        return -1;
    }

    /** @return a row's depth, 0 for the root's children */
    public int depth(int row) {
        return depth[row];
    }

    /** @return the row after the row's shown subtree */
    public int end(int row) {
        int end = row + 1;
        while (end < size && depth[end] > depth[row]) {
            end++;
        }
        return end;
    }

    /** @return the row's parent row, or -1 at depth 0 */
    public int parent(int row) {
        for (int p = row - 1; p >= 0; p--) {
            if (depth[p] < depth[row]) {
                return p;
            }
        }
        return -1;
    }

    /** @return whether a row's node has children to show (shown or not) */
    public boolean hasChildren(int row) {
        CallNode node = nodes[row];
        if (kept == null) {
            return !node.children().isEmpty();
        }
        for (CallNode child : node.children()) {
            if (kept.contains(child)) {
                return true;
            }
        }
        return false;
    }

    /** @return whether a row's children are shown */
    public boolean isExpanded(int row) {
        return expanded.contains(nodes[row]) && hasChildren(row);
    }

    /** @return whether a node is remembered expanded */
    public boolean isExpanded(CallNode node) {
        return expanded.contains(node);
    }

    /** @return the rows of a row's shown children, in order (-1: the top-level rows) */
    public List<Integer> children(int row) {
        List<Integer> rows = new ArrayList<>();
        int last = row < 0 ? size : end(row);
        for (int c = row + 1; c < last; c = end(c)) {
            rows.add(Integer.valueOf(c));
        }
        return rows;
    }

    /**
     * Follows the child with the largest total from the top level down to a leaf, among the
     * nodes the filter keeps; reads only the path's siblings.
     *
     * @return the nodes of the path, outermost first; empty when there are no rows
     */
    public List<CallNode> hottestPath() {
        List<CallNode> path = new ArrayList<>();
        CallNode node = root;
        while (node != null) {
            CallNode best = null;
            for (CallNode child : node.children()) {
                if ((kept == null || kept.contains(child)) && (best == null || child.totalNs() > best.totalNs())) {
                    best = child;
                }
            }
            if (best != null) {
                path.add(best);
            }
            node = best;
        }
        return path;
    }
}
