// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.util.List;

import org.eclipse.jface.viewers.ITreeContentProvider;

/** Folders at the top, their files below. */
public final class TraceSetsContentProvider implements ITreeContentProvider {

    @Override
    public Object[] getElements(Object input) {
        return input instanceof List<?> list ? list.toArray() : new Object[0];
    }

    @Override
    public Object[] getChildren(Object parent) {
        return parent instanceof TraceFolder folder ? folder.entries().toArray() : new Object[0];
    }

    @Override
    public Object getParent(Object element) {
        return element instanceof TraceFolder.Entry entry ? entry.folder() : null;
    }

    @Override
    public boolean hasChildren(Object element) {
        return element instanceof TraceFolder folder && !folder.entries().isEmpty();
    }
}
