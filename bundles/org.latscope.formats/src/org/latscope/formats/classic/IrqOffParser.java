// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.formats.internal.Messages;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.Severity;

/**
 * Reads irq-off latency lists: {@code irq latency worst 20 @ CPU 0}, {@code filter: 0}, then
 * rows {@code 0.024348  vprintk} (seconds, function, optional irq number).
 */
final class IrqOffParser implements BlockParser {

    private static final Pattern TITLE = Pattern
            .compile("^\\s*irq(?:s?[- ]off)? latency worst (\\d+)(?: @ CPU (\\d+))?\\s*:?\\s*$", Pattern.CASE_INSENSITIVE); //$NON-NLS-1$
    private static final Pattern FILTER = Pattern.compile("^\\s*filter:\\s*(-?\\d+)\\s*$"); //$NON-NLS-1$

    @Override
    public boolean starts(String line, String next) {
        return line.regionMatches(true, Text.skipSpaces(line, 0), "irq", 0, 3) && TITLE.matcher(line).matches(); //$NON-NLS-1$
    }

    @Override
    public void parse(LineSource lines, ReadContext context, Prose prose) throws IOException {
        prose.flush();
        Matcher m = TITLE.matcher(lines.line());
        if (!m.matches()) {
            return;
        }
        IrqOffList list = LatscopeFactory.eINSTANCE.createIrqOffList();
        list.setRequested(Integer.parseInt(m.group(1)));
        list.setCpu(m.group(2) == null ? -1 : Integer.parseInt(m.group(2)));
        list.setFirstLine(lines.lineNumber());
        list.setLastLine(lines.lineNumber());
        context.used(lines.lineNumber());
        context.file().getContents().add(list);
        while (true) {
            String next = lines.peek();
            if (next == null || Text.isBlank(next)) {
                break;
            }
            Matcher f = FILTER.matcher(next);
            if (f.matches()) {
                lines.next();
                list.setFilter(Integer.parseInt(f.group(1)));
            } else {
                IrqOffRow row = row(next);
                if (row == null) {
                    break;
                }
                lines.next();
                row.setLine(lines.lineNumber());
                list.getRows().add(row);
            }
            context.used(lines.lineNumber());
            list.setLastLine(lines.lineNumber());
        }
        if (list.getRows().size() < list.getRequested()) {
            context.diagnostic(list.getFirstLine(), 0,
                    Messages.format("irq.shortfall", list.getRequested(), list.getRows().size()), Severity.INFO, null); //$NON-NLS-1$
        }
        context.finished(list);
    }

    private static IrqOffRow row(String s) {
        String[] f = Text.fields(s.strip());
        if (f.length < 2 || f.length > 3) {
            return null;
        }
        long ns = Text.fixed(f[0], 0, f[0].length(), 9);
        if (ns == Long.MIN_VALUE || f[0].indexOf('.') < 0) {
            return null;
        }
        IrqOffRow row = LatscopeFactory.eINSTANCE.createIrqOffRow();
        row.setDurationNs(ns);
        row.setFunction(f[1]);
        if (f.length == 3) {
            long irq = Text.decimal(f[2], 0, f[2].length());
            if (irq < 0) {
                return null;
            }
            row.setIrq((int) irq);
        }
        return row;
    }
}
