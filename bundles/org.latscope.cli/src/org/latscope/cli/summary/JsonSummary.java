// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import java.io.PrintWriter;
import java.util.Locale;

import org.latscope.analysis.overview.FileOverview;
import org.latscope.analysis.overview.LogFigures;
import org.latscope.analysis.overview.OverviewTotals;
import org.latscope.analysis.overview.TableFigures;
import org.latscope.analysis.overview.TraceSteps;
import org.latscope.formats.DiagnosticCode;
import org.latscope.model.CodeAddress;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramSeries;
import org.latscope.model.IrqOffList;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.PrintkLog;
import org.latscope.model.ResultTable;
import org.latscope.model.Run;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.WorstTable;

/**
 * The JSON summary; the keys are documented in {@code docs/cli.md} and stable:
 * {@code files[].path}, {@code files[].format}, {@code files[].traces[].latency_us},
 * {@code files[].traces[].entries_declared}, {@code files[].traces[].entries_parsed},
 * {@code files[].traces[].task}, {@code files[].tables[].rows}, {@code files[].histograms},
 * {@code files[].diagnostics[]} with {@code line}, {@code code} and {@code reason}.
 */
final class JsonSummary implements SummaryPrinter {

    private final JsonWriter json;
    private boolean begun;

    JsonSummary(PrintWriter out) {
        this.json = new JsonWriter(out);
    }

    /** Opens the object and its file array at the first file: nothing is printed before a read starts. */
    private void begin() {
        if (!begun) {
            begun = true;
            json.beginObject();
            json.name("files").beginArray(); //$NON-NLS-1$
        }
    }

    @Override
    public void end(OverviewTotals totals, int exitCode) {
        begin();
        json.endArray();
        json.name("exit_code").value(exitCode); //$NON-NLS-1$
        json.endObject();
        json.finish();
    }

    @Override
    public void file(TraceFile file, FileOverview figures) {
        begin();
        json.beginObject();
        json.name("path").value(file.getPath()); //$NON-NLS-1$
        json.name("format").value(file.getFormatId()); //$NON-NLS-1$
        json.name("size").value(file.getSize()); //$NON-NLS-1$
        json.name("lines_read").value(figures.linesRead()); //$NON-NLS-1$
        json.name("lines_used").value(figures.linesUsed()); //$NON-NLS-1$
        json.name("understood").value(figures.understood()); //$NON-NLS-1$
        if (file.getBatch() != null && file.getBatch().eContainer() instanceof Run run) {
            json.name("run").value(run.getName()); //$NON-NLS-1$
            json.name("batch").value(file.getBatch().getName()); //$NON-NLS-1$
        }
        json.name("traces").beginArray(); //$NON-NLS-1$
        for (int c = 0; c < file.getContents().size(); c++) {
            if (file.getContents().get(c) instanceof LatencyTrace t) {
                trace(t, figures.steps(c));
            }
        }
        json.endArray();
        json.name("tables").beginArray(); //$NON-NLS-1$
        for (int c = 0; c < file.getContents().size(); c++) {
            TraceContent content = file.getContents().get(c);
            if (content instanceof WorstTable t) {
                worst(t, figures.table(c));
            } else if (content instanceof IrqOffList l) {
                irq(l, figures.table(c));
            } else if (content instanceof ResultTable r) {
                results(r, figures.table(c));
            }
        }
        json.endArray();
        json.name("logs").beginArray(); //$NON-NLS-1$
        for (int c = 0; c < file.getContents().size(); c++) {
            if (file.getContents().get(c) instanceof PrintkLog log) {
                log(log, figures.log(c));
            }
        }
        json.endArray();
        json.name("histograms").beginArray(); //$NON-NLS-1$
        for (int c = 0; c < file.getContents().size(); c++) {
            if (file.getContents().get(c) instanceof Histogram h) {
                histogram(h, figures.table(c));
            }
        }
        json.endArray();
        json.name("diagnostics").beginArray(); //$NON-NLS-1$
        for (ParseDiagnostic d : file.getDiagnostics()) {
            json.beginObject();
            json.name("line").value(d.getLine()); //$NON-NLS-1$
            json.name("column").value(d.getColumn()); //$NON-NLS-1$
            json.name("severity").value(d.getSeverity().getLiteral().toLowerCase(Locale.ROOT)); //$NON-NLS-1$
            json.name("code").value(DiagnosticCode.of(d).id()); //$NON-NLS-1$
            json.name("reason").value(d.getReason()); //$NON-NLS-1$
            json.name("text").value(d.getText()); //$NON-NLS-1$
            json.endObject();
        }
        json.endArray();
        json.endObject();
    }

    private void lines(TraceContent c) {
        json.name("first_line").value(c.getFirstLine()); //$NON-NLS-1$
        json.name("last_line").value(c.getLastLine()); //$NON-NLS-1$
    }

    private void trace(LatencyTrace t, TraceSteps steps) {
        LatencyHeader h = t.getHeader();
        json.beginObject();
        lines(t);
        json.name("tracer").value(h == null ? null : h.getTracer()); //$NON-NLS-1$
        json.name("version").value(h == null ? null : h.getTracerVersion()); //$NON-NLS-1$
        json.name("kernel").value(h == null ? null : h.getKernelRelease()); //$NON-NLS-1$
        optional("latency_us", h != null && h.isSetLatencyUs(), h == null ? 0 : h.getLatencyUs()); //$NON-NLS-1$
        optional("entries_declared", h != null && h.isSetEntriesDeclared(), h == null ? 0 : h.getEntriesDeclared()); //$NON-NLS-1$
        optional("entries_total", h != null && h.isSetEntriesTotal(), h == null ? 0 : h.getEntriesTotal()); //$NON-NLS-1$
        json.name("entries_parsed").value(steps.entries()); //$NON-NLS-1$
        json.name("steps").value(steps.steps()); //$NON-NLS-1$
        json.name("task").value(h == null ? null : h.getTaskComm()); //$NON-NLS-1$
        optional("pid", h != null && h.isSetPid(), h == null ? 0 : h.getPid()); //$NON-NLS-1$
        optional("cpu", h != null && h.isSetCpu(), h == null ? 0 : h.getCpu()); //$NON-NLS-1$
        json.name("preemption_model").value(h == null ? null : h.getPreemptionModel()); //$NON-NLS-1$
        address("started_at", h == null ? null : h.getStartedAt()); //$NON-NLS-1$
        address("ended_at", h == null ? null : h.getEndedAt()); //$NON-NLS-1$
        json.endObject();
    }

    private void optional(String name, boolean set, long value) {
        json.name(name);
        if (set) {
            json.value(value);
        } else {
            json.nullValue();
        }
    }

    private void address(String name, CodeAddress a) {
        json.name(name);
        if (a == null) {
            json.nullValue();
            return;
        }
        StringBuilder b = new StringBuilder(a.getSymbol() == null ? "" : a.getSymbol()); //$NON-NLS-1$
        if (a.getSize() != 0) {
            b.append("+0x").append(Long.toHexString(a.getOffset())).append("/0x").append(Long.toHexString(a.getSize())); //$NON-NLS-1$ //$NON-NLS-2$
        }
        json.value(b.toString());
    }

    /** @param rows counted before the table's rows could be dropped */
    private void worst(WorstTable t, TableFigures rows) {
        json.beginObject();
        json.name("kind").value("worst"); //$NON-NLS-1$ //$NON-NLS-2$
        lines(t);
        json.name("label").value(t.getPeriodLabel()); //$NON-NLS-1$
        json.name("label_text").value(t.getLabelText()); //$NON-NLS-1$
        json.name("requested").value(t.getRequested()); //$NON-NLS-1$
        json.name("measured").value(t.getMeasured()); //$NON-NLS-1$
        json.name("rows").value(rows.rows()); //$NON-NLS-1$
        optional("worst_us", rows.hasWorst(), rows.worstUs()); //$NON-NLS-1$
        json.name("worst_cause").value(rows.worstName()); //$NON-NLS-1$
        json.endObject();
    }

    private void irq(IrqOffList l, TableFigures rows) {
        json.beginObject();
        json.name("kind").value("irq-off"); //$NON-NLS-1$ //$NON-NLS-2$
        lines(l);
        json.name("cpu").value(l.getCpu()); //$NON-NLS-1$
        json.name("requested").value(l.getRequested()); //$NON-NLS-1$
        json.name("rows").value(rows.rows()); //$NON-NLS-1$
        optional("worst_ns", rows.hasWorst(), rows.worstNs()); //$NON-NLS-1$
        json.name("worst_function").value(rows.worstName()); //$NON-NLS-1$
        json.endObject();
    }

    private void results(ResultTable r, TableFigures rows) {
        json.beginObject();
        json.name("kind").value("results"); //$NON-NLS-1$ //$NON-NLS-2$
        lines(r);
        json.name("title").value(r.getTitle()); //$NON-NLS-1$
        json.name("unit").value(r.getUnit()); //$NON-NLS-1$
        json.name("rows").value(rows.rows()); //$NON-NLS-1$
        json.name("kernels").beginArray(); //$NON-NLS-1$
        r.getKernels().forEach(json::value);
        json.endArray();
        json.name("metrics").beginArray(); //$NON-NLS-1$
        r.getMetrics().forEach(json::value);
        json.endArray();
        json.endObject();
    }

    /** @param figures counted before the log's lines could be dropped */
    private void log(PrintkLog log, LogFigures figures) {
        json.beginObject();
        lines(log);
        json.name("lines").value(figures.lines()); //$NON-NLS-1$
        json.name("measurements").value(figures.measurements()); //$NON-NLS-1$
        optional("first_time_ns", figures.hasLines(), figures.firstTimeNs()); //$NON-NLS-1$
        optional("last_time_ns", figures.hasLines(), figures.lastTimeNs()); //$NON-NLS-1$
        json.endObject();
    }

    /** @param figures the buckets of each series, counted before they could be dropped */
    private void histogram(Histogram h, TableFigures figures) {
        json.beginObject();
        lines(h);
        json.name("tool").value(h.getTool()); //$NON-NLS-1$
        json.name("unit").value(h.getUnit()); //$NON-NLS-1$
        json.name("series").beginArray(); //$NON-NLS-1$
        for (int i = 0; i < h.getSeries().size(); i++) {
            HistogramSeries s = h.getSeries().get(i);
            json.beginObject();
            json.name("name").value(s.getName()); //$NON-NLS-1$
            json.name("buckets").value(figures.buckets().get(i)); //$NON-NLS-1$
            optional("total", s.isSetTotal(), s.getTotal()); //$NON-NLS-1$
            optional("min", s.isSetMin(), s.getMin()); //$NON-NLS-1$
            json.name("avg"); //$NON-NLS-1$
            if (s.isSetAvg()) {
                json.value(s.getAvg());
            } else {
                json.nullValue();
            }
            optional("max", s.isSetMax(), s.getMax()); //$NON-NLS-1$
            json.endObject();
        }
        json.endArray();
        json.endObject();
    }
}
