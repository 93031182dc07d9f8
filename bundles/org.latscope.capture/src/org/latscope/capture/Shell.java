// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

/** Quoting for the POSIX shell the commands run in. */
final class Shell {

    private Shell() {
    }

    /** @return {@code s} as one single-quoted shell word */
    static String quote(String s) {
        return '\'' + s.replace("'", "'\\''") + '\''; //$NON-NLS-1$ //$NON-NLS-2$
    }
}
