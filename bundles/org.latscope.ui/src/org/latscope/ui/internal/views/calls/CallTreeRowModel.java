// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.calls;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.nebula.widgets.nattable.tree.ITreeRowModel;
import org.latscope.analysis.calls.CallNode;

/**
 * The tree structure of {@link CallTreeRows} for NatTable's {@code TreeLayer}: depth, children
 * and the collapsed nodes. The TreeLayer hides nothing here: expanding a node inserts its
 * children into the rows and collapsing removes them (the lists returned to the layer are
 * empty), then {@code changed} tells the layers that the rows changed. So a click costs the
 * node's children, not a list of every row.
 */
public final class CallTreeRowModel implements ITreeRowModel<CallNode> {

    private final Runnable changed;
    private CallTreeRows rows = CallTreeRows.empty();

    /** @param changed told after the rows changed by an expansion or a collapse */
    public CallTreeRowModel(Runnable changed) {
        this.changed = changed;
    }

    /** @param shown the rows whose structure this is */
    void setRows(CallTreeRows shown) {
        rows = shown;
    }

    @Override
    public int depth(int index) {
        return rows.depth(index);
    }

    @Override
    public boolean isLeaf(int index) {
        return !rows.hasChildren(index);
    }

    @Override
    public boolean hasChildren(int index) {
        return rows.hasChildren(index);
    }

    @Override
    public boolean isCollapsed(int index) {
        return !rows.isExpanded(index);
    }

    @Override
    public boolean isCollapsed(CallNode node) {
        return !rows.isExpanded(node);
    }

    @Override
    public boolean isCollapsible(int index) {
        return rows.hasChildren(index);
    }

    @Override
    public List<Integer> collapse(int index) {
        rows.collapse(index);
        changed.run();
        return List.of();
    }

    @Override
    public List<Integer> collapse(CallNode node) {
        int index = rows.indexOf(node);
        return index < 0 ? List.of() : collapse(index);
    }

    @Override
    public List<Integer> collapseAll() {
        rows.collapseAll();
        changed.run();
        return List.of();
    }

    @Override
    public List<Integer> expand(int index) {
        rows.expand(index);
        changed.run();
        return List.of();
    }

    @Override
    public List<Integer> expand(CallNode node) {
        int index = rows.indexOf(node);
        return index < 0 ? List.of() : expand(index);
    }

    @Override
    public List<Integer> expandToLevel(int index, int level) {
        expandLevels(index, level);
        changed.run();
        return List.of();
    }

    /** Expands a row and its shown descendants {@code level} levels down. */
    private void expandLevels(int index, int level) {
        if (level <= 0) {
            return;
        }
        rows.expand(index);
        List<Integer> children = rows.children(index);
        for (int k = children.size() - 1; k >= 0; k--) { // last first: the rows above stay put
            expandLevels(children.get(k).intValue(), level - 1);
        }
    }

    @Override
    public List<Integer> expandToLevel(CallNode node, int level) {
        int index = rows.indexOf(node);
        return index < 0 ? List.of() : expandToLevel(index, level);
    }

    @Override
    public List<Integer> expandAll() {
        rows.expandAll();
        changed.run();
        return List.of();
    }

    @Override
    public List<Integer> expandToLevel(int level) {
        List<Integer> top = rows.children(-1);
        for (int k = top.size() - 1; k >= 0; k--) {
            expandLevels(top.get(k).intValue(), level);
        }
        changed.run();
        return List.of();
    }

    @Override
    public List<Integer> getChildIndexes(int index) {
        List<Integer> under = new ArrayList<>();
        for (int i = index + 1; i < rows.end(index); i++) {
            under.add(Integer.valueOf(i));
        }
        return under;
    }

    @Override
    public List<Integer> getDirectChildIndexes(int index) {
        return rows.children(index);
    }

    @Override
    public List<CallNode> getChildren(int index) {
        List<CallNode> under = new ArrayList<>();
        for (int i = index + 1; i < rows.end(index); i++) {
            under.add(rows.node(i));
        }
        return under;
    }

    @Override
    public List<CallNode> getDirectChildren(int index) {
        List<CallNode> direct = new ArrayList<>();
        for (Integer c : rows.children(index)) {
            direct.add(rows.node(c.intValue()));
        }
        return direct;
    }
}
