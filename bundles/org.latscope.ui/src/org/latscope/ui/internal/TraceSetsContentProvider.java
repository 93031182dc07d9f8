// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.util.List;

import org.eclipse.jface.viewers.ITreeContentProvider;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * Opened sets, their files (in {@link FileRange}s when many), what each file holds (in
 * {@link ContentRange}s when many), and its diagnostics.
 */
public final class TraceSetsContentProvider implements ITreeContentProvider {

    @Override
    public Object[] getElements(Object input) {
        return input instanceof List<?> list ? list.toArray() : new Object[0];
    }

    @Override
    public Object[] getChildren(Object parent) {
        if (parent instanceof OpenedTraceSet opened) {
            TraceSet set = opened.traceSet();
            return set == null ? new Object[0] : FileRange.children(set);
        }
        if (parent instanceof FileRange range) {
            return range.children();
        }
        if (parent instanceof TraceFile file) {
            return ContentRange.children(file);
        }
        if (parent instanceof ContentRange range) {
            return range.children();
        }
        if (parent instanceof DiagnosticsNode node) {
            return node.file().getDiagnostics().toArray();
        }
        return new Object[0];
    }

    @Override
    public Object getParent(Object element) {
        if (element instanceof TraceContent content) {
            return ContentRange.parentOf(content);
        }
        if (element instanceof ContentRange range) {
            return range.parent();
        }
        if (element instanceof ParseDiagnostic diagnostic) {
            return new DiagnosticsNode((TraceFile) diagnostic.eContainer());
        }
        if (element instanceof DiagnosticsNode node) {
            return node.file();
        }
        return null;
    }

    @Override
    public boolean hasChildren(Object element) {
        if (element instanceof OpenedTraceSet opened) {
            return opened.traceSet() != null && !opened.traceSet().getFiles().isEmpty();
        }
        if (element instanceof FileRange range) {
            return range.to() > range.from();
        }
        if (element instanceof ContentRange range) {
            return range.to() > range.from();
        }
        if (element instanceof TraceFile file) {
            return !file.getContents().isEmpty() || !file.getDiagnostics().isEmpty();
        }
        return getChildren(element).length > 0;
    }
}
