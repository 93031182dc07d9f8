// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.PrintWriter;

import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.LogBucket;
import org.latscope.cli.summary.JsonWriter;

/** Writes distributions as JSON objects and text lines, for {@code stats} and {@code compare}. */
final class DistributionJson {

    private DistributionJson() {
    }

    static void write(JsonWriter w, Distribution d, Unit unit) {
        w.beginObject();
        w.name("kind").value(d.kind().id()); //$NON-NLS-1$
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
        w.endArray().endObject();
    }

    static void text(PrintWriter out, String label, Distribution d, Unit unit) {
        out.println(String.format("%-15s %10d %10s %10s %10s %10s %10s %10s %10s", label, Long.valueOf(d.count()), //$NON-NLS-1$
                unit.text(d.minNs()), unit.text(Math.round(d.meanNs())), unit.text(d.p50Ns()), unit.text(d.p90Ns()),
                unit.text(d.p99Ns()), unit.text(d.p999Ns()), unit.text(d.maxNs())));
    }

    static void textHeader(PrintWriter out, Unit unit) {
        out.println(Messages.format("stats.header", unit.id())); //$NON-NLS-1$
    }
}
