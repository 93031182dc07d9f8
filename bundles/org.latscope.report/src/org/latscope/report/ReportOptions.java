// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report;

import java.util.EnumSet;
import java.util.Set;

import org.latscope.analysis.Durations;

/**
 * What a report holds and how much of it. The limits keep a report of any input small: it
 * shows the worst traces and the largest keys, not all of them.
 *
 * @param sections the parts to include
 * @param minNs the hotspot threshold ({@code --min})
 * @param unit the unit of printed times: ns, us, ms or s
 * @param worstTraces the timelines to draw
 * @param rows the hotspots, hot lines and tree children per node to show
 * @param treeDepth the levels of the call tree to show
 */
public record ReportOptions(Set<ReportSection> sections, long minNs, String unit, int worstTraces, int rows,
        int treeDepth) {

    /** Copies the set and checks the unit. */
    public ReportOptions {
        sections = sections.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(sections));
        Durations.nanosPer(unit);
    }

    /** @return every section, threshold 0, microseconds, 5 timelines, 25 rows, 6 levels */
    public static ReportOptions defaults() {
        return new ReportOptions(EnumSet.allOf(ReportSection.class), 0, "us", 5, 25, 6); //$NON-NLS-1$
    }

    /**
     * @param section a section
     * @return whether it is included
     */
    public boolean includes(ReportSection section) {
        return sections.contains(section);
    }

    /** @return these options with another threshold */
    public ReportOptions withMinNs(long ns) {
        return new ReportOptions(sections, ns, unit, worstTraces, rows, treeDepth);
    }

    /** @return these options with another unit */
    public ReportOptions withUnit(String id) {
        return new ReportOptions(sections, minNs, id, worstTraces, rows, treeDepth);
    }

    /** @return these options with other sections */
    public ReportOptions withSections(Set<ReportSection> chosen) {
        return new ReportOptions(chosen, minNs, unit, worstTraces, rows, treeDepth);
    }
}
