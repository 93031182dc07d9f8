// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.IEditorLauncher;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.latscope.ui.editor.TraceSetEditor;

/**
 * Double-click on a trace file (a file of a Latscope content type) in the IDE: opens it in a
 * Trace Set editor. A launcher rather than an editor, because the Trace Set editor reads paths,
 * not workspace files.
 */
public final class TraceFileLauncher implements IEditorLauncher {

    @Override
    public void open(IPath file) {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null || window.getActivePage() == null) {
            return;
        }
        try {
            TraceSetEditor.open(window.getActivePage(), file.toPath());
        } catch (PartInitException e) {
            ILog.of(TraceFileLauncher.class).error(e.getMessage(), e);
        }
    }
}
