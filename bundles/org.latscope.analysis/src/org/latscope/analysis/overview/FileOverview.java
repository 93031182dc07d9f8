// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.Comparator;
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
 * @param traces the step figures of its latency traces, in file order (sorted by content here
 *        when they are not)
 * @param worst its highest latency, null when it has no latency to compare
 * @param diagnostics its diagnostics by severity, every severity present, in severity order
 * @param kernelReleases the distinct kernel releases of its trace headers, in file order
 */
public record FileOverview(String path, String formatId, long linesRead, long linesUsed, boolean understood,
        ContentCounts contents, List<TraceSteps> traces, WorstLatency worst, Map<Severity, Integer> diagnostics,
        List<String> kernelReleases) {

    /** Copies the lists and the map. */
    public FileOverview {
        traces = inContentOrder(traces);
        diagnostics = Severities.copy(diagnostics);
        kernelReleases = List.copyOf(kernelReleases);
    }

    /**
     * @param content the index of one of the file's contents
     * @return the step figures of that content, zeros when it is not a latency trace or had no
     *         steps when the file was read
     */
    public TraceSteps steps(int content) {
        // a binary search: a file of 200,000 traces asked trace by trace made a scan quadratic
        int low = 0;
        int high = traces.size() - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int at = traces.get(mid).content();
            if (at < content) {
                low = mid + 1;
            } else if (at > content) {
                high = mid - 1;
            } else {
                return traces.get(mid);
            }
        }
        return new TraceSteps(content, 0, 0);
    }

    private static List<TraceSteps> inContentOrder(List<TraceSteps> traces) {
        for (int i = 1; i < traces.size(); i++) {
            if (traces.get(i - 1).content() > traces.get(i).content()) {
                return traces.stream().sorted(Comparator.comparingInt(TraceSteps::content)).toList();
            }
        }
        return List.copyOf(traces);
    }

    /** @return the diagnostics of every severity */
    public int diagnosticCount() {
        return Severities.total(diagnostics);
    }
}
