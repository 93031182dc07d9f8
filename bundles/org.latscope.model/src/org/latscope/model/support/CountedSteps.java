// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.support;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.latscope.model.LatencyTrace;

/**
 * How many entries a trace read without its steps holds: a reader told that nobody looks at
 * steps ({@code summary}) counts a binary file's records instead of building a step for each,
 * and the overview takes the count from here.
 */
public final class CountedSteps extends AdapterImpl {

    private final int entries;

    private CountedSteps(int entries) {
        this.entries = entries;
    }

    /**
     * @param trace a trace read without steps
     * @param entries how many entries it holds
     */
    public static void set(LatencyTrace trace, int entries) {
        trace.eAdapters().removeIf(a -> a instanceof CountedSteps);
        trace.eAdapters().add(new CountedSteps(entries));
    }

    /**
     * @param trace a trace
     * @return the entries counted for it when it was read without steps, else -1
     */
    public static int of(LatencyTrace trace) {
        for (Adapter a : trace.eAdapters()) {
            if (a instanceof CountedSteps c) {
                return c.entries;
            }
        }
        return -1;
    }
}
