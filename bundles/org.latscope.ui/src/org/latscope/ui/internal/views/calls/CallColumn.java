// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.calls;

import java.util.Comparator;
import java.util.Locale;

import org.latscope.analysis.calls.CallNode;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.timeline.TimeUnits;

/**
 * The columns of the Call Attribution view: what each shows of a {@link CallNode} (the figures
 * {@code latscope tree} prints) and how it sorts.
 */
public enum CallColumn {
    /** The function, cause or location: the tree column. */
    FUNCTION(Comparator.comparing(CallNode::name)),
    /** Self time plus the callees' (bottom-up: the callers') time. */
    TOTAL(Comparator.comparingLong(CallNode::totalNs)),
    /** Time attributed to the node itself. */
    SELF(Comparator.comparingLong(CallNode::selfNs)),
    /** Steps or rows attributed to the node. */
    COUNT(Comparator.comparingLong(CallNode::count)),
    /** The longest single step or row. */
    MAX(Comparator.comparingLong(CallNode::maxStepNs)),
    /** Traces in which the node or a descendant appears. */
    TRACES(Comparator.comparingInt(n -> n.traces().size())),
    /** The total as a share of all the time attributed in the set. */
    PERCENT(Comparator.comparingLong(CallNode::totalNs));

    private final Comparator<CallNode> order;

    CallColumn(Comparator<CallNode> order) {
        this.order = order;
    }

    /** @return the ascending order of this column, ties by name */
    public Comparator<CallNode> order() {
        return this == FUNCTION ? order : order.thenComparing(CallNode::name);
    }

    /** @return the column's header */
    public String header() {
        return switch (this) {
            case FUNCTION -> Messages.Calls_function;
            case TOTAL -> Messages.Calls_total;
            case SELF -> Messages.Calls_self;
            case COUNT -> Messages.Calls_count;
            case MAX -> Messages.Calls_max;
            case TRACES -> Messages.Calls_traces;
            case PERCENT -> Messages.Calls_percent;
        };
    }

    /** @return whether the column holds a number (right-aligned) */
    public boolean isNumber() {
        return this != FUNCTION;
    }

    /**
     * @param node a node
     * @param setTotalNs all the time attributed in the set, for {@link #PERCENT}
     * @return the cell's text
     */
    public String text(CallNode node, long setTotalNs) {
        return switch (this) {
            case FUNCTION -> node.name();
            case TOTAL -> TimeUnits.duration(node.totalNs());
            case SELF -> TimeUnits.duration(node.selfNs());
            case COUNT -> Long.toString(node.count());
            case MAX -> TimeUnits.duration(node.maxStepNs());
            case TRACES -> Integer.toString(node.traces().size());
            case PERCENT -> setTotalNs <= 0 ? "" //$NON-NLS-1$
                    : String.format(Locale.ROOT, "%.1f %%", node.totalNs() * 100.0 / setTotalNs); //$NON-NLS-1$
        };
    }
}
