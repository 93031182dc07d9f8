// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.util.InternalEList;
import org.latscope.formats.internal.NumberGuard;
import org.latscope.formats.internal.SharedStrings;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.formats.spi.TraceReader;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;
import org.latscope.model.Severity;

/**
 * Reads {@code perf sched latency} tables into {@link ResultTable}s: one test per task
 * ({@code dockerd:(5)}, {@code kworker/7:2:6649}, and {@code TOTAL:}), the columns of the
 * header as metrics (units and {@code avg:}/{@code max:}/{@code max at:} prefixes removed
 * from the values; each cell keeps its text as printed). The model's kernel axis is unused
 * (one column, empty name).
 * <p>
 * Every layout since 2009 is read from its own header: without {@code Maximum delay at}, with
 * it, and with {@code Max delay start}/{@code Max delay end}. Rows pasted without their header
 * get the columns their prefixes name ({@link PerfSchedColumns}). A header that follows rows
 * starts a new table. Mail quoting of any depth and style is removed line by line, and a row
 * wrapped by a mailer is joined with the line that completes it.
 */
public final class PerfSchedReader implements TraceReader {

    private static final String KERNEL = ""; //$NON-NLS-1$

    private ResultTable table;
    private boolean rowsSinceHeader;
    private final List<String> metrics = new ArrayList<>();
    /** The cells' texts: {@code 0.000 ms} and the like repeat down every column. */
    private final SharedStrings strings = new SharedStrings();

    @Override
    public void read(LineSource lines, ReadContext context) throws IOException {
        while (lines.next()) {
            int number = lines.lineNumber();
            String line = Quoting.unquote(lines.line()).strip();
            if (line.isEmpty() || isRule(line)) {
                context.used(number);
                continue;
            }
            if (line.equals("...") || line.equals("[...]")) { //$NON-NLS-1$ //$NON-NLS-2$
                context.used(number);
                context.diagnostic(number, 0, Messages.format("hist.elision", line), Severity.INFO, line); //$NON-NLS-1$
                continue;
            }
            if (line.contains("|")) { //$NON-NLS-1$
                String row = joinWrapped(line, lines, context);
                if (NumberGuard.line(context, number, row, () -> line(row, number, context))) {
                    context.used(number);
                    table.setLastLine(lines.lineNumber());
                    if (table.getFirstLine() == 0) {
                        table.setFirstLine(number);
                    }
                }
                continue;
            }
            context.diagnostic(number, 0, Messages.get("hist.prose"), Severity.INFO, line); //$NON-NLS-1$
        }
        if (table != null) {
            context.finished(table);
        }
    }

    /** Joins a row cut by a mailer ({@code ... | max at:} then {@code 1294.327339 s}) with its next line. */
    private String joinWrapped(String line, LineSource lines, ReadContext context) throws IOException {
        if (metrics.isEmpty() || line.startsWith("Task") || cells(line) > metrics.size()) { //$NON-NLS-1$
            return line;
        }
        String next = lines.peek();
        if (next == null) {
            return line;
        }
        String rest = Quoting.unquote(next).strip();
        boolean continues = !rest.isEmpty() && !isRule(rest)
                && (Character.isDigit(rest.charAt(0)) && !rest.contains("|") || rest.startsWith("|")) //$NON-NLS-1$ //$NON-NLS-2$
                && cells(line + ' ' + rest) <= metrics.size() + 1 && endsIncomplete(line);
        if (!continues) {
            return line;
        }
        lines.next();
        context.used(lines.lineNumber());
        context.diagnostic(lines.lineNumber(), 0, Messages.get("perf.wrapped"), Severity.INFO, rest); //$NON-NLS-1$
        return line + ' ' + rest;
    }

    /** @return whether the row lacks cells or its last cell lacks its number */
    private boolean endsIncomplete(String line) {
        String[] cells = line.split("\\|", -1); //$NON-NLS-1$
        String last = cells[cells.length - 1].strip();
        return cells.length - 1 < metrics.size() || last.endsWith(":") || Double.isNaN(value(last)); //$NON-NLS-1$
    }

    /**
     * @return how many cells a row has: one per {@code |}, less one when only blanks follow the
     *         last; counted without splitting the row (a tenth of reading perf sched tables)
     */
    static int cells(String line) {
        int bars = 0;
        for (int i = line.indexOf('|'); i >= 0; i = line.indexOf('|', i + 1)) {
            bars++;
        }
        return line.substring(line.lastIndexOf('|') + 1).isBlank() ? bars - 1 : bars;
    }

    private boolean line(String line, int number, ReadContext context) {
        String[] cells = line.split("\\|", -1); //$NON-NLS-1$
        String task = cells[0].strip();
        if (task.equals("Task")) { //$NON-NLS-1$
            header(cells, context);
            return true;
        }
        if (task.isEmpty()) {
            context.diagnostic(number, 0, Messages.get("perf.notRow"), Severity.WARNING, line); //$NON-NLS-1$
            return false;
        }
        if (table == null) {
            List<String> inferred = PerfSchedColumns.infer(cells);
            if (inferred.isEmpty()) {
                context.diagnostic(number, 0, Messages.get("perf.notRow"), Severity.WARNING, line); //$NON-NLS-1$
                return false;
            }
            newTable(context);
            useMetrics(inferred);
            context.diagnostic(number, 0, Messages.get("perf.noHeader"), Severity.INFO, null); //$NON-NLS-1$
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
            cell.setText(strings.share(text));
            row.add(cell);
        }
        if (row.isEmpty()) {
            context.diagnostic(number, 0, Messages.get("perf.notRow"), Severity.WARNING, line); //$NON-NLS-1$
            return false;
        }
        table.getTests().add(row.get(0).getTest());
        // new cells: the list need not look for each among those it holds
        ((InternalEList<ResultCell>) table.getCells()).addAllUnique(row);
        rowsSinceHeader = true;
        return true;
    }

    private void header(String[] cells, ReadContext context) {
        if (table == null || rowsSinceHeader) {
            newTable(context);
        }
        List<String> names = new ArrayList<>();
        for (int i = 1; i < cells.length; i++) {
            String name = cells[i].strip();
            if (!name.isEmpty()) {
                names.add(name);
            }
        }
        useMetrics(names);
    }

    private void useMetrics(List<String> names) {
        metrics.clear();
        metrics.addAll(names);
        for (String name : names) {
            if (!table.getMetrics().contains(name)) {
                table.getMetrics().add(name);
            }
        }
    }

    /** {@code 0.954 ms}, {@code 11}, {@code avg:    0.021 ms}, {@code max at: 9246430.852946 s}. */
    private static double value(String text) {
        int n = text.length();
        int from = text.lastIndexOf(':') + 1; // the first token after the last colon, read in place
        while (from < n && Character.isWhitespace(text.charAt(from))) {
            from++;
        }
        int end = from;
        while (end < n && !Character.isWhitespace(text.charAt(end))) {
            end++;
        }
        return Tokens.parseDouble(text, from, end);
    }

    private void newTable(ReadContext context) {
        if (table != null) {
            context.finished(table); // a log of many runs' tables need not hold their cells until its end
        }
        table = LatscopeFactory.eINSTANCE.createResultTable();
        table.setTitle("perf sched latency"); //$NON-NLS-1$
        table.setUnit("ms"); //$NON-NLS-1$
        table.getKernels().add(KERNEL);
        context.file().getContents().add(table);
        rowsSinceHeader = false;
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
