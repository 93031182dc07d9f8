// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.io.IOException;

/** A farm job that cannot start, with what the user is told. */
public final class FarmException extends IOException {

    private static final long serialVersionUID = 1L;

    /** @param message what went wrong and what to do */
    public FarmException(String message) {
        super(message);
    }
}
