// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.latscope.analysis.TraceContents;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.SymbolLookup;

/**
 * The overview of a trace set: its files and formats, what they hold, their steps, the worst
 * latency and where it was read, the diagnostics by severity, the lines read and understood and
 * the kernel releases of the trace headers. The worst latency compares latency traces' header
 * latencies, worst-N tables' rows and irq-off lists' rows.
 */
public final class OverviewAnalysis {

    private static final long NS_PER_US = 1_000L;

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
        ContentCounts contents = ContentCounts.NONE;
        List<TraceSteps> traces = new ArrayList<>();
        Set<String> releases = new LinkedHashSet<>();
        WorstLatency worst = null;
        for (int c = 0; c < file.getContents().size(); c++) {
            TraceContent content = file.getContents().get(c);
            contents = contents.plus(ContentCounts.of(content));
            WorstLatency candidate = null;
            if (content instanceof LatencyTrace trace) {
                if (trace.getSteps() != null) {
                    traces.add(steps(c, trace.getSteps()));
                }
                LatencyHeader h = trace.getHeader();
                if (h != null && h.getKernelRelease() != null) {
                    releases.add(h.getKernelRelease());
                }
                if (h != null && h.isSetLatencyUs()) {
                    candidate = new WorstLatency(h.getLatencyUs() * NS_PER_US, file.getPath(), TraceContents.label(file, c),
                            WorstKind.TRACE_HEADER, h.getTaskComm(), trace.getFirstLine());
                }
            } else if (content instanceof WorstTable table) {
                WorstRow row = TraceFacts.worstRow(table).orElse(null);
                if (row != null) {
                    candidate = new WorstLatency(row.getLatencyUs() * NS_PER_US, file.getPath(),
                            TraceContents.label(file, c), WorstKind.WORST_TABLE_ROW, row.getCause(), row.getLine());
                }
            } else if (content instanceof IrqOffList list) {
                IrqOffRow row = TraceFacts.worstRow(list).orElse(null);
                if (row != null) {
                    candidate = new WorstLatency(row.getDurationNs(), file.getPath(), TraceContents.label(file, c),
                            WorstKind.IRQ_OFF_ROW, row.getFunction(), row.getLine());
                }
            }
            worst = OverviewTotals.worse(worst, candidate);
        }
        Map<Severity, Integer> diagnostics = new EnumMap<>(Severity.class);
        for (ParseDiagnostic d : file.getDiagnostics()) {
            diagnostics.merge(d.getSeverity(), Integer.valueOf(1), Integer::sum);
        }
        return new FileOverview(file.getPath(), file.getFormatId(), file.getLinesRead(), file.getLinesUsed(),
                TraceFacts.understood(file), contents, traces, worst, diagnostics, List.copyOf(releases));
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

    private static TraceSteps steps(int content, StepTable table) {
        int entries = 0;
        for (int i = 0; i < table.size(); i++) {
            if (table.kind(i) != StepKind.ELISION) {
                entries++;
            }
        }
        return new TraceSteps(content, table.size(), entries);
    }
}
