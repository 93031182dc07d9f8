// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.util.Optional;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;
import org.latscope.ui.internal.OpenedTraceSet;

/**
 * Open Source (F3 in the Latscope views and the Trace Set editor): the selected hotspot,
 * call-tree node, record or timeline step's reference, resolved and opened by
 * {@link OpenSource}. A selection without a reference does nothing.
 */
public final class OpenSourceHandler extends AbstractHandler {

    /** The command's id, as in plugin.xml. */
    public static final String COMMAND = "org.latscope.ui.openSource"; //$NON-NLS-1$
    /** The context in which F3 opens the source: active while a Latscope view or Trace Set editor is. */
    public static final String CONTEXT = "org.latscope.ui.context"; //$NON-NLS-1$

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchPart part = HandlerUtil.getActivePart(event);
        OpenedTraceSet set = part == null ? null : Adapters.adapt(part, OpenedTraceSet.class);
        ISelection selection = HandlerUtil.getCurrentSelection(event);
        if (set == null || set.results() == null || !(selection instanceof IStructuredSelection s)) {
            return null;
        }
        Optional<String> ref = SelectionRefs.of(s.getFirstElement());
        ref.ifPresent(r -> new OpenSource(part.getSite().getPage()).open(set, r,
                SelectionRefs.releases(s.getFirstElement(), set.traceSet())));
        return null;
    }
}
