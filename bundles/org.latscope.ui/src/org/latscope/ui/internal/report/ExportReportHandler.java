// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.report;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/** Export Report (editor and view toolbars): the export wizard for the active trace set. */
public final class ExportReportHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        ReportWizard wizard = new ReportWizard(ReportTargets.activeSet(window));
        wizard.init(window.getWorkbench(), StructuredSelection.EMPTY);
        new WizardDialog(window.getShell(), wizard).open();
        return null;
    }
}
