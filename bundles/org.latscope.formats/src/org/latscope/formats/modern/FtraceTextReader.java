// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.io.IOException;

import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.formats.spi.TraceReader;
import org.latscope.model.Severity;

/**
 * Reads ftrace text output, one layout per instance: the latency format
 * ({@link FtraceLatencyLineParser}) or the default format and {@code trace-cmd report}
 * ({@link FtraceDefaultLineParser}). Streams: one line at a time, steps go to columns.
 *
 * <p>Per line: a step line is parsed by hand-written scanning; a caller that a hard wrap
 * pushed onto the next line is joined; {@code => frame} lines attach to the
 * {@code <stack trace>} step; header lines fill the {@code LatencyHeader} (a header after
 * steps starts a new trace); {@code [...]} becomes an elision step; anything else becomes a
 * diagnostic and reading goes on.
 */
public final class FtraceTextReader implements TraceReader {

    private final FtraceStepParser parser;
    private final String notStepReason;
    private final FtraceLine fields = new FtraceLine();
    private final FtraceLine lookahead = new FtraceLine();
    private final FtraceHeaderParser headerParser = new FtraceHeaderParser();

    /** @return a reader of the latency format */
    public static FtraceTextReader latencyFormat() {
        return new FtraceTextReader(new FtraceLatencyLineParser()::parse,
                Messages.get("ftrace.latency.notStep")); //$NON-NLS-1$
    }

    /** @return a reader of the default format and of {@code trace-cmd report} text */
    public static FtraceTextReader defaultFormat() {
        return new FtraceTextReader(new FtraceDefaultLineParser()::parse, Messages.get("ftrace.notStep")); //$NON-NLS-1$
    }

    private FtraceTextReader(FtraceStepParser parser, String notStepReason) {
        this.parser = parser;
        this.notStepReason = notStepReason;
    }

    @Override
    public void read(LineSource lines, ReadContext context) throws IOException {
        FtraceTraceBuilder trace = new FtraceTraceBuilder(context);
        while (lines.next()) {
            int number = lines.lineNumber();
            if ((number & 0xFFF) == 0 && context.isCanceled()) {
                break;
            }
            String line = lines.line();
            if (parser.parse(line, fields)) {
                String wrapped = null;
                if (fields.kind == FtraceLine.BodyKind.FUNCTION && !fields.hasParent()) {
                    String next = lines.peek();
                    if (next != null && (wrapped = FtraceBodyParser.wrappedParent(next)) != null
                            && !parser.parse(next, lookahead)) {
                        lines.next();
                        context.used(lines.lineNumber());
                    } else {
                        wrapped = null;
                    }
                }
                trace.step(fields, number, wrapped);
                context.used(number);
                continue;
            }
            other(line, number, trace, context);
        }
        trace.finish();
    }

    /** A line that is no step: frame, header, blank, elision, or a diagnostic. */
    private void other(String line, int number, FtraceTraceBuilder trace, ReadContext context) {
        int n = line.length();
        int start = FtraceBodyParser.skipSpaces(line, 0, n);
        int end = FtraceBodyParser.trimEnd(line, n);
        if (start >= end) {
            context.used(number);
            return;
        }
        if (line.startsWith("=> ", start) && !line.startsWith("=> started at", start) //$NON-NLS-1$ //$NON-NLS-2$
                && !line.startsWith("=> ended at", start)) { //$NON-NLS-1$
            if (end > start + 3 && trace.frame(line.substring(start + 3, end).trim(), number)) {
                context.used(number);
            } else {
                context.unreadable(number, Messages.get("ftrace.orphanFrame"), line); //$NON-NLS-1$
            }
            return;
        }
        boolean prefixed = line.charAt(start) == '#';
        if (trace.hasSteps() && startsHeader(line)) {
            trace.finish();
            headerParser.reset();
        }
        if (headerParser.parse(line, trace.header(), prefixed)) {
            trace.touch(number);
            context.used(number);
            if (headerParser.lastProblem() != null) {
                context.diagnostic(number, 0,
                        Messages.format("ftrace.headerNumber", headerParser.lastProblem()), //$NON-NLS-1$
                        Severity.WARNING, line);
            }
            return;
        }
        String text = line.substring(start, end);
        if (isElision(text)) {
            trace.elision(text, number);
            context.used(number);
            context.diagnostic(number, 0, Messages.format("ftrace.elision", text), Severity.INFO, line); //$NON-NLS-1$
            return;
        }
        context.unreadable(number, notStepReason, line);
    }

    private static boolean startsHeader(String line) {
        String s = FtraceHeaderParser.strip(line);
        return s.startsWith("tracer: ") || s.contains(" latency trace v"); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** {@code [...]}, {@code ...}, {@code [ ... ]}, {@code etc}. */
    static boolean isElision(String text) {
        if (text.equals("etc") || text.equals("etc.")) { //$NON-NLS-1$ //$NON-NLS-2$
            return true;
        }
        if (!text.contains("...")) { //$NON-NLS-1$
            return false;
        }
        return text.startsWith("[") && text.endsWith("]") || text.startsWith("...") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                || text.length() <= 7;
    }
}
