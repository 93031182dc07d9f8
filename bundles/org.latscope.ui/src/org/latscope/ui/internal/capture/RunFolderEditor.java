// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.nio.file.Path;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.latscope.ui.editor.TraceSetEditor;

/**
 * The Trace Set editor on a capture's run folder: opened with the first snapshot, read again
 * (a new editor on the same folder, as the IDE does for a changed folder) when more arrive, at
 * most every {@link #INTERVAL_MS} so a burst of new maxima reads the folder once. Closed by the
 * user, it stays closed until Open Run Folder.
 */
final class RunFolderEditor {

    static final int INTERVAL_MS = 2000;

    private final IWorkbenchPage page;
    private final Path folder;
    private TraceSetEditor editor;
    private boolean closedByUser;
    private boolean pending;

    RunFolderEditor(IWorkbenchPage page, Path folder) {
        this.page = page;
        this.folder = folder;
    }

    /** Opens the editor, or brings it to front. */
    void open() {
        closedByUser = false;
        if (editor != null && page.findEditor(editor.getEditorInput()) == editor) {
            page.activate(editor);
            return;
        }
        reopen(true);
    }

    /** A snapshot arrived in the folder: open it the first time, read it again later. */
    void arrived() {
        if (closedByUser || pending) {
            return;
        }
        if (editor != null && page.findEditor(editor.getEditorInput()) != editor) {
            closedByUser = true; // the user closed it
            return;
        }
        pending = true;
        Display.getCurrent().timerExec(editor == null ? 0 : INTERVAL_MS, () -> {
            pending = false;
            if (!page.getWorkbenchWindow().getShell().isDisposed()) {
                reopen(false);
            }
        });
    }

    private void reopen(boolean activate) {
        IEditorPart active = page.getActiveEditor();
        boolean wasActive = editor != null && active == editor;
        if (editor != null && page.findEditor(editor.getEditorInput()) == editor) {
            page.closeEditor(editor, false);
        }
        try {
            editor = TraceSetEditor.open(page, folder);
            if (!activate && !wasActive && active != null && active != editor && page.findEditor(active.getEditorInput()) == active) {
                page.activate(active);
            }
        } catch (PartInitException e) {
            editor = null;
        }
    }

    /** @return the editor shown, null before the first snapshot */
    TraceSetEditor editor() {
        return editor;
    }
}
