// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.persistence;

import java.nio.file.Path;
import java.util.Locale;

/** How a trace set resource is serialized; step columns always go to the binary sidecar. */
public enum StoreFormat {
    /** XML Metadata Interchange: readable, diffable, for small sets. File extension {@code .xmi}. */
    XMI("xmi"), //$NON-NLS-1$
    /** EMF binary resource: compact and fast, for large sets. File extension {@code .latscope}. */
    BINARY("latscope"); //$NON-NLS-1$

    private final String extension;

    StoreFormat(String extension) {
        this.extension = extension;
    }

    /** @return the file extension without dot */
    public String extension() {
        return extension;
    }

    /**
     * @param path a file
     * @return the format its extension names, or null if it names none
     */
    public static StoreFormat forPath(Path path) {
        String name = path.getFileName().toString().toLowerCase(Locale.ROOT);
        for (StoreFormat format : values()) {
            if (name.endsWith("." + format.extension)) { //$NON-NLS-1$
                return format;
            }
        }
        return null;
    }
}
