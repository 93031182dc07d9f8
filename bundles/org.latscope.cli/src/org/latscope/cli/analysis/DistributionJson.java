// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.PrintWriter;

import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.LogBucket;
import org.latscope.cli.summary.JsonWriter;
import org.latscope.model.events.TracerSamples;

/** Writes distributions as JSON objects and text lines, for {@code stats} and {@code compare}. */
final class DistributionJson {

    private DistributionJson() {
    }

    static void write(JsonWriter w, Distribution d, Unit unit) {
        w.beginObject();
        w.name("kind").value(d.kind().id()); //$NON-NLS-1$
        figures(w, d, unit);
        w.endObject();
    }

    /**
     * A kind with its series, what its events could not pair and, for osnoise, the interference per CPU.
     */
    static void write(JsonWriter w, Distribution d, Statistics stats, Unit unit) {
        w.beginObject();
        w.name("kind").value(d.kind().id()); //$NON-NLS-1$
        figures(w, d, unit);
        if (d.kind().fromEvents()) {
            w.name("unpaired").value(stats.unpairedOf(d.kind())); //$NON-NLS-1$
            w.name("series").beginArray(); //$NON-NLS-1$
            for (Statistics.Series s : stats.seriesOf(d.kind())) {
                w.beginObject().name("name").value(s.name()); //$NON-NLS-1$
                figures(w, s.distribution(), unit);
                w.endObject();
            }
            w.endArray();
        }
        if (d.kind() == LatencyKind.OSNOISE) {
            w.name("interference").beginArray(); //$NON-NLS-1$
            for (Statistics.Interference i : stats.interference()) {
                w.beginObject().name("cpu").value(i.cpu()); //$NON-NLS-1$
                for (int k = 0; k < TracerSamples.INTERFERENCE.length; k++) {
                    w.name(TracerSamples.INTERFERENCE[k]).value(i.counts()[k]);
                }
                w.endObject();
            }
            w.endArray();
        }
        w.endObject();
    }

    private static void figures(JsonWriter w, Distribution d, Unit unit) {
        w.name("count").value(d.count()); //$NON-NLS-1$
        w.name(unit.field("min")).value(unit.value(d.minNs())); //$NON-NLS-1$
        w.name(unit.field("max")).value(unit.value(d.maxNs())); //$NON-NLS-1$
        w.name(unit.field("mean")).value(unit.value(Math.round(d.meanNs()))); //$NON-NLS-1$
        w.name(unit.field("p50")).value(unit.value(d.p50Ns())); //$NON-NLS-1$
        w.name(unit.field("p90")).value(unit.value(d.p90Ns())); //$NON-NLS-1$
        w.name(unit.field("p99")).value(unit.value(d.p99Ns())); //$NON-NLS-1$
        w.name(unit.field("p99_9")).value(unit.value(d.p999Ns())); //$NON-NLS-1$
        w.name("buckets").beginArray(); //$NON-NLS-1$
        for (LogBucket b : d.buckets()) {
            w.beginObject().name(unit.field("from")).value(unit.value(b.lowerNs())); //$NON-NLS-1$
            w.name(unit.field("to")).value(unit.value(b.upperNs())).name("count").value(b.count()).endObject(); //$NON-NLS-1$ //$NON-NLS-2$
        }
        w.endArray();
    }

    static void text(PrintWriter out, String label, Distribution d, Unit unit) {
        out.println(String.format("%-23s %10d %10s %10s %10s %10s %10s %10s %10s", label, Long.valueOf(d.count()), //$NON-NLS-1$
                unit.text(d.minNs()), unit.text(Math.round(d.meanNs())), unit.text(d.p50Ns()), unit.text(d.p90Ns()),
                unit.text(d.p99Ns()), unit.text(d.p999Ns()), unit.text(d.maxNs())));
    }

    static void textHeader(PrintWriter out, Unit unit) {
        out.println(Messages.format("stats.header", unit.id())); //$NON-NLS-1$
    }
}
