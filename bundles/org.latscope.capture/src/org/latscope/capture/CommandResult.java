// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.nio.charset.StandardCharsets;

/**
 * What a shell command left: its exit status, standard output (bytes: traces are copied as
 * they are) and standard error.
 */
public record CommandResult(int exitStatus, byte[] out, String err) {

    /** @return standard output as text */
    public String text() {
        return new String(out, StandardCharsets.UTF_8);
    }

    /** @return true when the command exited with status 0 */
    public boolean ok() {
        return exitStatus == 0;
    }
}
