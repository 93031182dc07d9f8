// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;

/**
 * A view's selection provider over a {@link VirtualTable}: the selected model rows as the
 * objects they stand for (a {@code Hotspot}, a {@code ParseDiagnostic}, ...), so the editor's
 * timeline and the Properties view follow them.
 */
public final class RowSelectionProvider implements ISelectionProvider {

    private final VirtualTable table;
    private final IntFunction<?> element;
    private final ListenerList<ISelectionChangedListener> listeners = new ListenerList<>();

    /**
     * @param table the table
     * @param element the object a model row stands for; null leaves the row out
     */
    public RowSelectionProvider(VirtualTable table, IntFunction<?> element) {
        this.table = table;
        this.element = element;
        table.addSelectionListener(this::changed);
    }

    @Override
    public ISelection getSelection() {
        List<Object> selected = new ArrayList<>();
        for (int row : table.selectedRows()) {
            Object o = element.apply(row);
            if (o != null) {
                selected.add(o);
            }
        }
        return new StructuredSelection(selected);
    }

    @Override
    public void setSelection(ISelection selection) {
        if (selection instanceof IStructuredSelection s && !s.isEmpty()) {
            for (int r = 0; r < table.model().rowCount(); r++) {
                if (s.getFirstElement().equals(element.apply(r))) {
                    table.select(r);
                    return;
                }
            }
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

    private void changed() {
        SelectionChangedEvent event = new SelectionChangedEvent(this, getSelection());
        listeners.forEach(l -> l.selectionChanged(event));
    }
}
