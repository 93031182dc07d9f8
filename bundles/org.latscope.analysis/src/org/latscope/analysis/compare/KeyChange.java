// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.compare;

import java.util.Locale;

/** Whether a hotspot key is in both runs, only the second ({@code NEW}) or only the first. */
public enum KeyChange {
    /** In both runs. */
    COMMON,
    /** Only in the second run. */
    NEW,
    /** Only in the first run. */
    VANISHED;

    /** @return the lower-case name used in JSON */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
