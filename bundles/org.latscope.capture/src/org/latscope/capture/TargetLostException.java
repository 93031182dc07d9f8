// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

/** The connection to a target dropped while a command ran. */
public class TargetLostException extends CaptureException {

    private static final long serialVersionUID = 1L;

    /** @param message for the user, naming the target */
    public TargetLostException(String message) {
        super(message);
    }

    /**
     * @param message for the user, naming the target
     * @param cause what failed underneath
     */
    public TargetLostException(String message, Throwable cause) {
        super(message, cause);
    }
}
