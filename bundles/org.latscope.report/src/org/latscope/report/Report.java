// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report;

import java.util.List;

import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.compare.Comparison;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.analysis.overview.TraceSetOverview;
import org.latscope.analysis.stats.Statistics;
import org.latscope.source.SourceReport;

/**
 * Everything a report shows, computed by {@link ReportAnalysis} from the same analyses the
 * command line prints: the writers of each format only present it. Sections left out by the
 * options are empty or null.
 *
 * @param title the trace set's label
 * @param root the folder all the set's files are in, which the report leaves out of their paths;
 *            empty when they share none
 * @param options what was asked for
 * @param overview the summary of the set
 * @param worstTraces the worst latency traces' timelines, worst first
 * @param records the worst-N tables and irq-off lists as tables (the longest rows of each)
 * @param moreRecords the record tables left out for brevity
 * @param callTree the call attribution, null when left out
 * @param hotspots the set's hotspots (already cut to the options' rows), null when left out
 * @param locations the worst-N rows by start and end location (cut likewise), null when left
 *            out or the set has no worst-N rows
 * @param runs the runs of the set, in set order, empty with fewer than two
 * @param perRun each run's hotspots, as {@code runs}
 * @param statistics the latency distributions, null when left out
 * @param source the source excerpts, null when left out or no tree was found
 * @param comparison the comparison with another run, null when none was asked for
 * @param diagnostics the first diagnostics as {@code file:line: reason [severity]}
 */
public record Report(String title, String root, ReportOptions options, TraceSetOverview overview, List<TraceStrip> worstTraces,
        List<ReportTable> records, int moreRecords, CallTree callTree, HotspotReport hotspots, HotspotReport locations,
        List<String> runs,
        List<HotspotReport> perRun, Statistics statistics, Source source, Compared comparison, List<String> diagnostics) {

    /** Copies the lists. */
    public Report {
        worstTraces = List.copyOf(worstTraces);
        records = List.copyOf(records);
        runs = List.copyOf(runs);
        perRun = List.copyOf(perRun);
        diagnostics = List.copyOf(diagnostics);
    }

    /**
     * @param path a file path or a trace label, null for none
     * @return it without {@link #root}
     */
    public String relative(String path) {
        return relative(root, path);
    }

    /**
     * @param root a folder prefix ending in a separator, empty for none
     * @param path a file path or a trace label, null for none
     * @return the path without the prefix
     */
    public static String relative(String root, String path) {
        return path != null && !root.isEmpty() && path.startsWith(root) ? path.substring(root.length()) : path;
    }

    /**
     * @param paths a set's file paths
     * @return the longest folder prefix they share, ending in a separator; empty when none
     */
    public static String commonFolder(List<String> paths) {
        String prefix = null;
        for (String p : paths) {
            String folder = p.substring(0, p.lastIndexOf('/') + 1);
            if (prefix == null) {
                prefix = folder;
            }
            while (!folder.startsWith(prefix)) {
                prefix = prefix.substring(0, prefix.lastIndexOf('/', prefix.length() - 2) + 1);
            }
        }
        return prefix == null ? "" : prefix; //$NON-NLS-1$
    }

    /**
     * The source section.
     *
     * @param report what the set's references resolved to
     * @param excerpts the excerpts shown, hottest first
     */
    public record Source(SourceReport report, List<SourceExcerpt> excerpts) {
        /** Copies the list. */
        public Source {
            excerpts = List.copyOf(excerpts);
        }

        /**
         * @param key a hotspot key (a function, {@code end:697/sched.c}, {@code f [2]})
         * @return the excerpt showing it, null when none does
         */
        public SourceExcerpt excerptOf(String key) {
            for (SourceExcerpt e : excerpts) {
                if (key.equals(e.function()) || e.hot().stream().anyMatch(l -> l.refs().contains(key))) {
                    return e;
                }
            }
            return null;
        }
    }

    /**
     * The comparison section.
     *
     * @param a the first run's name
     * @param b the second run's name
     * @param comparison the comparison (keys already cut to the options' rows)
     */
    public record Compared(String a, String b, Comparison comparison) {
    }
}
