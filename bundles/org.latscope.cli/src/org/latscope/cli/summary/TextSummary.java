// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

import org.latscope.analysis.overview.FileOverview;
import org.latscope.analysis.overview.LogFigures;
import org.latscope.analysis.overview.OverviewTotals;
import org.latscope.analysis.overview.TableFigures;
import org.latscope.analysis.overview.TraceFacts;
import org.latscope.model.Histogram;
import org.latscope.model.IrqOffList;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.PrintkLog;
import org.latscope.model.ResultTable;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.WorstTable;

/**
 * The human-readable summary: one block per file, printed as each file arrives; runs of equal
 * diagnostics are folded.
 */
final class TextSummary implements SummaryPrinter {

    private final PrintWriter out;

    TextSummary(PrintWriter out) {
        this.out = out;
    }

    @Override
    public void end(OverviewTotals totals, int exitCode) {
        out.println(Messages.format("summary.total", totals.fileCount(), totals.linesUsed(), totals.linesRead())); //$NON-NLS-1$
    }

    @Override
    public void file(TraceFile file, FileOverview figures) {
        String format = file.getFormatId() != null ? file.getFormatId()
                : Messages.format(TraceFacts.nothingRead(file) ? "summary.notRead" : "summary.unknown"); //$NON-NLS-1$ //$NON-NLS-2$
        out.println(file.getPath() + "  [" + format + "]"); //$NON-NLS-1$ //$NON-NLS-2$
        out.println(Messages.format("summary.lines", figures.linesRead(), figures.linesUsed())); //$NON-NLS-1$
        if (file.getBatch() != null && file.getBatch().eContainer() instanceof org.latscope.model.Run run) {
            out.println(Messages.format("summary.run", run.getName(), file.getBatch().getName())); //$NON-NLS-1$
        }
        for (int c = 0; c < file.getContents().size(); c++) {
            out.println(content(file.getContents().get(c), figures, c));
        }
        diagnostics(file.getPath(), file.getDiagnostics());
    }

    /** @param figures what was counted of the file's contents before their steps or lines were dropped */
    private static String content(TraceContent content, FileOverview figures, int index) {
        int first = content.getFirstLine();
        int last = content.getLastLine();
        if (content instanceof LatencyTrace trace) {
            return Messages.format("summary.trace", first, last, describe(trace, figures.steps(index).entries())); //$NON-NLS-1$
        }
        // a table's rows may be gone: a long log of tables lets each go once folded
        TableFigures rows = figures.table(index);
        if (content instanceof WorstTable table) {
            return Messages.format("summary.worst", first, last, table.getPeriodLabel(), rows.rows(), //$NON-NLS-1$
                    table.getMeasured(), rows.hasWorst() ? rows.worstUs() : 0,
                    rows.hasWorst() ? rows.worstName() : "-"); //$NON-NLS-1$
        }
        if (content instanceof IrqOffList list) {
            return Messages.format("summary.irq", first, last, list.getCpu(), rows.rows(), //$NON-NLS-1$
                    rows.hasWorst() ? seconds(rows.worstNs()) : "-", rows.hasWorst() ? rows.worstName() : "-"); //$NON-NLS-1$ //$NON-NLS-2$
        }
        if (content instanceof ResultTable table) {
            String kernels = String.join("/", table.getKernels()); //$NON-NLS-1$
            String metrics = String.join(" / ", table.getMetrics()); //$NON-NLS-1$
            String unit = table.getUnit() == null || table.getUnit().isEmpty() ? "" : " (" + table.getUnit() + ")"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            // a table of one unnamed kernel (the violation reports' table) has no kernel column to name
            return kernels.isBlank()
                    ? Messages.format("summary.resultsOneRun", first, last, table.getTitle(), rows.rows(), metrics, unit) //$NON-NLS-1$
                    : Messages.format("summary.results", first, last, table.getTitle(), rows.rows(), kernels, //$NON-NLS-1$
                            metrics, unit);
        }
        if (content instanceof PrintkLog) {
            LogFigures log = figures.log(index);
            return Messages.format("summary.log", first, last, log.lines(), //$NON-NLS-1$
                    log.hasLines() ? seconds(log.firstTimeNs()) : "-", //$NON-NLS-1$
                    log.hasLines() ? seconds(log.lastTimeNs()) : "-"); //$NON-NLS-1$
        }
        if (content instanceof Histogram histogram) {
            return Messages.format("summary.histogram", first, last, histogram.getTool(), histogram.getUnit(), //$NON-NLS-1$
                    histogram.getSeries().size(), rows.bucketCount());
        }
        return Messages.format("summary.content", content.eClass().getName(), first, last); //$NON-NLS-1$
    }

    /** @return the header's version, kernel, latency, entries and task in one line */
    private static String describe(LatencyTrace trace, int entriesParsed) {
        LatencyHeader h = trace.getHeader();
        StringBuilder b = new StringBuilder();
        if (h == null) {
            return ""; //$NON-NLS-1$
        }
        if (h.getTracerVersion() != null) {
            b.append(h.getTracer()).append(" v").append(h.getTracerVersion()); //$NON-NLS-1$
            if (h.getKernelRelease() != null) {
                b.append(" on ").append(h.getKernelRelease()); //$NON-NLS-1$
            }
            b.append(", "); //$NON-NLS-1$
        } else if (h.getKernelRelease() != null) {
            // a recording without a tracer version (trace.dat: the uname option) still names its kernel
            if (h.getTracer() != null) {
                b.append(h.getTracer()).append(' ');
            }
            b.append("on ").append(h.getKernelRelease()).append(", "); //$NON-NLS-1$ //$NON-NLS-2$
            if (h.isSetCpuCount()) {
                b.append(h.getCpuCount()).append(h.getCpuCount() == 1 ? " CPU, " : " CPUs, "); //$NON-NLS-1$ //$NON-NLS-2$
            }
        }
        if (h.isSetLatencyUs()) {
            b.append(h.getLatencyUs()).append(" us, "); //$NON-NLS-1$
        }
        if (h.isSetEntriesDeclared()) {
            b.append(h.getEntriesDeclared()).append(" entries declared"); //$NON-NLS-1$
            if (h.isSetEntriesTotal()) {
                b.append(" (").append(h.getEntriesTotal()).append(" total)"); //$NON-NLS-1$ //$NON-NLS-2$
            }
            b.append(", "); //$NON-NLS-1$
        }
        b.append(entriesParsed).append(" parsed"); //$NON-NLS-1$
        if (h.getTaskComm() != null) {
            b.append(", task ").append(h.getTaskComm()); //$NON-NLS-1$
            if (h.isSetPid()) {
                b.append('/').append(h.getPid());
            }
        }
        if (h.getStartedAt() != null) {
            b.append(", started at ").append(h.getStartedAt().getSymbol()); //$NON-NLS-1$
        }
        if (h.getEndedAt() != null) {
            b.append(", ended at ").append(h.getEndedAt().getSymbol()); //$NON-NLS-1$
        }
        return b.toString();
    }

    private static String seconds(long ns) {
        return String.format(Locale.ROOT, "%.6f", ns / 1e9); //$NON-NLS-1$
    }

    /**
     * Prints diagnostics as {@code file:line: reason [severity]} ({@code file: reason} for the
     * whole file), folding consecutive lines with the same reason into one {@code file:first-last}.
     */
    private void diagnostics(String path, List<ParseDiagnostic> diagnostics) {
        if (diagnostics.isEmpty()) {
            return;
        }
        out.println(Messages.format("summary.diagnostics", diagnostics.size())); //$NON-NLS-1$
        int i = 0;
        while (i < diagnostics.size()) {
            ParseDiagnostic d = diagnostics.get(i);
            int j = i + 1;
            while (j < diagnostics.size() && diagnostics.get(j).getReason().equals(d.getReason())
                    && diagnostics.get(j).getLine() == diagnostics.get(j - 1).getLine() + 1) {
                j++;
            }
            String severity = d.getSeverity().getLiteral().toLowerCase(Locale.ROOT);
            if (j - i == 1 && d.getLine() <= 0) {
                out.println(Messages.format("summary.diagnosticFile", path, d.getReason(), severity)); //$NON-NLS-1$
            } else if (j - i == 1) {
                out.println(Messages.format("summary.diagnostic", path, d.getLine(), d.getReason(), severity)); //$NON-NLS-1$
            } else {
                out.println(Messages.format("summary.diagnosticRange", path, d.getLine(), diagnostics.get(j - 1).getLine(), //$NON-NLS-1$
                        d.getReason(), severity, j - i));
            }
            i = j;
        }
    }

}
