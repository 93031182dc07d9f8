// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.views;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.eclipse.nebula.widgets.nattable.sort.SortDirectionEnum;
import org.eclipse.nebula.widgets.nattable.sort.command.SortColumnCommand;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.bench.views.UiClock.Figure;
import org.latscope.model.TraceSet;
import org.latscope.ui.internal.views.calls.CallColumn;
import org.latscope.ui.internal.views.calls.CallTreeTable;

/**
 * The Call Attribution view's table ({@link CallTreeTable}, the NatTable tree the view shows)
 * in a plain shell, fed with the {@link CallTree} of the set as the view feeds it, top-down and
 * bottom-up. Each operation a user triggers is timed on the UI thread with its frame
 * ({@link UiClock}): expanding the hottest path on the UI thread; showing the tree (rows built,
 * every node collapsed) and sorting by total and by max through the column header's sort
 * command build the rows in the table's job, so those are timed from the action to the repaint
 * with the UI thread's longest stall meanwhile ({@link UiClock#async}). Beside each,
 * the same walk over the analysis's tree headless: visiting every node, sorting every node's
 * children by the column, following the child with the largest total. The analysis itself
 * ({@link CallTreeAnalysis#run}, both trees) is timed first: it runs in the view's job, not on
 * the UI thread.
 */
final class CallsBench {

    private static final Comparator<CallNode> BY_TOTAL = Comparator.comparingLong(CallNode::totalNs).reversed();
    private static final Comparator<CallNode> BY_MAX = Comparator.comparingLong(CallNode::maxStepNs).reversed();

    private CallsBench() {
    }

    /**
     * @param display the display
     * @param set the loaded set
     * @param width the shell's width
     * @param height the shell's height
     */
    static void measure(Display display, TraceSet set, int width, int height) throws Exception {
        CallTree[] tree = new CallTree[1];
        Figure analysis = UiClock.headless(() -> tree[0] = new CallTreeAnalysis().run(set));
        CallTree calls = tree[0];
        System.out.printf(Locale.ROOT, "  CallTreeAnalysis.run (both trees, in the view's job): %.0f ms best of %d; %,d steps, %,d traces%n",
                analysis.best(), analysis.rounds(), calls.steps(), calls.traces());
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(width, height);
        CallTreeTable table = new CallTreeTable(shell, node -> {
        });
        shell.open();
        try (UiClock clock = new UiClock(table.control())) {
            clock.frame();
            tree(clock, table, "top-down", calls.root(), calls.root().totalNs());
            tree(clock, table, "bottom-up", calls.inverted(), calls.root().totalNs());
        } finally {
            shell.dispose();
        }
    }

    private static void tree(UiClock clock, CallTreeTable table, String name, CallNode root, long setTotalNs)
            throws Exception {
        int[] shape = new int[2];
        shape(root, 0, shape);
        System.out.printf(Locale.ROOT, "%n  %s tree: %,d nodes, %d levels deep; frame %dx%d%n", name, shape[0], shape[1],
                clock.area().width, clock.area().height);
        UiClock.header();
        clock.frameRow();
        table.control().doCommand(new SortColumnCommand(table.control(), CallColumn.TOTAL.ordinal(), SortDirectionEnum.NONE));
        UiClock.row("expand the hottest path", clock.ui(() -> {
            table.setInput(root, setTotalNs);
            settle(table);
        }, table::expandHottestPath), "follow the largest total", UiClock.headless(() -> hottest(root)));
        String path = pathText(table);
        UiClock.asyncHeader();
        UiClock.asyncRow("show the tree (rows built, collapsed)", clock.async(() -> {
            table.setInput(null, 0);
        }, () -> table.setInput(root, setTotalNs), () -> !table.busy()), "visit every node",
                UiClock.headless(() -> shape(root, 0, new int[2])));
        table.expandHottestPath();
        UiClock.asyncRow("sort by total, descending", clock.async(() -> {
        }, () -> sort(table, CallColumn.TOTAL), () -> !table.busy()), "sort every node's children",
                UiClock.headless(() -> sorted(root, BY_TOTAL)));
        UiClock.asyncRow("sort by max, descending", clock.async(() -> {
        }, () -> sort(table, CallColumn.MAX), () -> !table.busy()), "sort every node's children",
                UiClock.headless(() -> sorted(root, BY_MAX)));
        System.out.printf(Locale.ROOT, "  hottest path: %s; %,d rows after the sorts (only expanded nodes' children are rows)%n",
                path, table.rows().size());
    }

    /** Runs the event loop until the table shows the rows of its last input, order or filter. */
    private static void settle(CallTreeTable table) {
        while (table.busy()) {
            if (!table.control().getDisplay().readAndDispatch()) {
                table.control().getDisplay().sleep();
            }
        }
    }

    /** Sorts as a click on the column's header does, descending. */
    private static void sort(CallTreeTable table, CallColumn column) {
        table.control().doCommand(new SortColumnCommand(table.control(), column.ordinal(), SortDirectionEnum.DESC));
    }

    /** Counts the nodes under {@code node} into {@code shape[0]} and the deepest level into {@code shape[1]}. */
    private static void shape(CallNode node, int level, int[] shape) {
        shape[1] = Math.max(shape[1], level);
        for (CallNode child : node.children()) {
            shape[0]++;
            shape(child, level + 1, shape);
        }
    }

    /** @return the leaf reached following the child with the largest total from the root */
    private static CallNode hottest(CallNode root) {
        CallNode node = root;
        while (!node.children().isEmpty()) {
            CallNode best = node.children().get(0);
            for (CallNode child : node.children()) {
                if (child.totalNs() > best.totalNs()) {
                    best = child;
                }
            }
            node = best;
        }
        return node;
    }

    /** @return how many nodes were visited, each node's children sorted */
    private static int sorted(CallNode node, Comparator<CallNode> order) {
        List<CallNode> children = new ArrayList<>(node.children());
        children.sort(order);
        int n = children.size();
        for (CallNode child : children) {
            n += sorted(child, order);
        }
        return n;
    }

    /** @return the names along the hottest path of the table's rows */
    private static String pathText(CallTreeTable table) {
        StringBuilder b = new StringBuilder();
        for (CallNode node : table.rows().hottestPath()) {
            b.append(b.length() == 0 ? "" : " > ").append(node.name());
        }
        return b.toString();
    }
}
