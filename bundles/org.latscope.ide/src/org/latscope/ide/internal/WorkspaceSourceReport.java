// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import java.io.IOException;
import java.util.List;

import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.model.TraceSet;
import org.latscope.source.AnalysisRefs;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceLookup;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceRefs;
import org.latscope.source.SourceTree;

/**
 * A set's references resolved against the workspace's kernel trees, as {@code latscope source}
 * resolves them against its {@code --source} trees: the same analyses and the same
 * {@link SourceLookup}, which picks the tree nearest to the set's release. Runs in a Job.
 */
final class WorkspaceSourceReport {

    private WorkspaceSourceReport() {
    }

    /** @return the report for the set against the tree nearest to its release */
    static SourceReport resolve(TraceSet set, List<SourceTree> trees, SourceCache cache) throws IOException {
        SourceRefs refs = AnalysisRefs.of(set, new CallTreeAnalysis().run(set),
                new HotspotAnalysis(HotspotGrouping.LOCATION, 0).run(set), new HotspotAnalysis(HotspotGrouping.MARKER, 0).run(set));
        return new SourceLookup(cache).resolve(trees, set, refs);
    }

    /** A place in the tree: a file relative to it and a 1-based line. */
    record Place(String file, int line) {
    }

    /**
     * @return where a hotspot is in the report: the line its key references ({@code end:697/sched.c}),
     *         else its function's definition; null when it does not resolve
     */
    static Place place(SourceReport report, Hotspot hotspot) {
        String key = hotspot.key();
        for (SourceReport.Line line : report.lines()) {
            if (line.refs().contains(key)) {
                return new Place(line.file(), line.line());
            }
        }
        String function = key.replaceFirst(" [(\\[].*$", ""); //$NON-NLS-1$ //$NON-NLS-2$
        for (SourceReport.Function f : report.functions()) {
            if (f.name().equals(function) && f.file() != null) {
                return new Place(f.file(), f.line());
            }
        }
        return null;
    }
}
