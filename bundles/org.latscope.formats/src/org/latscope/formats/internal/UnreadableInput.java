// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.io.IOException;

/**
 * An archive or compressed stream that cannot be read on: a damaged or truncated tar, a
 * decompression bomb. Its message is a whole diagnostic reason (naming the archive entry where
 * there is one), written as it is rather than inside {@code read.ioError}.
 */
public final class UnreadableInput extends IOException {

    private static final long serialVersionUID = 1L;

    /** @param reason the diagnostic's reason, from the messages */
    public UnreadableInput(String reason) {
        super(reason);
    }
}
