// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.PrintWriter;
import java.util.List;

import org.latscope.analysis.compare.Comparison;
import org.latscope.analysis.compare.DistributionComparison;
import org.latscope.analysis.compare.KeyComparison;
import org.latscope.analysis.events.TimerlatBreakdown;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.Statistics;
import org.latscope.cli.summary.JsonWriter;

/**
 * The JSON of {@code latscope hotspots --json}, {@code stats --json} and {@code compare --json}, for the commands
 * and for whoever must print the same document from the same results (the farm's per-group
 * JSON), so that there is one writer of each.
 */
public final class AnalysisJson {

    private AnalysisJson() {
    }

    /**
     * Prints what {@code latscope hotspots --json} prints.
     *
     * @param out where to print
     * @param report the hotspots
     * @param unitId the unit of times: ns, us, ms or s
     */
    public static void hotspots(PrintWriter out, HotspotReport report, String unitId) {
        Unit unit = new Unit(unitId);
        JsonWriter w = new JsonWriter(out).beginObject();
        w.name("by").value(report.grouping().id()); //$NON-NLS-1$
        w.name(unit.field("min")).value(unit.value(report.minNs())); //$NON-NLS-1$
        w.name("considered").value(report.considered()); //$NON-NLS-1$
        w.name("matched").value(report.matched()); //$NON-NLS-1$
        w.name("hotspots").beginArray(); //$NON-NLS-1$
        for (Hotspot h : report.hotspots()) {
            w.beginObject();
            w.name("key").value(h.key()); //$NON-NLS-1$
            w.name("count").value(h.count()); //$NON-NLS-1$
            w.name(unit.field("total")).value(unit.value(h.totalNs())); //$NON-NLS-1$
            w.name(unit.field("max")).value(unit.value(h.maxNs())); //$NON-NLS-1$
            w.name("traces").beginArray(); //$NON-NLS-1$
            for (String t : h.traces()) {
                w.value(t);
            }
            w.endArray().endObject();
        }
        w.endArray().endObject().finish();
    }

    /**
     * Prints what {@code latscope stats --json} prints.
     *
     * @param out where to print
     * @param stats the statistics
     * @param unitId the unit of times: ns, us, ms or s
     */
    public static void stats(PrintWriter out, Statistics stats, String unitId) {
        Unit unit = new Unit(unitId);
        JsonWriter w = new JsonWriter(out).beginObject().name("distributions").beginArray(); //$NON-NLS-1$
        for (Distribution d : stats.distributions()) {
            DistributionJson.write(w, d, stats, unit);
        }
        w.endArray();
        if (!stats.timerlat().isEmpty()) {
            w.name("timerlat_breakdown").beginArray(); //$NON-NLS-1$
            for (TimerlatBreakdown b : stats.timerlat()) {
                w.beginObject().name("cpu").value(b.cpu()); //$NON-NLS-1$
                w.name(unit.field("thread_latency")).value(unit.value(b.threadLatencyNs())); //$NON-NLS-1$
                w.name(unit.field("irq_latency")); //$NON-NLS-1$
                if (b.irqLatencyNs() < 0) {
                    w.nullValue();
                } else {
                    w.value(unit.value(b.irqLatencyNs()));
                }
                w.name("parts").beginArray(); //$NON-NLS-1$
                for (TimerlatBreakdown.Part p : b.parts()) {
                    w.beginObject().name("what").value(p.what().id()).name("key").value(p.key()) //$NON-NLS-1$ //$NON-NLS-2$
                            .name(unit.field("time")).value(unit.value(p.ns())).endObject(); //$NON-NLS-1$
                }
                w.endArray().endObject();
            }
            w.endArray();
        }
        w.endObject().finish();
    }

    /**
     * Prints what {@code latscope compare --json} prints.
     *
     * @param out where to print
     * @param c the comparison
     * @param keys the keys to print, of {@code c}'s
     * @param unitId the unit of times: ns, us, ms or s
     */
    public static void compare(PrintWriter out, Comparison c, List<KeyComparison> keys, String unitId) {
        Unit unit = new Unit(unitId);
        JsonWriter w = new JsonWriter(out).beginObject();
        w.name("by").value(c.grouping().id()); //$NON-NLS-1$
        w.name(unit.field("min")).value(unit.value(c.minNs())); //$NON-NLS-1$
        w.name("keys").beginArray(); //$NON-NLS-1$
        for (KeyComparison k : keys) {
            w.beginObject().name("key").value(k.key()).name("change").value(k.change().id()); //$NON-NLS-1$ //$NON-NLS-2$
            w.name("count_a").value(k.countA()).name("count_b").value(k.countB()); //$NON-NLS-1$ //$NON-NLS-2$
            w.name("count_delta").value(k.countDelta()).name("count_ratio").value(k.countRatio()); //$NON-NLS-1$ //$NON-NLS-2$
            w.name(unit.field("max_a")).value(unit.value(k.maxA())).name(unit.field("max_b")).value(unit.value(k.maxB())); //$NON-NLS-1$ //$NON-NLS-2$
            w.name(unit.field("max_delta")).value(unit.value(k.maxDeltaNs())).name("max_ratio").value(k.maxRatio()); //$NON-NLS-1$ //$NON-NLS-2$
            w.endObject();
        }
        w.endArray();
        w.name("distributions").beginArray(); //$NON-NLS-1$
        for (DistributionComparison d : c.distributions()) {
            w.beginObject().name("kind").value(d.kind().id()); //$NON-NLS-1$
            w.name("a"); //$NON-NLS-1$
            DistributionJson.write(w, d.a(), unit);
            w.name("b"); //$NON-NLS-1$
            DistributionJson.write(w, d.b(), unit);
            w.endObject();
        }
        w.endArray().endObject().finish();
    }
}
