// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.internal;

import org.latscope.model.SourceLocation;

/** Prints source locations the way preempt-stats tables do: {@code 1376/sched.c}. */
public final class Locations {

    private Locations() {
    }

    /**
     * @param location a location, possibly null
     * @return {@code line/file}, or {@code ?} for none
     */
    public static String text(SourceLocation location) {
        return location == null ? "?" : location.getLine() + "/" + location.getFile(); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
