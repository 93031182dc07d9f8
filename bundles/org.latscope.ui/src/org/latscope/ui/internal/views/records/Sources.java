// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.records;

import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/** How a table names the file a row comes from: its path inside the set's folder. */
public final class Sources {

    private Sources() {
    }

    /**
     * @param set the set
     * @param file one of its files
     * @return the file's path relative to the set's location, else its path
     */
    public static String name(TraceSet set, TraceFile file) {
        String path = file.getPath() == null ? "" : file.getPath(); //$NON-NLS-1$
        String root = set.getLocation();
        if (root != null && path.startsWith(root) && path.length() > root.length() + 1) {
            return path.substring(root.length() + 1);
        }
        int slash = path.lastIndexOf('/');
        return path.equals(root) && slash >= 0 ? path.substring(slash + 1) : path;
    }
}
