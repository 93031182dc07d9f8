// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.util.List;

import org.latscope.analysis.Durations;
import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.calls.CallTree;

/**
 * The call-attribution tree as nested {@code <details>}: collapsible without a script, the
 * first level open. Bounded by the options' depth, children per node and {@link #MAX_NODES},
 * so a tree of 80,000 nodes does not make a 50 MB page.
 */
final class HtmlTree {

    /** Nodes written at most. */
    static final int MAX_NODES = 1500;

    private final String unit;
    private final int depth;
    private final int children;
    private int written;

    HtmlTree(String unit, int depth, int children) {
        this.unit = unit;
        this.depth = depth;
        this.children = children;
    }

    void write(StringBuilder b, CallTree tree) {
        b.append("<p class=\"note\">").append(Html.text(Messages.format("tree.caption", tree.steps(), tree.rows(), //$NON-NLS-1$ //$NON-NLS-2$
                tree.traces(), unit))).append("</p><div class=\"tree\">"); //$NON-NLS-1$
        nodes(b, tree.root().children(), 1);
        if (written >= MAX_NODES) {
            b.append("<p class=\"note\">").append(Html.text(Messages.format("tree.more"))).append("</p>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        }
        b.append("</div>"); //$NON-NLS-1$
    }

    private void nodes(StringBuilder b, List<CallNode> nodes, int level) {
        for (CallNode n : nodes.subList(0, Math.min(children, nodes.size()))) {
            if (written >= MAX_NODES) {
                return;
            }
            written++;
            String label = "<span class=\"t\">" + Durations.format(n.totalNs(), unit) + "</span><span class=\"t\">" //$NON-NLS-1$ //$NON-NLS-2$
                    + Durations.format(n.selfNs(), unit) + "</span>" + Html.text(n.name()) + " (" + n.count() + ")"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            if (n.children().isEmpty() || level >= depth) {
                b.append("<div class=\"leaf\">").append(label).append("</div>"); //$NON-NLS-1$ //$NON-NLS-2$
                continue;
            }
            b.append(level == 1 ? "<details open><summary>" : "<details><summary>").append(label).append("</summary>"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            nodes(b, n.children(), level + 1);
            b.append("</details>"); //$NON-NLS-1$
        }
    }
}
