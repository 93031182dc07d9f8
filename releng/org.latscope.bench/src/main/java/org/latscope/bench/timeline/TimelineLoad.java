// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.timeline;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.latscope.analysis.timegraph.FileTimeline;
import org.latscope.analysis.timegraph.TimelineAnalysis;
import org.latscope.analysis.timegraph.TraceSetTimeline;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.bench.BestOf;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.formats.classic.ClassicFormats;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;

/**
 * What the timeline adds to reading a folder: the read alone next to the read with
 * {@link TimelineAnalysis} run per file on the reading threads through the reader's
 * {@link TraceSetReader.WhenRead} hook and merged at the end, exactly as the editor's
 * {@code OpenTraceSetJob} does (without its overview); and the bytes per step the rows keep
 * beside the step tables (box corrections and {@code StepSummary}), so the summary's cost in
 * time and memory shows next to what it saves when painting.
 */
final class TimelineLoad {

    /** A loaded shape: the set and its timeline. */
    record Loaded(TraceSet set, TraceSetTimeline timeline, long steps) {
    }

    private TimelineLoad() {
    }

    /**
     * Times both in alternating rounds and prints them.
     *
     * @param folder the generated files
     * @param rounds rounds of each
     * @return the set and timeline of the last round with the timeline
     */
    static Loaded measure(BenchData.Folder folder, int rounds) throws Exception {
        TraceFormatRegistry registry = new TraceFormatRegistry();
        ClassicFormats.create().forEach(registry::add);
        int cores = Runtime.getRuntime().availableProcessors();
        Loaded[] last = new Loaded[1];
        double[][] seconds = BestOf.alternating(rounds, () -> new TraceSetReader(registry, cores).read(folder.files(), "bench"),
                () -> {
                    last[0] = null; // let the previous round's set go before reading again
                    last[0] = readWithTimeline(registry, cores, folder.files());
                });
        Loaded loaded = last[0];
        double read = BestOf.best(seconds[0]);
        double withTimeline = BestOf.best(seconds[1]);
        double mb = folder.bytes() / (double) (1 << 20);
        System.out.printf(Locale.ROOT, "  %.1f MB, %d files, %d rows, %,d steps; best of %d rounds on %d cores%n", mb,
                folder.files().size(), loaded.timeline().rows().size(), loaded.steps(), rounds, cores);
        System.out.printf(Locale.ROOT, "  %-40s %7.2f s  %7.1f MB/s%n", "read only (baseline)", read, mb / read);
        System.out.printf(Locale.ROOT, "  %-40s %7.2f s  %7.1f MB/s  (+%.0f %%)%n", "read + timeline with summary", withTimeline,
                mb / withTimeline, (withTimeline / read - 1) * 100);
        long rowBytes = 0;
        long summaryBytes = 0;
        for (TraceTimeline row : loaded.timeline().rows()) {
            rowBytes += row.residentBytes();
            summaryBytes += row.summary().residentBytes();
        }
        System.out.printf(Locale.ROOT,
                "  timeline resident: %.2f B/step (%,d bytes), of which StepSummary %.2f B/step (%,d bytes)%n",
                rowBytes / (double) loaded.steps(), rowBytes, summaryBytes / (double) loaded.steps(), summaryBytes);
        return loaded;
    }

    /** The editor's way: each file's timeline on the thread that read it, merged by {@code report}. */
    static Loaded readWithTimeline(TraceFormatRegistry registry, int cores, List<java.nio.file.Path> files)
            throws IOException {
        TimelineAnalysis timeline = new TimelineAnalysis();
        Map<TraceFile, FileTimeline> parts = new ConcurrentHashMap<>();
        TraceSet set = new TraceSetReader(registry, cores, (file, symbols) -> parts.put(file, timeline.file(file, symbols)))
                .read(files, "bench");
        TraceSetTimeline merged = timeline.report(set, parts::get);
        return new Loaded(set, merged, TraceSets.stepCount(set));
    }
}
