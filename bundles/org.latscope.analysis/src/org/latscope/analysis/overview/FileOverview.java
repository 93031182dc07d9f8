// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.List;
import java.util.Map;

import org.latscope.model.Severity;

/**
 * The overview of one trace file, from {@link OverviewAnalysis#file}: everything the set's
 * overview needs of it, so that its step tables can be dropped once it is read.
 *
 * @param path the file's path as the set shows it
 * @param formatId the id of the format that read it, null when none recognized it
 * @param linesRead its lines
 * @param linesUsed the lines a reader understood
 * @param understood see {@link TraceFacts#understood}
 * @param contents what it holds
 * @param traces the step figures of its latency traces, in file order
 * @param worst its highest latency, null when it has no latency to compare
 * @param diagnostics its diagnostics by severity, every severity present, in severity order
 * @param kernelReleases the distinct kernel releases of its trace headers, in file order
 */
public record FileOverview(String path, String formatId, long linesRead, long linesUsed, boolean understood,
        ContentCounts contents, List<TraceSteps> traces, WorstLatency worst, Map<Severity, Integer> diagnostics,
        List<String> kernelReleases) {

    /** Copies the lists and the map. */
    public FileOverview {
        traces = List.copyOf(traces);
        diagnostics = Severities.copy(diagnostics);
        kernelReleases = List.copyOf(kernelReleases);
    }

    /**
     * @param content the index of one of the file's contents
     * @return the step figures of that content, zeros when it is not a latency trace or had no
     *         steps when the file was read
     */
    public TraceSteps steps(int content) {
        for (TraceSteps t : traces) {
            if (t.content() == content) {
                return t;
            }
        }
        return new TraceSteps(content, 0, 0);
    }

    /** @return the diagnostics of every severity */
    public int diagnosticCount() {
        return Severities.total(diagnostics);
    }
}
