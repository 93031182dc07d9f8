// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;

/** Folder path with its file count; file path relative to its folder, with its size. */
public final class TraceSetsLabelProvider extends LabelProvider {

    @Override
    public String getText(Object element) {
        if (element instanceof TraceFolder folder) {
            return folder.problem() != null ? folder.problem()
                    : NLS.bind(Messages.TraceSetsLabelProvider_folder, folder.path(), Integer.valueOf(folder.entries().size()));
        }
        if (element instanceof TraceFolder.Entry entry) {
            return NLS.bind(Messages.TraceSetsLabelProvider_file, entry.relativePath(), Long.valueOf(entry.size()));
        }
        return super.getText(element);
    }

    @Override
    public Image getImage(Object element) {
        String key = element instanceof TraceFolder ? ISharedImages.IMG_OBJ_FOLDER : ISharedImages.IMG_OBJ_FILE;
        return PlatformUI.getWorkbench().getSharedImages().getImage(key);
    }
}
