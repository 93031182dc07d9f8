// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.util.function.Function;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;

/** A text column of a small JFace table (the source editor's side list, the Source Trees page). */
public final class ViewerColumns {

    private ViewerColumns() {
    }

    /**
     * @param viewer the table
     * @param header the column's header
     * @param width its width in pixels
     * @param text an element's text in it
     */
    public static <T> void add(TableViewer viewer, String header, int width, Function<T, String> text) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.NONE);
        c.getColumn().setText(header);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @SuppressWarnings("unchecked")
            @Override
            public String getText(Object element) {
                return text.apply((T) element);
            }
        });
    }
}
