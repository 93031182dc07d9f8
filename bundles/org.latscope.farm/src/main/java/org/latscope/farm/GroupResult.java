// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.spark.sql.Row;
import org.latscope.analysis.events.TimerlatBreakdown;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.FileStatistics;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.Statistics;

/**
 * One group's results, rebuilt on the driver from the aggregated tables into the analysis
 * bundle's own {@link HotspotReport} and {@link Statistics}: what {@code latscope hotspots} and
 * {@code latscope stats} compute for the group's folder, printed by the same JSON writers.
 */
final class GroupResult {

    final FarmGroup group;
    long files;
    long bytes;
    long considered;
    long matched;
    boolean understood = true;
    double seconds;
    long diagnostics;
    long failed;
    private final List<Hotspot> hotspots = new ArrayList<>();
    private final FileStatistics parts = new FileStatistics();
    private final Map<Integer, long[]> interference = new HashMap<>();
    private HotspotReport report;
    private Statistics statistics;

    GroupResult(FarmGroup group) {
        this.group = group;
    }

    void totals(Row r) {
        files = r.getLong(r.fieldIndex("files")); //$NON-NLS-1$
        bytes = r.getLong(r.fieldIndex("bytes")); //$NON-NLS-1$
        considered = r.getLong(r.fieldIndex("considered")); //$NON-NLS-1$
        matched = r.getLong(r.fieldIndex("matched")); //$NON-NLS-1$
        understood = r.getBoolean(r.fieldIndex("understood")); //$NON-NLS-1$
        seconds = r.getDouble(r.fieldIndex("seconds")); //$NON-NLS-1$
        diagnostics = r.getLong(r.fieldIndex("diagnostics")); //$NON-NLS-1$
        failed = r.getLong(r.fieldIndex("failed")); //$NON-NLS-1$
    }

    void hotspot(Row r) {
        hotspots.add(new Hotspot(r.getString(r.fieldIndex("key")), r.getLong(r.fieldIndex("count")), //$NON-NLS-1$ //$NON-NLS-2$
                r.getLong(r.fieldIndex("total_ns")), r.getLong(r.fieldIndex("max_ns")), r.getList(r.fieldIndex("traces")))); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    void value(Row r) {
        int s = r.fieldIndex("series"); //$NON-NLS-1$
        parts.put().value(LatencyKind.valueOf(r.getString(r.fieldIndex("kind"))), r.isNullAt(s) ? null : r.getString(s), //$NON-NLS-1$
                r.getLong(r.fieldIndex("value_ns")), r.getLong(r.fieldIndex("weight"))); //$NON-NLS-1$ //$NON-NLS-2$
    }

    void unpaired(Row r) {
        parts.put().unpaired(LatencyKind.valueOf(r.getString(r.fieldIndex("kind"))), r.getLong(r.fieldIndex("n"))); //$NON-NLS-1$ //$NON-NLS-2$
    }

    void interference(Row r, int counters) {
        long[] counts = interference.computeIfAbsent(Integer.valueOf(r.getInt(r.fieldIndex("cpu"))), c -> new long[counters]); //$NON-NLS-1$
        counts[r.getInt(r.fieldIndex("counter"))] = r.getLong(r.fieldIndex("n")); //$NON-NLS-1$ //$NON-NLS-2$
    }

    void timerlat(Row r) {
        List<TimerlatBreakdown.Part> list = new ArrayList<>();
        for (Row p : r.<Row>getList(r.fieldIndex("parts"))) { //$NON-NLS-1$
            list.add(new TimerlatBreakdown.Part(TimerlatBreakdown.What.valueOf(p.getString(0)), p.getString(1), p.getLong(2)));
        }
        parts.put().timerlat(new TimerlatBreakdown(r.getInt(r.fieldIndex("cpu")), r.getLong(r.fieldIndex("thread_ns")), //$NON-NLS-1$ //$NON-NLS-2$
                r.getLong(r.fieldIndex("irq_ns")), r.getLong(r.fieldIndex("expiry_ns")), r.getLong(r.fieldIndex("sample_ns")), list)); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    /** Makes the report and the statistics of what was added. */
    void finish(FarmSettings settings) {
        interference.forEach((cpu, counts) -> parts.put().interference(cpu.intValue(), counts));
        report = HotspotReport.merged(settings.grouping(), settings.minNs(), hotspots, considered, matched);
        statistics = parts.statistics();
    }

    HotspotReport report() {
        return report;
    }

    Statistics statistics() {
        return statistics;
    }

    /** @return the distribution the grid shows: the first kind with values (trace latency when there are traces) */
    Distribution headline() {
        for (Distribution d : statistics.distributions()) {
            if (d.count() > 0) {
                return d;
            }
        }
        return statistics.distributions().get(0);
    }
}
