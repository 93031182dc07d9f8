// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.preferences;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.latscope.analysis.Durations;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.ui.internal.timeline.TimeUnits;

/**
 * The analysis views' defaults, as set on the Latscope Analysis preference page: the hotspot
 * threshold, the time unit of figures and the hotspot grouping. Read from the instance scope
 * of {@code org.latscope.ui} each time, so a view opened after a change sees it.
 */
public final class AnalysisPreferences {

    /** The threshold, a duration such as {@code 100us}. */
    public static final String KEY_THRESHOLD = "analysis.threshold"; //$NON-NLS-1$
    /** The time unit: ns, us, ms, s or auto. */
    public static final String KEY_UNIT = "analysis.unit"; //$NON-NLS-1$
    /** The grouping: an id of {@link HotspotGrouping}. */
    public static final String KEY_GROUPING = "analysis.grouping"; //$NON-NLS-1$
    /** The default threshold. */
    public static final String DEFAULT_THRESHOLD = "100us"; //$NON-NLS-1$
    /** The default unit: the largest that keeps a value at or above 1. */
    public static final String AUTO = "auto"; //$NON-NLS-1$
    /** The units offered. */
    static final String[] UNITS = { AUTO, "ns", "us", "ms", "s" }; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$

    private final IEclipsePreferences node;

    /** Reads the instance scope of {@code org.latscope.ui}. */
    public AnalysisPreferences() {
        this(InstanceScope.INSTANCE.getNode(TimelinePreferencePage.QUALIFIER));
    }

    AnalysisPreferences(IEclipsePreferences node) {
        this.node = node;
    }

    /** @return the threshold in ns; the default's when the stored text is not a duration */
    public long thresholdNs() {
        try {
            return Durations.parseNanos(node.get(KEY_THRESHOLD, DEFAULT_THRESHOLD), "us"); //$NON-NLS-1$
        } catch (IllegalArgumentException e) {
            return Durations.parseNanos(DEFAULT_THRESHOLD, "us"); //$NON-NLS-1$
        }
    }

    /** @return ns, us, ms, s or {@link #AUTO} */
    public String unit() {
        String unit = node.get(KEY_UNIT, AUTO);
        for (String u : UNITS) {
            if (u.equals(unit)) {
                return u;
            }
        }
        return AUTO;
    }

    /** @return the grouping; function when the stored one is unknown */
    public HotspotGrouping grouping() {
        try {
            return HotspotGrouping.of(node.get(KEY_GROUPING, HotspotGrouping.FUNCTION.id()));
        } catch (IllegalArgumentException e) {
            return HotspotGrouping.FUNCTION;
        }
    }

    /**
     * @param ns a duration
     * @return it in the preferred unit, with the unit: {@code 549 us}, {@code 0.549 ms}
     */
    public String format(long ns) {
        String unit = unit();
        return AUTO.equals(unit) ? TimeUnits.duration(ns) : Durations.format(ns, unit) + ' ' + unit;
    }
}
