// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.latscope.formats.internal.NumberGuard;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.formats.spi.TraceReader;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;
import org.latscope.model.Severity;

/**
 * Reads {@code perf sched latency} tables into a {@link ResultTable}: one test per task
 * ({@code dockerd:(5)}, {@code kworker/7:2:6649}, and {@code TOTAL:}), the columns of the
 * header as metrics (units and {@code avg:}/{@code max:}/{@code max at:} prefixes removed
 * from the values; each cell keeps its text as printed). The model's kernel axis is unused
 * (one column, empty name).
 */
public final class PerfSchedReader implements TraceReader {

    private static final String KERNEL = ""; //$NON-NLS-1$

    private ResultTable table;
    private final List<String> metrics = new ArrayList<>();

    @Override
    public void read(LineSource lines, ReadContext context) throws IOException {
        while (lines.next()) {
            int number = lines.lineNumber();
            String line = lines.line().strip();
            if (line.isEmpty() || isRule(line)) {
                context.used(number);
                continue;
            }
            if (line.contains("|") && NumberGuard.line(context, number, line, () -> line(line, number, context))) { //$NON-NLS-1$
                context.used(number);
                table.setLastLine(number);
                if (table.getFirstLine() == 0) {
                    table.setFirstLine(number);
                }
                continue;
            }
            if (!line.contains("|")) { //$NON-NLS-1$
                context.diagnostic(number, 0, Messages.get("hist.prose"), Severity.INFO, line); //$NON-NLS-1$
            }
        }
    }

    private boolean line(String line, int number, ReadContext context) {
        String[] cells = line.split("\\|", -1); //$NON-NLS-1$
        String task = cells[0].strip();
        if (task.equals("Task")) { //$NON-NLS-1$
            table(context);
            metrics.clear();
            for (int i = 1; i < cells.length; i++) {
                String name = cells[i].strip();
                if (!name.isEmpty()) {
                    metrics.add(name);
                    if (!table.getMetrics().contains(name)) {
                        table.getMetrics().add(name);
                    }
                }
            }
            return true;
        }
        if (table == null || task.isEmpty()) {
            context.diagnostic(number, 0, Messages.get("perf.notRow"), Severity.WARNING, line); //$NON-NLS-1$
            return false;
        }
        List<ResultCell> row = new ArrayList<>();
        for (int i = 1; i < cells.length && i - 1 < metrics.size(); i++) {
            String text = cells[i].strip();
            if (text.isEmpty()) {
                continue;
            }
            double value = value(text);
            if (Double.isNaN(value)) {
                context.diagnostic(number, 0, Messages.get("perf.notRow"), Severity.WARNING, line); //$NON-NLS-1$
                return false;
            }
            ResultCell cell = LatscopeFactory.eINSTANCE.createResultCell();
            cell.setTest(task.endsWith(":") && task.equals("TOTAL:") ? "TOTAL" : task); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            cell.setKernel(KERNEL);
            cell.setMetric(metrics.get(i - 1));
            cell.setValue(value);
            cell.setText(text);
            row.add(cell);
        }
        if (row.isEmpty()) {
            context.diagnostic(number, 0, Messages.get("perf.notRow"), Severity.WARNING, line); //$NON-NLS-1$
            return false;
        }
        table.getTests().add(row.get(0).getTest());
        table.getCells().addAll(row);
        return true;
    }

    /** {@code 0.954 ms}, {@code 11}, {@code avg:    0.021 ms}, {@code max at: 9246430.852946 s}. */
    private static double value(String text) {
        String t = text;
        int colon = t.lastIndexOf(':');
        if (colon >= 0) {
            t = t.substring(colon + 1);
        }
        List<String> tokens = Tokens.split(t);
        return tokens.isEmpty() ? Double.NaN : Tokens.parseDouble(tokens.get(0));
    }

    private void table(ReadContext context) {
        if (table == null) {
            table = LatscopeFactory.eINSTANCE.createResultTable();
            table.setTitle("perf sched latency"); //$NON-NLS-1$
            table.setUnit("ms"); //$NON-NLS-1$
            table.getKernels().add(KERNEL);
            context.file().getContents().add(table);
        }
    }

    private static boolean isRule(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) != '-') {
                return false;
            }
        }
        return true;
    }
}
