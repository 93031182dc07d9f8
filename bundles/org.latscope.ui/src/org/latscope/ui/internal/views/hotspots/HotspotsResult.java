// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.hotspots;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.latscope.analysis.hotspots.FileHotspots;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.Run;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * What the Hotspots view shows: {@link HotspotAnalysis}'s report of the set (the one
 * {@code latscope hotspots --json} prints) and, when the set holds several runs, each key's
 * count in each run: the same analysis's report over that run's files only.
 *
 * @param report the set's hotspots
 * @param runs the runs' names, empty for a set of one run
 * @param runCounts per hotspot of the report (by index), its count in each run
 */
public record HotspotsResult(HotspotReport report, List<String> runs, long[][] runCounts) {

    /**
     * What is computed, with its settings: the key of the set's analysis cache.
     *
     * @param grouping how to group
     * @param minNs the threshold
     */
    public record Request(HotspotGrouping grouping, long minNs) {

        /**
         * @param set a loaded trace set
         * @return its hotspots
         */
        public HotspotsResult compute(TraceSet set) {
            HotspotAnalysis analysis = new HotspotAnalysis(grouping, minNs);
            Map<TraceFile, FileHotspots> files = new IdentityHashMap<>();
            for (TraceFile file : set.getFiles()) {
                files.put(file, analysis.file(file));
            }
            HotspotReport report = analysis.report(set, files::get);
            List<Run> runs = new ArrayList<>();
            for (TraceFile file : set.getFiles()) {
                Run run = run(file);
                if (run != null && !runs.contains(run)) {
                    runs.add(run);
                }
            }
            if (runs.size() < 2) {
                return new HotspotsResult(report, List.of(), new long[report.hotspots().size()][0]);
            }
            FileHotspots none = analysis.file(LatscopeFactory.eINSTANCE.createTraceFile());
            long[][] counts = new long[report.hotspots().size()][runs.size()];
            List<String> names = new ArrayList<>();
            for (int r = 0; r < runs.size(); r++) {
                Run run = runs.get(r);
                names.add(run.getName());
                HotspotReport part = analysis.report(set, f -> run(f) == run ? files.get(f) : none);
                Map<String, Long> byKey = new HashMap<>();
                for (Hotspot h : part.hotspots()) {
                    byKey.put(h.key(), Long.valueOf(h.count()));
                }
                for (int h = 0; h < counts.length; h++) {
                    counts[h][r] = byKey.getOrDefault(report.hotspots().get(h).key(), Long.valueOf(0)).longValue();
                }
            }
            return new HotspotsResult(report, List.copyOf(names), counts);
        }

        private static Run run(TraceFile file) {
            return file.getBatch() != null && file.getBatch().eContainer() instanceof Run run ? run : null;
        }
    }
}
