// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

/**
 * A capture could not start or go on; the message names the target and what is missing or
 * went wrong, and is meant for the user as it is.
 */
public class CaptureException extends Exception {

    private static final long serialVersionUID = 1L;

    /** @param message for the user, naming the target */
    public CaptureException(String message) {
        super(message);
    }

    /**
     * @param message for the user, naming the target
     * @param cause what failed underneath
     */
    public CaptureException(String message, Throwable cause) {
        super(message, cause);
    }
}
