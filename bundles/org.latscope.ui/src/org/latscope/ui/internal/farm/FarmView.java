// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.farm;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.Status;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;
import org.eclipse.ui.statushandlers.StatusManager;
import org.latscope.ui.editor.TraceSetEditor;

/**
 * The Farm view: a {@code latscope farm} result's machines by kernels ({@link FarmGrid}),
 * coloured by p99 or maximum, regressions marked; a double-click opens that machine's kernel's
 * folder as a Trace Set. It reads the result's {@code farm.json}, never Spark.
 */
public final class FarmView extends ViewPart {

    /** The view id, as in plugin.xml. */
    public static final String ID = "org.latscope.ui.views.farm"; //$NON-NLS-1$

    private FarmGrid grid;
    private Label where;
    private ScrolledComposite scroll;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayout(new GridLayout(4, false));
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Button open = new Button(bar, SWT.PUSH);
        open.setText("Open Farm Result..."); //$NON-NLS-1$
        new Label(bar, SWT.NONE).setText("Colour by"); //$NON-NLS-1$
        Combo by = new Combo(bar, SWT.READ_ONLY);
        by.setItems("p99", "maximum"); //$NON-NLS-1$ //$NON-NLS-2$
        by.select(0);
        where = new Label(bar, SWT.NONE);
        where.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        where.setText("No farm result: run ./latscope farm ROOT -o OUT, then open OUT"); //$NON-NLS-1$
        scroll = new ScrolledComposite(parent, SWT.H_SCROLL | SWT.V_SCROLL);
        scroll.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        grid = new FarmGrid(scroll);
        scroll.setContent(grid);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        grid.setOpener(g -> {
            try {
                TraceSetEditor.open(getSite().getPage(), Path.of(g.folder()));
            } catch (PartInitException e) {
                StatusManager.getManager().handle(Status.error(e.getMessage(), e), StatusManager.LOG | StatusManager.SHOW);
            }
        });
        by.addListener(SWT.Selection, e -> grid.setMeasure(by.getSelectionIndex() == 0 ? FarmGrid.Measure.P99 : FarmGrid.Measure.MAX));
        open.addListener(SWT.Selection, e -> {
            DirectoryDialog dialog = new DirectoryDialog(parent.getShell());
            dialog.setText("Open Farm Result"); //$NON-NLS-1$
            dialog.setMessage("The folder latscope farm -o wrote (it holds farm.json)"); //$NON-NLS-1$
            String folder = dialog.open();
            if (folder != null) {
                open(Path.of(folder));
            }
        });
    }

    /**
     * Shows a farm result; says on the view's line why when it cannot be read.
     *
     * @param folder the folder {@code latscope farm -o} wrote, or its {@code farm.json}
     */
    public void open(Path folder) {
        try {
            FarmResult result = FarmResult.read(folder);
            grid.setResult(result);
            scroll.setMinSize(grid.computeSize(SWT.DEFAULT, SWT.DEFAULT));
            where.setText(result.machines().size() + " machines, " + result.kernels().size() //$NON-NLS-1$
                    + " kernels; double-click a cell to open its runs. " + result.folder()); //$NON-NLS-1$
            where.setToolTipText(result.folder().toString());
        } catch (IOException e) {
            where.setText(e.getMessage());
        }
        where.getParent().layout();
    }

    /** @return the grid, for tests */
    public FarmGrid grid() {
        return grid;
    }

    @Override
    public void setFocus() {
        grid.setFocus();
    }
}
