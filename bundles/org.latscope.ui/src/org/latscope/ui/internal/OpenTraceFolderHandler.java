// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.latscope.ui.TraceSetsView;

/** File &gt; Open Trace Folder...: asks for a folder and shows it in the Trace Sets view. */
public final class OpenTraceFolderHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        DirectoryDialog dialog = new DirectoryDialog(window.getShell());
        dialog.setText(Messages.OpenTraceFolderHandler_title);
        String chosen = dialog.open();
        if (chosen != null) {
            try {
                TraceSetsView view = (TraceSetsView) window.getActivePage().showView(TraceSetsView.ID);
                view.open(List.of(Path.of(chosen)));
            } catch (PartInitException e) {
                throw new ExecutionException(e.getMessage(), e);
            }
        }
        return null;
    }
}
