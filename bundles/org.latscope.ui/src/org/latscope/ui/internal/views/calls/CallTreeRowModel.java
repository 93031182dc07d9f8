// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.calls;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import org.eclipse.nebula.widgets.nattable.tree.ITreeRowModel;
import org.latscope.analysis.calls.CallNode;

/**
 * The tree structure of {@link CallTreeRows} for NatTable's {@code TreeLayer}: depth, children
 * and the collapsed nodes. Collapsed state is kept by node, not by row, so that it survives a
 * new order or filter; the lists returned are the rows that the TreeLayer hides or shows.
 */
public final class CallTreeRowModel implements ITreeRowModel<CallNode> {

    private final CallTreeRows rows;
    private final Set<CallNode> collapsed = Collections.newSetFromMap(new IdentityHashMap<>());

    /** @param rows the rows whose structure this is */
    public CallTreeRowModel(CallTreeRows rows) {
        this.rows = rows;
    }

    /** @return a copy of the collapsed nodes */
    Set<CallNode> collapsedNodes() {
        Set<CallNode> copy = Collections.newSetFromMap(new IdentityHashMap<>());
        copy.addAll(collapsed);
        return copy;
    }

    /** Marks a node collapsed without telling a layer (it lies under a collapsed node). */
    void markCollapsed(CallNode node) {
        collapsed.add(node);
    }

    /** Forgets every collapsed node (new rows are shown expanded until collapsed again). */
    void forget() {
        collapsed.clear();
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
        return collapsed.contains(rows.node(index));
    }

    @Override
    public boolean isCollapsed(CallNode node) {
        return collapsed.contains(node);
    }

    @Override
    public boolean isCollapsible(int index) {
        return rows.hasChildren(index);
    }

    @Override
    public List<Integer> collapse(int index) {
        collapsed.add(rows.node(index));
        return getChildIndexes(index);
    }

    @Override
    public List<Integer> collapse(CallNode node) {
        int index = rows.indexOf(node);
        return index < 0 ? List.of() : collapse(index);
    }

    @Override
    public List<Integer> collapseAll() {
        List<Integer> hidden = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (rows.hasChildren(i)) {
                collapsed.add(rows.node(i));
            }
            if (rows.depth(i) > 0) {
                hidden.add(Integer.valueOf(i));
            }
        }
        return hidden;
    }

    @Override
    public List<Integer> expand(int index) {
        collapsed.remove(rows.node(index));
        return shownUnder(index);
    }

    @Override
    public List<Integer> expand(CallNode node) {
        int index = rows.indexOf(node);
        return index < 0 ? List.of() : expand(index);
    }

    @Override
    public List<Integer> expandToLevel(int index, int level) {
        for (int i = index; i < rows.end(index); i++) {
            if (rows.depth(i) - rows.depth(index) < level) {
                collapsed.remove(rows.node(i));
            }
        }
        return shownUnder(index);
    }

    @Override
    public List<Integer> expandToLevel(CallNode node, int level) {
        int index = rows.indexOf(node);
        return index < 0 ? List.of() : expandToLevel(index, level);
    }

    @Override
    public List<Integer> expandAll() {
        collapsed.clear();
        List<Integer> all = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            all.add(Integer.valueOf(i));
        }
        return all;
    }

    @Override
    public List<Integer> expandToLevel(int level) {
        List<Integer> shown = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (rows.depth(i) < level) {
                collapsed.remove(rows.node(i));
            }
        }
        for (int i = 0; i < rows.size(); i = rows.end(i)) {
            shown.addAll(shownUnder(i));
        }
        return shown;
    }

    /** @return the rows under {@code index} that no collapsed node below it hides */
    private List<Integer> shownUnder(int index) {
        List<Integer> shown = new ArrayList<>();
        int last = rows.end(index);
        int i = index + 1;
        while (i < last) {
            shown.add(Integer.valueOf(i));
            i = collapsed.contains(rows.node(i)) ? rows.end(i) : i + 1;
        }
        return shown;
    }

    @Override
    public List<Integer> getChildIndexes(int index) {
        List<Integer> under = new ArrayList<>(rows.end(index) - index);
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
