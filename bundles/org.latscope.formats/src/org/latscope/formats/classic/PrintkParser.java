// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.formats.internal.Messages;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.LogLine;
import org.latscope.model.Measurement;
import org.latscope.model.PrintkLog;
import org.latscope.model.Severity;

/**
 * Reads printk-time kernel logs: {@code [ 2292.851106] text}, with the caller id forms
 * {@code [time][    T1]} and {@code [time] [   T1296]}. Lines without timestamp that follow
 * a logged line continue it (mailers wrap long messages); shell prompts between logged lines
 * ({@code /proc # sync}) are kept out of the text. {@code key=value} pairs become measurements.
 * A log of more than {@link #LINES_PER_LOG} lines is read as consecutive logs of at most that many.
 */
final class PrintkParser implements BlockParser {

    private static final Pattern PROMPT = Pattern.compile("^\\S*\\s?[#$%>] \\S.*$"); //$NON-NLS-1$
    /** The longest text a log line gets from joining wrapped lines (the line limit of the line source). */
    private static final int MAX_JOINED = 64 * 1024;

    /** key=value; a key of at most 64 characters, taken possessively: linear on long words. */
    private static final Pattern MEASUREMENT = Pattern.compile("([A-Za-z_][\\w.]{0,63}+)=(-?[\\w.:]++)"); //$NON-NLS-1$
    private static final int WRAP_WIDTH = 79;

    /**
     * The most lines one {@link PrintkLog} holds; a longer log continues in the next. A kernel's
     * ring buffer holds far fewer, but a console captured for days does not: its text alone
     * outgrows a 1 GB heap, and in parts a headless command can let each go once counted.
     */
    static final int LINES_PER_LOG = 100_000;

    @Override
    public boolean starts(String line, String next) {
        return line.indexOf('[') >= 0 && new PrintkStamp().scan(line);
    }

    @Override
    public void parse(LineSource lines, ReadContext context, Prose prose) throws IOException {
        prose.flush();
        PrintkLog log = newLog(lines.lineNumber(), context);
        PrintkStamp stamp = new PrintkStamp();
        LogLine current = logLine(lines.line(), lines.lineNumber(), stamp);
        int lastPhysicalLength = lines.line().length();
        log.getLines().add(current);
        context.used(lines.lineNumber());
        log.setLastLine(lines.lineNumber());
        while (true) {
            String next = lines.peek();
            if (next == null || Text.isBlank(next)) {
                break;
            }
            if (stamp.scan(next)) {
                finish(current);
                lines.next();
                current = logLine(stamp, lines.lineNumber());
                if (log.getLines().size() >= LINES_PER_LOG) {
                    PrintkLog done = log;
                    log = newLog(lines.lineNumber(), context);
                    context.finished(done); // after the next part: the file then holds a content after it
                }
                log.getLines().add(current);
                lastPhysicalLength = next.length();
            } else if (PROMPT.matcher(next).matches() && isFollowedByLog(next)) {
                lines.next();
            } else if (current != null && !next.strip().startsWith("[")) { //$NON-NLS-1$
                lines.next();
                // a hard wrap at the mailer's width splits words; a shorter line ended at a space
                String sep = lastPhysicalLength >= WRAP_WIDTH && !next.startsWith(" ") ? "" : " "; //$NON-NLS-1$ //$NON-NLS-2$
                if (current.getText().length() < MAX_JOINED) { // a log line of wrapped megabytes stays bounded
                    current.setText(current.getText() + sep + next.strip());
                }
                lastPhysicalLength = next.length();
                context.diagnostic(lines.lineNumber(), 0, Messages.format("printk.wrapped"), Severity.INFO, null); //$NON-NLS-1$
            } else {
                break;
            }
            context.used(lines.lineNumber());
            log.setLastLine(lines.lineNumber());
        }
        finish(current);
        context.finished(log);
    }

    private static PrintkLog newLog(int firstLine, ReadContext context) {
        PrintkLog log = LatscopeFactory.eINSTANCE.createPrintkLog();
        log.setFirstLine(firstLine);
        log.setLastLine(firstLine);
        context.file().getContents().add(log);
        return log;
    }

    /** A prompt is part of a log session only when it looks like one ({@code /proc # sync}). */
    private static boolean isFollowedByLog(String prompt) {
        return prompt.length() < 80;
    }

    /** @return the block's first line: a timestamped one when {@link #starts} took it, as text otherwise */
    private static LogLine logLine(String s, int number, PrintkStamp stamp) {
        if (stamp.scan(s)) {
            return logLine(stamp, number);
        }
        LogLine line = LatscopeFactory.eINSTANCE.createLogLine();
        line.setLine(number);
        line.setText(s);
        return line;
    }

    /** @return the line {@code stamp} accepted last */
    private static LogLine logLine(PrintkStamp stamp, int number) {
        LogLine line = LatscopeFactory.eINSTANCE.createLogLine();
        line.setLine(number);
        line.setTimeNs(stamp.timeNs());
        String caller = stamp.caller();
        if (caller != null) {
            line.setCallerId(caller);
        }
        line.setText(stamp.text());
        return line;
    }

    private static void finish(LogLine line) {
        if (line == null || line.getText().indexOf('=') < 0) {
            return;
        }
        Matcher m = MEASUREMENT.matcher(line.getText());
        while (m.find()) {
            Measurement measurement = LatscopeFactory.eINSTANCE.createMeasurement();
            measurement.setKey(m.group(1));
            String value = m.group(2);
            if (value.endsWith(",") || value.endsWith(".")) { //$NON-NLS-1$ //$NON-NLS-2$
                value = value.substring(0, value.length() - 1);
            }
            measurement.setValue(value);
            line.getMeasurements().add(measurement);
        }
    }
}
