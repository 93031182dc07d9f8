// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.latscope.analysis.Durations;
import org.latscope.analysis.TraceContents;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.SourceLocation;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.report.Report;
import org.latscope.report.ReportOptions;
import org.latscope.report.ReportSection;
import org.latscope.report.ReportTable;

/**
 * The set's worst-N tables (printed as the preempt-stats patch prints them: {@code usec cause
 * mask start line/file address end line/file}) and irq-off lists (longest rows first) as report
 * tables, the first {@link #MAX_TABLES} of them; and the first diagnostics.
 */
public final class RecordTables {

    /** Record tables shown; the rest are counted. */
    public static final int MAX_TABLES = 12;

    private final ReportOptions options;
    private final String root;

    /**
     * @param options the rows per table and the unit
     * @param root the folder left out of the files' paths
     */
    public RecordTables(ReportOptions options, String root) {
        this.options = options;
        this.root = root;
    }

    private String relative(String path) {
        return Report.relative(root, path);
    }

    /**
     * @param set a trace set
     * @return its first record tables
     */
    public List<ReportTable> of(TraceSet set) {
        List<ReportTable> tables = new ArrayList<>();
        if (!options.includes(ReportSection.RECORDS)) {
            return tables;
        }
        for (TraceFile file : set.getFiles()) {
            for (int c = 0; c < file.getContents().size() && tables.size() < MAX_TABLES; c++) {
                TraceContent content = file.getContents().get(c);
                String label = relative(TraceContents.label(file, c));
                if (content instanceof WorstTable t) {
                    tables.add(worst(t, label, tables.size() + 1));
                } else if (content instanceof IrqOffList l) {
                    tables.add(irqOff(l, label, tables.size() + 1));
                }
            }
        }
        return tables;
    }

    /**
     * @param set a trace set
     * @return the record tables {@link #of} leaves out
     */
    public int left(TraceSet set) {
        if (!options.includes(ReportSection.RECORDS)) {
            return 0;
        }
        int n = 0;
        for (TraceFile file : set.getFiles()) {
            n += (int) file.getContents().stream().filter(c -> c instanceof WorstTable || c instanceof IrqOffList).count();
        }
        return Math.max(0, n - MAX_TABLES);
    }

    private ReportTable worst(WorstTable t, String label, int n) {
        List<List<String>> rows = new ArrayList<>();
        for (WorstRow r : t.getRows().subList(0, Math.min(options.rows(), t.getRows().size()))) {
            rows.add(List.of(Integer.toString(r.getLatencyUs()), String.valueOf(r.getCause()), Long.toString(r.getMask()),
                    location(r.getStart()), String.format("%08x", Long.valueOf(r.getAddress())), //$NON-NLS-1$
                    location(r.getEnd())));
        }
        String what = t.getLabelText() == null || t.getLabelText().isBlank() ? "" //$NON-NLS-1$
                : " (" + Text.wrap(Text.clean(t.getLabelText().strip().lines().findFirst().orElse("")), 48).get(0) + ")"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        return new ReportTable("records-" + n, Messages.format("records.worst", label, what, t.getRows().size(), //$NON-NLS-1$ //$NON-NLS-2$
                t.getMeasured()),
                List.of("usec", "cause", "mask", "start line/file", "address", "end line/file"), //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$
                List.of(Boolean.TRUE, Boolean.FALSE, Boolean.TRUE, Boolean.FALSE, Boolean.FALSE, Boolean.FALSE), rows);
    }

    private ReportTable irqOff(IrqOffList l, String label, int n) {
        List<IrqOffRow> sorted = new ArrayList<>(l.getRows());
        sorted.sort(Comparator.comparingLong(IrqOffRow::getDurationNs).reversed());
        List<List<String>> rows = new ArrayList<>();
        for (IrqOffRow r : sorted.subList(0, Math.min(options.rows(), sorted.size()))) {
            rows.add(List.of(Durations.format(r.getDurationNs(), options.unit()), String.valueOf(r.getFunction()),
                    Integer.toString(r.getLine())));
        }
        return new ReportTable("records-" + n, Messages.format("records.irqoff", label, l.getRows().size()), //$NON-NLS-1$ //$NON-NLS-2$
                List.of(Messages.format("col.duration", options.unit()), Messages.format("col.irqFunction"), //$NON-NLS-1$ //$NON-NLS-2$
                        Messages.format("col.line")), //$NON-NLS-1$
                List.of(Boolean.TRUE, Boolean.FALSE, Boolean.TRUE), rows);
    }

    /** As preempt-stats prints it: {@code 1376/sched.c}. */
    private static String location(SourceLocation l) {
        return l == null ? "?" : l.getLine() + "/" + l.getFile(); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /**
     * @param set a trace set
     * @return its first diagnostics as {@code file:line: reason [severity]}, as many as rows
     */
    public List<String> diagnostics(TraceSet set) {
        int max = options.rows();
        List<String> lines = new ArrayList<>();
        for (TraceFile file : set.getFiles()) {
            for (ParseDiagnostic d : file.getDiagnostics()) {
                if (lines.size() >= max) {
                    return lines;
                }
                lines.add(relative(file.getPath()) + ":" + d.getLine() + ": " + d.getReason() + " [" //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                        + d.getSeverity().getName().toLowerCase(java.util.Locale.ROOT) + "]"); //$NON-NLS-1$
            }
        }
        return lines;
    }
}
