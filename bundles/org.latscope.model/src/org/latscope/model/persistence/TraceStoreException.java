// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.persistence;

import java.nio.file.Path;

/**
 * A trace set could not be saved or loaded. The message names the file and the reason and
 * is meant for the user.
 */
public class TraceStoreException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient Path path;

    /**
     * @param path the file concerned
     * @param message the user message, naming the file and the reason
     * @param cause the underlying failure, or null
     */
    public TraceStoreException(Path path, String message, Throwable cause) {
        super(message, cause);
        this.path = path;
    }

    /** @return the file concerned */
    public Path getPath() {
        return path;
    }
}
