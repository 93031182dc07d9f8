// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

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
 * @param logs the figures of its kernel logs, in file order (sorted likewise)
 * @param tables the figures of its tables, lists and histograms, in file order (sorted likewise)
 * @param worst its highest latency, null when it has no latency to compare
 * @param diagnostics its diagnostics by severity, every severity present, in severity order
 * @param kernelReleases the distinct kernel releases of its trace headers, in file order
 */
public record FileOverview(String path, String formatId, long linesRead, long linesUsed, boolean understood,
        ContentCounts contents, List<TraceSteps> traces, List<LogFigures> logs, List<TableFigures> tables,
        WorstLatency worst,
        Map<Severity, Integer> diagnostics, List<String> kernelReleases) {

    /** Copies the lists and the map. */
    public FileOverview {
        traces = inContentOrder(traces, TraceSteps::content);
        logs = inContentOrder(logs, LogFigures::content);
        tables = inContentOrder(tables, TableFigures::content);
        diagnostics = Severities.copy(diagnostics);
        kernelReleases = List.copyOf(kernelReleases);
    }

    /**
     * @param content the index of one of the file's contents
     * @return the step figures of that content, zeros when it is not a latency trace or had no
     *         steps when the file was read
     */
    public TraceSteps steps(int content) {
        TraceSteps found = find(traces, TraceSteps::content, content);
        return found != null ? found : new TraceSteps(content, 0, 0);
    }

    /**
     * @param content the index of one of the file's contents
     * @return the figures of that content, null when it is not a kernel log
     */
    public LogFigures log(int content) {
        return find(logs, LogFigures::content, content);
    }

    /**
     * @param content the index of one of the file's contents
     * @return the figures of that content, null when it is no table, list or histogram
     */
    public TableFigures table(int content) {
        return find(tables, TableFigures::content, content);
    }

    /** A binary search: a file of 200,000 traces asked trace by trace made a scan quadratic. */
    private static <T> T find(List<T> sorted, ToIntFunction<T> key, int content) {
        int low = 0;
        int high = sorted.size() - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int at = key.applyAsInt(sorted.get(mid));
            if (at < content) {
                low = mid + 1;
            } else if (at > content) {
                high = mid - 1;
            } else {
                return sorted.get(mid);
            }
        }
        return null;
    }

    private static <T> List<T> inContentOrder(List<T> figures, ToIntFunction<T> key) {
        for (int i = 1; i < figures.size(); i++) {
            if (key.applyAsInt(figures.get(i - 1)) > key.applyAsInt(figures.get(i))) {
                return figures.stream().sorted(Comparator.comparingInt(key)).toList();
            }
        }
        return List.copyOf(figures);
    }

    /** @return the diagnostics of every severity */
    public int diagnosticCount() {
        return Severities.total(diagnostics);
    }
}
