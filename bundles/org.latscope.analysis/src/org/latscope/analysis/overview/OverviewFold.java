// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.latscope.analysis.FileFold;
import org.latscope.analysis.TraceContents;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.PrintkLog;
import org.latscope.model.Severity;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.StepKind;
import org.latscope.model.support.CountedSteps;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.RankedLatency;

/**
 * The overview of one file, content by content (see {@link OverviewAnalysis#fold()}). What it
 * keeps per latency trace is one {@link TraceSteps} (three numbers): the steps themselves may
 * be dropped as soon as the trace is added.
 */
final class OverviewFold implements FileFold<FileOverview> {

    private ContentCounts contents = ContentCounts.NONE;
    private final List<TraceSteps> traces = new ArrayList<>();
    private final List<LogFigures> logs = new ArrayList<>();
    private final List<TableFigures> tables = new ArrayList<>();
    private final Set<String> releases = new LinkedHashSet<>();
    private WorstLatency worst;

    @Override
    public void add(TraceFile file, int c, SymbolLookup symbols) {
        TraceContent content = file.getContents().get(c);
        String label = TraceContents.label(file, c);
        contents = contents.plus(ContentCounts.of(content));
        WorstLatency candidate = null;
        TableFigures figures = TableFigures.of(c, content);
        if (figures != null) {
            tables.add(figures); // the summary prints them: a command may drop the rows once added
        }
        if (content instanceof LatencyTrace trace) {
            if (trace.getSteps() != null) {
                traces.add(steps(c, trace.getSteps()));
            } else if (CountedSteps.of(trace) >= 0) { // read without steps: its entries counted
                traces.add(new TraceSteps(c, CountedSteps.of(trace), CountedSteps.of(trace)));
            }
            LatencyHeader h = trace.getHeader();
            if (h != null && h.getKernelRelease() != null) {
                releases.add(h.getKernelRelease());
            }
            RankedLatency ranked = RankedLatency.of(trace);
            if (ranked.declared() || ranked.suspect()) {
                candidate = new WorstLatency(ranked.ns(), file.getPath(), label,
                        ranked.declared() ? WorstKind.TRACE_HEADER : WorstKind.TRACE_STEPS, h.getTaskComm(), trace.getFirstLine());
            }
        } else if (content instanceof PrintkLog log) {
            logs.add(LogFigures.of(c, log));
        } else if (figures != null && figures.hasWorst()) {
            // a worst-latency table's or irq-off list's worst row, found once for the figures
            candidate = new WorstLatency(figures.worstNs(), file.getPath(), label,
                    content instanceof WorstTable ? WorstKind.WORST_TABLE_ROW : WorstKind.IRQ_OFF_ROW, figures.worstName(),
                    figures.worstLine());
        }
        worst = OverviewTotals.worse(worst, candidate);
    }

    @Override
    public FileOverview finish(TraceFile file, SymbolLookup symbols) {
        Map<Severity, Integer> diagnostics = new EnumMap<>(Severity.class);
        for (ParseDiagnostic d : file.getDiagnostics()) {
            diagnostics.merge(d.getSeverity(), Integer.valueOf(1), Integer::sum);
        }
        return new FileOverview(file.getPath(), file.getFormatId(), file.getLinesRead(), file.getLinesUsed(),
                TraceFacts.understood(file), contents, traces, logs, tables, worst, diagnostics, List.copyOf(releases));
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
