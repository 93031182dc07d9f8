// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

/** The names of archive entries as the folder reader takes them (zip and tar alike). */
final class ArchiveEntryNames {

    private ArchiveEntryNames() {
    }

    /** Entry names must stay inside the archive: no absolute paths, no {@code ..} segments. */
    static boolean safe(String name) {
        if (name.isEmpty() || name.startsWith("/") || name.startsWith("\\") || name.matches("^[A-Za-z]:.*")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            return false;
        }
        for (String segment : name.split("[/\\\\]")) { //$NON-NLS-1$
            if (segment.equals("..")) { //$NON-NLS-1$
                return false;
            }
        }
        return true;
    }

    /** @return the entry's file name: what follows its last slash */
    static String lastSegment(String name) {
        int slash = name.lastIndexOf('/');
        return name.substring(slash + 1);
    }
}
