// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.records;

import org.latscope.analysis.Durations;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramBucket;
import org.latscope.model.HistogramSeries;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LogLine;
import org.latscope.model.PrintkLog;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;
import org.latscope.model.SourceLocation;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.TraceSets;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.views.records.RecordRows.Column;

/** What the Records view lists, each as a {@link RecordRows} table over the set's model. */
public enum RecordKind {
    /** The rows of worst-N tables. */
    WORST,
    /** The rows of irq-off lists. */
    IRQ_OFF,
    /** The lines of printk logs. */
    LOG,
    /** The buckets of histograms, per series. */
    BUCKETS,
    /** The cells of result tables. */
    RESULTS,
    /** The {@code <stack trace>} steps of latency traces with their {@code => func} frames. */
    STACK_TRACES;

    private static final int NARROW = 110;
    private static final int WIDE = 400;

    /** @return its name in the view */
    public String label() {
        return switch (this) {
            case WORST -> Messages.Records_worst;
            case IRQ_OFF -> Messages.Records_irqOff;
            case LOG -> Messages.Records_log;
            case BUCKETS -> Messages.Records_buckets;
            case RESULTS -> Messages.Records_results;
            case STACK_TRACES -> Messages.Records_stackTraces;
        };
    }

    /**
     * @param set a loaded set
     * @return its records of this kind
     */
    public RecordRows<?> rows(TraceSet set) {
        return switch (this) {
            case WORST -> worst(set);
            case IRQ_OFF -> irqOff(set);
            case LOG -> log(set);
            case BUCKETS -> buckets(set);
            case RESULTS -> results(set);
            case STACK_TRACES -> stackTraces(set);
        };
    }

    private static RecordRows<WorstRow> worst(TraceSet set) {
        RecordRows<WorstRow> rows = new RecordRows<>(Messages.Records_source,
                new Column<WorstRow>(Messages.Records_latencyUs, r -> Integer.toString(r.getLatencyUs()), WorstRow::getLatencyUs, NARROW),
                new Column<WorstRow>(Messages.Records_cause, WorstRow::getCause, null, NARROW),
                new Column<WorstRow>(Messages.Records_start, r -> location(r.getStart()), null, 160),
                new Column<WorstRow>(Messages.Records_end, r -> location(r.getEnd()), null, 160),
                new Column<WorstRow>(Messages.Records_line, r -> Integer.toString(r.getLine()), WorstRow::getLine, NARROW));
        forEach(set, (source, content) -> {
            if (content instanceof WorstTable t) {
                rows.add(source, t.getRows());
            }
        });
        return rows;
    }

    private static RecordRows<IrqOffRow> irqOff(TraceSet set) {
        RecordRows<IrqOffRow> rows = new RecordRows<>(Messages.Records_source,
                new Column<IrqOffRow>(Messages.Records_durationUs, r -> Durations.format(r.getDurationNs(), "us"), //$NON-NLS-1$
                        IrqOffRow::getDurationNs, NARROW),
                new Column<IrqOffRow>(Messages.Records_function, IrqOffRow::getFunction, null, 200),
                new Column<IrqOffRow>(Messages.Records_irq, r -> Integer.toString(r.getIrq()), IrqOffRow::getIrq, NARROW),
                new Column<IrqOffRow>(Messages.Records_line, r -> Integer.toString(r.getLine()), IrqOffRow::getLine, NARROW));
        forEach(set, (source, content) -> {
            if (content instanceof IrqOffList l) {
                rows.add(source, l.getRows());
            }
        });
        return rows;
    }

    private static RecordRows<LogLine> log(TraceSet set) {
        RecordRows<LogLine> rows = new RecordRows<>(Messages.Records_source,
                new Column<LogLine>(Messages.Records_timeS, l -> Durations.format(l.getTimeNs(), "s"), LogLine::getTimeNs, NARROW), //$NON-NLS-1$
                new Column<LogLine>(Messages.Records_caller, LogLine::getCallerId, null, NARROW),
                new Column<LogLine>(Messages.Records_text, LogLine::getText, null, WIDE),
                new Column<LogLine>(Messages.Records_line, l -> Integer.toString(l.getLine()), LogLine::getLine, NARROW));
        forEach(set, (source, content) -> {
            if (content instanceof PrintkLog p) {
                rows.add(source, p.getLines());
            }
        });
        return rows;
    }

    private static RecordRows<HistogramBucket> buckets(TraceSet set) {
        RecordRows<HistogramBucket> rows = new RecordRows<>(Messages.Records_series,
                new Column<HistogramBucket>(Messages.Records_value, b -> Long.toString(b.getValue()), HistogramBucket::getValue, NARROW),
                new Column<HistogramBucket>(Messages.Records_count, b -> Long.toString(b.getCount()), HistogramBucket::getCount, NARROW));
        forEach(set, (source, content) -> {
            if (content instanceof Histogram h) {
                for (HistogramSeries s : h.getSeries()) {
                    rows.add(source + ": " + s.getName() + " (" + h.getUnit() + ")", s.getBuckets()); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                }
            }
        });
        return rows;
    }

    private static RecordRows<ResultCell> results(TraceSet set) {
        RecordRows<ResultCell> rows = new RecordRows<>(Messages.Records_table,
                new Column<ResultCell>(Messages.Records_test, ResultCell::getTest, null, 160),
                new Column<ResultCell>(Messages.Records_kernel, ResultCell::getKernel, null, 160),
                new Column<ResultCell>(Messages.Records_metric, ResultCell::getMetric, null, 120),
                new Column<ResultCell>(Messages.Records_value, c -> c.getText() != null ? c.getText() : Double.toString(c.getValue()),
                        ResultCell::getValue, NARROW));
        forEach(set, (source, content) -> {
            if (content instanceof ResultTable t) {
                rows.add(source + ": " + t.getTitle(), t.getCells()); //$NON-NLS-1$
            }
        });
        return rows;
    }

    private static RecordRows<StackTraceRow> stackTraces(TraceSet set) {
        RecordRows<StackTraceRow> rows = new RecordRows<>(Messages.Records_source,
                new Column<StackTraceRow>(Messages.Records_timeUs, r -> Durations.format(r.timeNs(), "us"), StackTraceRow::timeNs, //$NON-NLS-1$
                        NARROW),
                new Column<StackTraceRow>(Messages.Records_cpu, r -> r.cpu() < 0 ? "" : Integer.toString(r.cpu()), //$NON-NLS-1$
                        StackTraceRow::cpu, 60),
                new Column<StackTraceRow>(Messages.Records_task, StackTraceRow::task, null, 160),
                new Column<StackTraceRow>(Messages.Records_depth, r -> Integer.toString(r.depth()), StackTraceRow::depth, 60),
                new Column<StackTraceRow>(Messages.Records_frames, StackTraceRow::frames, null, WIDE));
        SymbolLookup symbols = TraceSets.symbols(set);
        forEach(set, (source, content) -> {
            if (content instanceof LatencyTrace t) {
                rows.add(source, StackTraceRow.of(t, symbols));
            }
        });
        return rows;
    }

    private static String location(SourceLocation l) {
        return l == null ? "" : l.getLine() + "/" + l.getFile(); //$NON-NLS-1$ //$NON-NLS-2$
    }

    private static void forEach(TraceSet set, java.util.function.BiConsumer<String, TraceContent> use) {
        for (TraceFile file : set.getFiles()) {
            String source = Sources.name(set, file);
            for (TraceContent content : file.getContents()) {
                use.accept(source, content);
            }
        }
    }
}
