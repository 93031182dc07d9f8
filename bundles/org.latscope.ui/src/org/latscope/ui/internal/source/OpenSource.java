// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.latscope.model.TraceSet;
import org.latscope.source.FileAnnotations;
import org.latscope.source.KernelRelease;
import org.latscope.source.SourceRefs;
import org.latscope.source.SourceTargets;
import org.latscope.source.SourceTargets.Target;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;

/**
 * Open Source: resolves a reference of a trace set against its kernel tree in a Job (choosing
 * the tree and indexing it can take a while on a full tree), then opens the annotated source
 * editor at the line; an ambiguous reference asks which candidate ({@link CandidateDialog}), an
 * unresolved one says why. Double-clicks and F3 in the views and the timeline come here.
 */
public final class OpenSource {

    /** The family of the resolving jobs, for tests. */
    public static final Object FAMILY = OpenSource.class;

    private final IWorkbenchPage page;

    /** @param page the page to open the editor in */
    public OpenSource(IWorkbenchPage page) {
        this.page = page;
    }

    /**
     * Resolves and opens, or asks, or says why not.
     *
     * @param set a loaded trace set
     * @param ref the reference, as the analyses key it
     * @param releases the releases of the files that carry it (see {@link SelectionRefs#releases}),
     *        empty for the set's
     */
    public void open(OpenedTraceSet set, String ref, List<KernelRelease> releases) {
        Display display = page.getWorkbenchWindow().getShell().getDisplay();
        Job job = new Job(NLS.bind(Messages.Source_resolving, ref)) {
            @Override
            protected IStatus run(org.eclipse.core.runtime.IProgressMonitor monitor) {
                SetSource source = SourceRequest.of(set, releases).join();
                SourceTargets.Resolution r = source.problem() == null ? source.targets().resolve(ref) : null;
                String note = null;
                int marker = ref.lastIndexOf(" ["); //$NON-NLS-1$
                if (r != null && r.targets().isEmpty() && marker > 0) {
                    // an mcount marker of a patched kernel that the tree lacks: its function still helps
                    SourceTargets.Resolution function = source.targets().resolve(ref.substring(0, marker));
                    if (!function.targets().isEmpty()) {
                        note = r.reason();
                        r = function;
                    }
                }
                SourceTargets.Resolution resolution = r;
                String why = note;
                if (!monitor.isCanceled()) {
                    display.asyncExec(() -> show(set.traceSet(), source, ref, resolution, why));
                }
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == FAMILY;
            }
        };
        job.setUser(false);
        job.schedule();
    }

    private void show(TraceSet set, SetSource source, String ref, SourceTargets.Resolution r, String note) {
        if (page.getWorkbenchWindow().getShell().isDisposed()) {
            return;
        }
        if (r == null) {
            tell(source.problem());
        } else if (r.targets().isEmpty()) {
            tell(NLS.bind(Messages.Source_unresolved, ref, r.reason()));
        } else if (r.ambiguous()) {
            new CandidateDialog(page.getWorkbenchWindow().getShell(), r, t -> open(set, source, ref, t, note)).open();
        } else {
            open(set, source, ref, r.targets().get(0), note);
        }
    }

    private void open(TraceSet set, SetSource source, String ref, Target target, String note) {
        FileAnnotations file = source.annotations(target.file());
        SourceRefs.Counted counted = source.counted(ref);
        if (counted != null) {
            file = file.with(counted, target.line()); // a chosen candidate the report placed elsewhere
        }
        SourceEditorInput input = new SourceEditorInput(source.report().tree(), target.file(), file, source.report().choice(), set);
        try {
            IEditorPart part = page.openEditor(input, SourceEditor.ID);
            if (part instanceof SourceEditor editor) {
                if (!file.equals(editor.fileAnnotations())) {
                    editor.setInput(input);
                }
                editor.goToLine(target.line());
                editor.setNote(note);
            }
        } catch (PartInitException e) {
            tell(e.getMessage());
        }
    }

    private void tell(String text) {
        MessageDialog dialog = new MessageDialog(page.getWorkbenchWindow().getShell(), Messages.Source_title, null, text,
                MessageDialog.INFORMATION, 0, IDialogConstants.OK_LABEL);
        dialog.setBlockOnOpen(false);
        dialog.open();
    }
}
