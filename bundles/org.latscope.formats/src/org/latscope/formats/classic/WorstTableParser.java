// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.formats.internal.Messages;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.Severity;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;

/**
 * Reads preempt-stats {@code /proc/latencytimes} tables: {@code [cpu N ]Worst 20 latency times
 * of 5583 measured in this period.}, the column header, then rows {@code usec cause mask
 * line/file address line/file} in free or padded spacing. Rows and the header wrapped by a
 * mailer are joined with the next line when that makes them whole. The paragraph before the
 * table labels it.
 */
final class WorstTableParser implements BlockParser {

    private static final Pattern TITLE = Pattern.compile(
            "^\\s*(?:cpu (\\d+) )?worst (\\d+) latency times of (\\d+) measured in this period\\.?\\s*$", //$NON-NLS-1$
            Pattern.CASE_INSENSITIVE);

    @Override
    public boolean starts(String line, String next) {
        return line.regionMatches(true, Text.skipSpaces(line, 0), "worst ", 0, 6) && TITLE.matcher(line).matches() //$NON-NLS-1$
                || line.regionMatches(true, Text.skipSpaces(line, 0), "cpu ", 0, 4) && TITLE.matcher(line).matches(); //$NON-NLS-1$
    }

    @Override
    public void parse(LineSource lines, ReadContext context, Prose prose) throws IOException {
        Matcher m = TITLE.matcher(lines.line());
        if (!m.matches()) {
            return;
        }
        WorstTable table = LatscopeFactory.eINSTANCE.createWorstTable();
        List<String> label = prose.takeLabel();
        table.setLabelText(String.join("\n", label)); //$NON-NLS-1$
        table.setPeriodLabel(periodLabel(label));
        table.setRequested(Integer.parseInt(m.group(2)));
        table.setMeasured(Long.parseLong(m.group(3)));
        if (m.group(1) != null) {
            table.setCpu(Integer.parseInt(m.group(1)));
        }
        table.setFirstLine(lines.lineNumber());
        table.setLastLine(lines.lineNumber());
        context.used(lines.lineNumber());
        context.file().getContents().add(table);
        while (true) {
            String next = lines.peek();
            if (next == null || Text.isBlank(next)) {
                break;
            }
            String t = next.strip();
            if (t.isEmpty()) { // control characters only (NUL, CR): not blank to Text, empty here
                break;
            }
            if (t.startsWith("usec")) { //$NON-NLS-1$
                lines.next();
                context.used(lines.lineNumber());
                String after = lines.peek();
                if (after != null && !t.endsWith("line/file") && after.strip().length() <= 4 //$NON-NLS-1$
                        && ("line/file".endsWith(after.strip()))) { //$NON-NLS-1$
                    lines.next();
                    context.used(lines.lineNumber());
                }
                table.setLastLine(lines.lineNumber());
                continue;
            }
            if (Text.isElision(next)) {
                lines.next();
                context.used(lines.lineNumber());
                table.setLastLine(lines.lineNumber());
                continue;
            }
            WorstRow row = row(t, context);
            if (row == null) {
                if (!Text.isDigit(t.charAt(0))) {
                    break;
                }
                lines.next();
                int number = lines.lineNumber();
                String joined = lines.peek() == null ? null : t + lines.peek().strip();
                row = joined == null ? null : row(joined, context);
                if (row != null) {
                    lines.next();
                    context.used(number);
                    context.used(lines.lineNumber());
                    context.diagnostic(number, 0, Messages.format("worst.wrapped"), Severity.INFO, null); //$NON-NLS-1$
                } else {
                    context.unreadable(number, Messages.format("worst.badRow"), t); //$NON-NLS-1$
                    table.setLastLine(number);
                    continue;
                }
                row.setLine(number);
            } else {
                lines.next();
                row.setLine(lines.lineNumber());
                context.used(lines.lineNumber());
            }
            table.getRows().add(row);
            table.setLastLine(lines.lineNumber());
        }
        if (table.getRows().size() < table.getRequested()) {
            context.diagnostic(table.getFirstLine(), 0,
                    Messages.format("worst.shortfall", table.getRequested(), table.getRows().size()), Severity.INFO, //$NON-NLS-1$
                    null);
        }
        context.finished(table); // a log of a million tables need not hold their rows until its end
    }

    private static String periodLabel(List<String> label) {
        for (String line : label) {
            if (line.strip().startsWith("time ")) { //$NON-NLS-1$
                return line.strip();
            }
        }
        return label.isEmpty() ? "" : label.get(0).strip(); //$NON-NLS-1$
    }

    /** {@code 5664 spin_lock 1 1376/sched.c c0114db3 697/sched.c}, or null. */
    private static WorstRow row(String t, ReadContext context) {
        WorstRowScan scan = WorstRowScan.of(t);
        if (scan == null) {
            return null;
        }
        WorstRow row = LatscopeFactory.eINSTANCE.createWorstRow();
        row.setLatencyUs((int) Math.min(Integer.MAX_VALUE, scan.usec()));
        row.setCause(scan.cause());
        row.setMask(scan.mask());
        row.setStart(context.location(scan.startFile(), scan.startLine()));
        row.setAddress(scan.address());
        row.setEnd(context.location(scan.endFile(), scan.endLine()));
        return row;
    }
}
