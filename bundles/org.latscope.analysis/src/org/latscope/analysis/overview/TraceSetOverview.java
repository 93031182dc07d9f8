// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.List;
import java.util.Map;

import org.latscope.model.Severity;

/**
 * The result of {@link OverviewAnalysis}: what a trace set holds, in figures.
 *
 * @param files the overview of each file, in set order
 * @param formats the files each format read, in the order the formats first appear
 * @param unrecognized the files read that no format recognized
 * @param nothingRead the files of which nothing was read ({@link TraceFacts#nothingRead})
 * @param contents what the files hold
 * @param steps the steps of every latency trace, elisions included
 * @param entries the entry lines read for every latency trace: the steps except elisions
 * @param worst the highest latency of any file (the first of equal ones, in set order), null
 *            when no file has a latency to compare
 * @param diagnostics the diagnostics of every file by severity, every severity present, in
 *            severity order
 * @param linesRead the lines of every file
 * @param linesUsed the lines the readers understood
 * @param understoodFiles the files {@link TraceFacts#understood understood} throughout
 * @param kernelReleases the distinct kernel releases of the trace headers, in the order they
 *            first appear in the set
 */
public record TraceSetOverview(List<FileOverview> files, List<FormatCount> formats, int unrecognized, int nothingRead,
        ContentCounts contents, long steps, long entries, WorstLatency worst, Map<Severity, Integer> diagnostics,
        long linesRead, long linesUsed, int understoodFiles, List<String> kernelReleases) {

    /** Copies the lists and the map. */
    public TraceSetOverview {
        files = List.copyOf(files);
        formats = List.copyOf(formats);
        diagnostics = Severities.copy(diagnostics);
        kernelReleases = List.copyOf(kernelReleases);
    }

    /** @return the number of files */
    public int fileCount() {
        return files.size();
    }

    /** @return the diagnostics of every severity */
    public int diagnosticCount() {
        return Severities.total(diagnostics);
    }

    /** @return true when every file was understood throughout */
    public boolean understood() {
        return understoodFiles == files.size();
    }
}
