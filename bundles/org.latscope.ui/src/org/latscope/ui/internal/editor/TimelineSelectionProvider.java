// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.editor;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.latscope.ui.internal.timeline.TimelineCanvas;
import org.latscope.ui.internal.timeline.TimelineMarks;

/** The editor's selection: the step selected in the timeline, as a {@link StepSelection}. */
final class TimelineSelectionProvider implements ISelectionProvider {

    private final ListenerList<ISelectionChangedListener> listeners = new ListenerList<>();
    private final TimelineCanvas canvas;

    TimelineSelectionProvider(TimelineCanvas canvas) {
        this.canvas = canvas;
        canvas.addSelectionListener(this::changed);
    }

    private void changed(TimelineMarks marks) {
        SelectionChangedEvent event = new SelectionChangedEvent(this, getSelection());
        for (ISelectionChangedListener l : listeners) {
            l.selectionChanged(event);
        }
    }

    @Override
    public ISelection getSelection() {
        TimelineMarks marks = canvas.marks();
        return marks.row() == null || marks.step() < 0 ? StructuredSelection.EMPTY
                : new StructuredSelection(new StepSelection(marks.row(), marks.step()));
    }

    @Override
    public void setSelection(ISelection selection) {
        if (selection instanceof StructuredSelection s && s.getFirstElement() instanceof StepSelection step) {
            canvas.select(step.row(), step.step());
        } else {
            canvas.select(null, -1);
        }
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.remove(listener);
    }
}
