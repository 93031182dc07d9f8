// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.latscope.analysis.FileFold;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.SymbolLookup;

/**
 * The overview of a trace set: its files and formats, what they hold, their steps, the worst
 * latency and where it was read, the diagnostics by severity, the lines read and understood and
 * the kernel releases of the trace headers. The worst latency compares latency traces' header
 * latencies, worst-N tables' rows and irq-off lists' rows.
 */
public final class OverviewAnalysis {

    /**
     * @param set a trace set, with its step tables
     * @return its overview
     */
    public TraceSetOverview run(TraceSet set) {
        return report(set, file -> file(file, null));
    }

    /**
     * The overview of one file. Touches nothing outside the file, so files can be looked at
     * on the threads that read them and their step tables dropped, as the command line does.
     *
     * @param file a trace file, with its step tables
     * @param symbols the names of the set's symbol ids; not read (the overview counts steps
     *        without naming them), taken so that it runs like the other per-file analyses
     * @return its overview, for {@link #report}
     */
    public FileOverview file(TraceFile file, SymbolLookup symbols) {
        return FileFold.whole(fold(), file, symbols);
    }

    /**
     * @return a new fold of one file's overview, for a reader that hands over each latency
     *         trace as soon as it is complete (see {@link FileFold}); {@link #file} runs it
     */
    public FileFold<FileOverview> fold() {
        return new OverviewFold();
    }

    /**
     * Merges the files' overviews in set order.
     *
     * @param set the trace set the files were read into, every file in it
     * @param files the overview of each of the set's files, from {@link #file}
     * @return the set's overview
     */
    public TraceSetOverview report(TraceSet set, Function<TraceFile, FileOverview> files) {
        List<FileOverview> parts = new ArrayList<>(set.getFiles().size());
        OverviewTotals totals = new OverviewTotals();
        for (TraceFile file : set.getFiles()) {
            FileOverview part = files.apply(file);
            parts.add(part);
            totals.add(part);
        }
        return totals.overview(parts);
    }
}
