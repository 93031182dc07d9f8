// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.events;

/** Reads the marker a trace prints where a CPU's buffer overflowed: {@code CPU:1 [LOST 123 EVENTS]}. */
public final class LostEvents {

    /** Returned by {@link #cpu} for a marker that says no loss. */
    public static final int NOT_LOST = Integer.MIN_VALUE;

    private LostEvents() {
    }

    /**
     * @param marker a marker's text, or null
     * @return the CPU that lost events, -1 when not said, or {@link #NOT_LOST}
     */
    public static int cpu(String marker) {
        if (marker == null || !marker.contains("[LOST")) { //$NON-NLS-1$
            return NOT_LOST;
        }
        long cpu = EventFields.number(marker, "CPU:"); //$NON-NLS-1$
        return cpu == EventFields.MISSING || cpu > Integer.MAX_VALUE ? -1 : (int) cpu;
    }
}
