// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.calls;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.views.TraceSetView;

/**
 * Call Attribution: the call tree of the active trace set ({@link CallTreeAnalysis}, the figures
 * of {@code latscope tree}), top-down or bottom-up (a function's callers), sortable by any
 * column and filtered by name. A selected node highlights its function's steps in the
 * timeline and shows the first; a double-click (or F3) opens the function's kernel source.
 */
public final class CallAttributionView extends TraceSetView {

    /** The view id, as in plugin.xml. */
    public static final String ID = "org.latscope.ui.views.calls"; //$NON-NLS-1$

    /** The key of the analysis in the set's cache: one call tree per set. */
    private static final Object KEY = CallTreeAnalysis.class;

    private Combo direction;
    private Text filter;
    private Button hottest;
    private CallTreeTable table;
    private CallTree tree;

    @Override
    protected void createContent(Composite parent) {
        GridLayoutFactory.fillDefaults().margins(2, 2).spacing(4, 2).applyTo(parent);
        Composite bar = new Composite(parent, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(3).applyTo(bar);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(bar);
        direction = new Combo(bar, SWT.READ_ONLY);
        direction.setItems(Messages.Calls_topDown, Messages.Calls_bottomUp);
        direction.select(0);
        direction.addListener(SWT.Selection, e -> showTree());
        filter = new Text(bar, SWT.SEARCH | SWT.ICON_CANCEL | SWT.ICON_SEARCH);
        filter.setMessage(Messages.Calls_filter);
        GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).applyTo(filter);
        filter.addListener(SWT.Modify, e -> table.setFilter(filter.getText()));
        hottest = new Button(bar, SWT.PUSH);
        hottest.setText(Messages.Calls_hottest);
        hottest.setToolTipText(Messages.Calls_hottestTip);
        hottest.addListener(SWT.Selection, e -> table.expandHottestPath());
        table = new CallTreeTable(parent, this::open);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(table.control());
        getSite().setSelectionProvider(table.selectionProvider());
    }

    @Override
    protected void show(OpenedTraceSet set) {
        tree = null;
        table.setInput(null, 0);
        compute(KEY, Messages.Calls_job, s -> new CallTreeAnalysis().run(s), result -> {
            tree = result;
            showTree();
        });
    }

    /** Shows the top-down or the bottom-up tree of the result. */
    private void showTree() {
        if (tree != null) {
            table.setInput(isBottomUp() ? tree.inverted() : tree.root(), tree.root().totalNs());
        }
    }

    /** @return whether the callers are shown (the inverted tree) */
    public boolean isBottomUp() {
        return direction.getSelectionIndex() == 1;
    }

    /** @param bottomUp show the callers (true) or the callees */
    public void setBottomUp(boolean bottomUp) {
        direction.select(bottomUp ? 1 : 0);
        showTree();
    }

    /** @return the tree, for tests and actions */
    public CallTreeTable table() {
        return table;
    }

    /** @return the call tree shown, or null while it is computed */
    public CallTree callTree() {
        return tree;
    }

    /** @return the filter field */
    public Text filterField() {
        return filter;
    }

    /** @return the "expand the hottest path" button */
    public Button hottestButton() {
        return hottest;
    }

    private void open(CallNode node) {
        openSource(node);
    }

    @Override
    public void setFocus() {
        table.control().setFocus();
    }
}
