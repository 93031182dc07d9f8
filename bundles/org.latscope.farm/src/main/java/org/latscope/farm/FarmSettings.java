// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.io.Serializable;

import org.latscope.analysis.Durations;
import org.latscope.analysis.hotspots.HotspotGrouping;

/**
 * What the job computes, as the command line's options say it: hotspots {@code --by} and
 * {@code --min}, times in {@code --unit}, and how many worst traces each group lists.
 *
 * @param by the hotspots' grouping id (function, caller, ...)
 * @param min the hotspots' threshold as {@code latscope hotspots --min} takes it
 * @param unit ns, us, ms or s
 * @param worst how many worst traces per group
 */
public record FarmSettings(String by, String min, String unit, int worst) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The defaults of {@code latscope hotspots} and {@code stats}: by function, every step, in microseconds. */
    public static final FarmSettings DEFAULTS = new FarmSettings("function", "0", "us", 20); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$

    /** Checks the options at once, on the driver, rather than in every task. */
    public FarmSettings {
        HotspotGrouping.of(by);
        Durations.parseNanos(min, unit);
    }

    HotspotGrouping grouping() {
        return HotspotGrouping.of(by);
    }

    long minNs() {
        return Durations.parseNanos(min, unit);
    }
}
