// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.formats;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.latscope.analysis.FileFold;
import org.latscope.analysis.stats.FileStatistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.SymbolLookup;

/** The events layout of {@link FormatsBench}: its sample, and its analyses. */
final class EventsText {

    /** The 6.18 events capture of the test data: sched, irq, softirq and hrtimer events on 2 CPUs. */
    static final String SAMPLE = "bundles/org.latscope.testdata/data/samples/ftrace/events-default-format.txt";

    private EventsText() {
    }

    /**
     * Reads the files and folds the statistics into each on the thread that read it, as the
     * command line's {@code stats} does: every kind the events measure (irq handlers, softirqs,
     * wakeups, hrtimers, with their series) in one walk of each trace.
     */
    static void readAndAnalyse(TraceFormatRegistry registry, List<Path> paths, int threads) throws IOException {
        StatisticsAnalysis stats = new StatisticsAnalysis();
        long[] counted = new long[1];
        TraceSetReader.WhenRead fold = (TraceFile file, SymbolLookup symbols) -> {
            FileStatistics s = FileFold.whole(stats.fold(), file, symbols);
            synchronized (counted) {
                counted[0] += s == null ? 0 : 1;
            }
        };
        new TraceSetReader(registry, threads, fold).read(paths, "bench");
        if (counted[0] != paths.size()) {
            throw new IllegalStateException("analysed " + counted[0] + " of " + paths.size() + " files");
        }
    }
}
