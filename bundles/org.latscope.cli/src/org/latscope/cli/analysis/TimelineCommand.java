// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.PrintWriter;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.latscope.analysis.timeline.Capture;
import org.latscope.analysis.timeline.CaptureClock;
import org.latscope.analysis.timeline.CaptureTimeline;
import org.latscope.analysis.timeline.CaptureTimelineAnalysis;
import org.latscope.analysis.timeline.FileCaptures;
import org.latscope.analysis.timeline.TimelineBin;
import org.latscope.cli.summary.JsonWriter;
import org.latscope.formats.TraceFormatRegistry;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code latscope timeline PATH... [--bins N] [--json] [--unit UNIT]}: when each trace was
 * captured over the run, by its timestamps or else by file times, and how the captures spread
 * over equal slices of the run.
 */
@Command(name = "timeline", mixinStandardHelpOptions = true, description = {
        "When each trace was captured over the run: by the traces' own timestamps (time since boot) when "
                + "every trace has one, else by the file or archive entry times; and how many traces "
                + "arrived in each equal slice of the run.",
        "Exit codes: 0 every line understood, 2 some lines not understood, 1 usage or I/O error." })
public final class TimelineCommand implements Callable<Integer> {

    private static final double NS_PER_S = 1e9;
    private static final DateTimeFormatter LOCAL_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT); //$NON-NLS-1$

    private final TraceFormatRegistry registry;

    @Spec
    private CommandSpec spec;

    @Mixin
    private InputOptions input;

    @Option(names = "--bins", paramLabel = "N", description = "Equal slices of the run to count arrivals in (default: ${DEFAULT-VALUE}).")
    private int bins = CaptureTimelineAnalysis.DEFAULT_BINS;

    /** @param registry the installed formats */
    public TimelineCommand(TraceFormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        Unit unit = input.unit(spec);
        if (bins < 1) {
            throw new ParameterException(spec.commandLine(), Messages.format("option.bad", "--bins " + bins)); //$NON-NLS-1$ //$NON-NLS-2$
        }
        CaptureTimelineAnalysis analysis = new CaptureTimelineAnalysis();
        PerFileResults<FileCaptures> files = PerFileResults.folding(analysis::fold);
        TraceInput.Loaded loaded = input.load(spec, registry, files);
        if (loaded.set() == null) {
            return Integer.valueOf(loaded.code());
        }
        CaptureTimeline timeline = analysis.report(loaded.set(), bins, files::get);
        PrintWriter out = spec.commandLine().getOut();
        if (input.json) {
            json(out, timeline, unit);
        } else {
            text(out, timeline, unit);
        }
        out.flush();
        return Integer.valueOf(loaded.code());
    }

    private static void text(PrintWriter out, CaptureTimeline t, Unit unit) {
        if (t.clock() == null) {
            out.println(Messages.format("timeline.none", Integer.valueOf(t.unplaced().size()))); //$NON-NLS-1$
            return;
        }
        int n = t.captures().size();
        out.println(Messages.format("timeline.title", Integer.valueOf(n), clockName(t.clock()), //$NON-NLS-1$
                time(t, t.startNs()), time(t, t.startNs() + t.spanNs()), offset(t.spanNs(), t.spanNs()),
                Integer.valueOf(t.unplaced().size())));
        if (t.timesCollapsed()) {
            out.println(Messages.format("timeline.collapsed")); //$NON-NLS-1$
        }
        if (n >= 4) {
            int first = n / 2;
            out.println(Messages.format("timeline.halves", Integer.valueOf(first), //$NON-NLS-1$
                    offset(t.firstArrivedWithinNs(first), t.spanNs()), Integer.valueOf(n - first),
                    offset(t.lastArrivedWithinNs(n - first), t.spanNs())));
        }
        out.println();
        out.println(Messages.format("timeline.binsHeader", unit.id())); //$NON-NLS-1$
        int widest = t.bins().stream().mapToInt(TimelineBin::count).max().orElse(0);
        for (TimelineBin b : t.bins()) {
            int bar = widest == 0 ? 0 : (int) Math.round(40.0 * b.count() / widest);
            out.println(String.format(Locale.ROOT, "%-14s %-14s %6d %12s  %s", "+" + offset(b.startNs(), t.spanNs()), //$NON-NLS-1$ //$NON-NLS-2$
                    "+" + offset(b.endNs(), t.spanNs()), Integer.valueOf(b.count()), latency(b.maxLatencyNs(), unit), //$NON-NLS-1$
                    "#".repeat(bar))); //$NON-NLS-1$
        }
        out.println();
        out.println(Messages.format("timeline.capturesHeader", unit.id())); //$NON-NLS-1$
        for (Capture c : t.captures()) {
            out.println(String.format(Locale.ROOT, "%-14s %-20s %12s  %s", "+" + offset(c.offsetNs(), t.spanNs()), //$NON-NLS-1$ //$NON-NLS-2$
                    time(t, c.timeNs()), latency(c.latencyNs(), unit), c.trace()));
        }
        for (String label : t.unplaced()) {
            out.println(String.format(Locale.ROOT, "%-14s %-20s %12s  %s", "-", "-", "-", label)); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
        }
    }

    private static void json(PrintWriter out, CaptureTimeline t, Unit unit) {
        JsonWriter w = new JsonWriter(out).beginObject();
        w.name("clock"); //$NON-NLS-1$
        if (t.clock() == null) {
            w.nullValue();
        } else {
            w.value(t.clock().id());
            timeField(w, t, "start", t.startNs()); //$NON-NLS-1$
        }
        w.name("span_s").value(t.spanNs() / NS_PER_S); //$NON-NLS-1$
        w.name("times_collapsed").value(t.timesCollapsed()); //$NON-NLS-1$
        w.name("bins").beginArray(); //$NON-NLS-1$
        for (TimelineBin b : t.bins()) {
            w.beginObject().name("start_s").value(b.startNs() / NS_PER_S).name("end_s").value(b.endNs() / NS_PER_S); //$NON-NLS-1$ //$NON-NLS-2$
            w.name("traces").value(b.count()); //$NON-NLS-1$
            latencyField(w, unit, "max_latency", b.maxLatencyNs()); //$NON-NLS-1$
            w.endObject();
        }
        w.endArray();
        w.name("captures").beginArray(); //$NON-NLS-1$
        for (Capture c : t.captures()) {
            w.beginObject().name("trace").value(c.trace()).name("kind").value(c.kind()); //$NON-NLS-1$ //$NON-NLS-2$
            timeField(w, t, "time", c.timeNs()); //$NON-NLS-1$
            w.name("offset_s").value(c.offsetNs() / NS_PER_S); //$NON-NLS-1$
            latencyField(w, unit, "latency", c.latencyNs()); //$NON-NLS-1$
            w.endObject();
        }
        w.endArray();
        w.name("unplaced").beginArray(); //$NON-NLS-1$
        for (String label : t.unplaced()) {
            w.value(label);
        }
        w.endArray().endObject().finish();
    }

    /** File times as ISO-8601 instants ({@code time}), boot times as seconds ({@code time_s}). */
    private static void timeField(JsonWriter w, CaptureTimeline t, String name, long ns) {
        if (t.clock() == CaptureClock.FILE_TIME) {
            w.name(name).value(Instant.ofEpochMilli(ns / 1_000_000).toString());
        } else {
            w.name(name + "_s").value(ns / NS_PER_S); //$NON-NLS-1$
        }
    }

    private static void latencyField(JsonWriter w, Unit unit, String name, long ns) {
        w.name(unit.field(name));
        if (ns < 0) {
            w.nullValue();
        } else {
            w.value(unit.value(ns));
        }
    }

    private static String clockName(CaptureClock clock) {
        return Messages.format(clock == CaptureClock.BOOT ? "timeline.clock.boot" : "timeline.clock.file"); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** File times in the local zone to the second; boot times in seconds to the microsecond. */
    private static String time(CaptureTimeline t, long ns) {
        if (t.clock() == CaptureClock.FILE_TIME) {
            return LOCAL_TIME.format(Instant.ofEpochMilli(ns / 1_000_000).atZone(ZoneId.systemDefault()));
        }
        return String.format(Locale.ROOT, "%.6f", Double.valueOf(ns / NS_PER_S)); //$NON-NLS-1$
    }

    /** h:mm:ss for runs of a minute or more, seconds to the microsecond for shorter ones. */
    static String offset(long ns, long spanNs) {
        if (spanNs < 60 * 1_000_000_000L) {
            return String.format(Locale.ROOT, "%.6fs", Double.valueOf(ns / NS_PER_S)); //$NON-NLS-1$
        }
        long s = ns / 1_000_000_000L;
        return String.format(Locale.ROOT, "%d:%02d:%02d", Long.valueOf(s / 3600), Long.valueOf(s / 60 % 60), //$NON-NLS-1$
                Long.valueOf(s % 60));
    }

    private static String latency(long ns, Unit unit) {
        return ns < 0 ? "-" : unit.text(ns); //$NON-NLS-1$
    }
}
