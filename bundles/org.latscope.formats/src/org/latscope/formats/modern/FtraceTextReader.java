// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.io.IOException;

import org.latscope.formats.internal.NumberGuard;
import org.latscope.formats.spi.AsciiLine;
import org.latscope.formats.spi.LineScanner;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.formats.spi.TraceReader;
import org.latscope.model.Severity;
import org.latscope.model.events.LostEvents;

/**
 * Reads ftrace text output, one layout per instance: the latency format
 * ({@link FtraceLatencyLineParser}) or the default format and {@code trace-cmd report}
 * ({@link FtraceDefaultLineParser}). Streams: one line at a time, steps go to columns.
 *
 * <p>Per line: a step line is parsed by hand-written scanning; a caller that a hard wrap
 * pushed onto the next line is joined; {@code => frame} lines attach to the
 * {@code <stack trace>} step; header lines fill the {@code LatencyHeader} (a header after
 * steps starts a new trace); {@code [...]} becomes an elision step; {@code CPU:1 [LOST 12 EVENTS]}
 * a marker step; {@code ##### CPU 1 buffer started ####} is read and kept out of the steps;
 * anything else becomes a diagnostic and reading goes on.
 */
public final class FtraceTextReader implements TraceReader {

    private final FtraceStepParser parser;
    private final String notStepReason;
    private final FtraceLine fields = new FtraceLine();
    private final FtraceLine lookahead = new FtraceLine();
    private final FtraceHeaderParser headerParser = new FtraceHeaderParser();
    /** Reads the usual function line in place (the latency format), else null. */
    private final LineScanner scanner;
    /** Set when {@link #scanner} read the line peeked last into {@link #fields}. */
    private boolean scanned;

    /** @return a reader of the latency format */
    public static FtraceTextReader latencyFormat() {
        FtraceLatencyLineParser parser = new FtraceLatencyLineParser();
        return new FtraceTextReader(parser::parse, Messages.get("ftrace.latency.notStep"), parser); //$NON-NLS-1$
    }

    /** @return a reader of the default format and of {@code trace-cmd report} text */
    public static FtraceTextReader defaultFormat() {
        FtraceDefaultLineParser parser = new FtraceDefaultLineParser();
        return new FtraceTextReader(parser::parse, Messages.get("ftrace.notStep"), null); //$NON-NLS-1$
    }

    private FtraceTextReader(FtraceStepParser parser, String notStepReason, FtraceLatencyLineParser inPlace) {
        this.parser = parser;
        this.notStepReason = notStepReason;
        this.scanner = inPlace == null ? null : (bytes, from, to) -> {
            int newline = inPlace.scanInPlace(fields, bytes, from, to);
            scanned = newline >= 0;
            return newline;
        };
    }

    @Override
    public void read(LineSource lines, ReadContext context) throws IOException {
        FtraceTraceBuilder trace = new FtraceTraceBuilder(context);
        while (true) {
            // Step lines are scanned from their bytes when the source has them: no String per
            // line. The bytes are taken before next(), they stay valid until the next next().
            // The latency format's usual function line is read where the source holds it.
            scanned = false;
            AsciiLine ascii = scanner == null ? lines.peekAscii() : lines.peekAscii(scanner);
            scanned &= ascii != null; // a line the source then fetched as usual (too long) is read as usual
            if (ascii != null && !scanned) {
                fields.reset(ascii);
            }
            if (!lines.next()) {
                break;
            }
            int number = lines.lineNumber();
            if ((number & 0xFFF) == 0 && context.isCanceled()) {
                break;
            }
            if (ascii == null) {
                fields.reset(lines.line());
            }
            try {
                if (scanned || parser.parse(fields)) {
                    String wrapped = null;
                    if (fields.kind == FtraceLine.BodyKind.FUNCTION && !fields.hasParent()) {
                        String next = lines.peek();
                        wrapped = next == null ? null : FtraceBodyParser.wrappedParent(next);
                        if (wrapped != null && parse(next, lookahead)) {
                            wrapped = null; // the next line is a step of its own
                        }
                    }
                    trace.step(fields, number, wrapped); // before next(): the fields index the current line
                    context.used(number);
                    if (wrapped != null) {
                        lines.next();
                        context.used(lines.lineNumber());
                    }
                    continue;
                }
                other(lines.line(), number, trace, context);
            } catch (NumberFormatException e) {
                NumberGuard.skipped(context, number, lines.line());
            }
        }
        trace.finish();
    }

    private boolean parse(String line, FtraceLine out) {
        out.reset(line);
        return parser.parse(out);
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
        int lostCpu = LostEvents.cpu(line);
        if (lostCpu != LostEvents.NOT_LOST && line.startsWith("CPU", start)) { //$NON-NLS-1$
            trace.lost(line.substring(start, end), lostCpu, number);
            context.used(number);
            context.diagnostic(number, 0, Messages.format("ftrace.lostEvents", //$NON-NLS-1$
                    lostCpu < 0 ? "?" : Integer.toString(lostCpu), line.substring(start, end)), Severity.WARNING, line); //$NON-NLS-1$
            return;
        }
        if (isBufferStart(line, start)) {
            context.used(number); // where one CPU's events begin: the buffers are kept apart anyway
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

    /** {@code ##### CPU 1 buffer started ####}: ftrace marks where a CPU's surviving events begin. */
    static boolean isBufferStart(String line, int start) {
        return line.startsWith("##### CPU ", start) && line.contains(" buffer started"); //$NON-NLS-1$ //$NON-NLS-2$
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
