// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.io.IOException;

import org.latscope.formats.internal.NumberGuard;
import org.latscope.formats.internal.SymbolCache;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.formats.spi.TraceReader;
import org.latscope.model.Severity;

/**
 * Reads function_graph output (every optional column, {@code ==========>} interrupt
 * markers, {@code ------} context-switch banners, {@code /* event *}{@code /} comments,
 * {@code /* = retval *}{@code /}) and {@code trace-cmd report} text with
 * {@code funcgraph_entry:}/{@code funcgraph_exit:} lines, into one latency trace with
 * {@code GRAPH_ENTRY}, {@code GRAPH_LEAF} and {@code GRAPH_EXIT} steps (delta = duration).
 * Lines without a time column keep the time of the line before (0 at the start).
 */
public final class FunctionGraphReader implements TraceReader {

    private final FunctionGraphLineParser parser = new FunctionGraphLineParser();
    private final FtraceDefaultLineParser prefix = new FtraceDefaultLineParser();
    private final FtraceHeaderParser headers = new FtraceHeaderParser();
    private final FunctionGraphLine graph = new FunctionGraphLine();
    private final FtraceLine fields = new FtraceLine();

    @Override
    public void read(LineSource lines, ReadContext context) throws IOException {
        GraphSteps steps = new GraphSteps(context);
        while (lines.next()) {
            int number = lines.lineNumber();
            if ((number & 0xFFF) == 0 && context.isCanceled()) {
                break;
            }
            String line = lines.line();
            try {
                if (parser.parse(line, graph)) {
                    graphLine(steps, number, -1, -1, -1, context);
                } else if (prefix.parse(line, fields)) {
                    traceCmdLine(steps, line, number, context);
                } else {
                    other(steps, line, number, context);
                    continue;
                }
            } catch (NumberFormatException e) {
                NumberGuard.skipped(context, number, line);
                continue;
            }
            context.used(number);
        }
        steps.finish();
    }

    private void graphLine(GraphSteps steps, int number, int pid, int comm, long time, ReadContext context) {
        if (graph.kind == FunctionGraphLine.Kind.BANNER) {
            steps.touch(number);
            return;
        }
        SymbolCache symbols = steps.symbols();
        int p = pid;
        int c = comm;
        if (graph.commStart >= 0 && graph.kind != FunctionGraphLine.Kind.SWITCH) {
            p = graph.pid;
            c = symbols.intern(graph.line, graph.commStart, graph.commEnd);
        }
        int flags = graph.flagsStart >= 0 ? symbols.intern(graph.line, graph.flagsStart, graph.flagsEnd) : -1;
        long t = graph.timeNs >= 0 ? graph.timeNs : time;
        if (!steps.add(graph, number, t, p, c, flags)) {
            context.diagnostic(number, 0, Messages.format("graph.unmatchedExit", graph.cpu), //$NON-NLS-1$
                    Severity.INFO, graph.line);
        }
    }

    /** A {@code trace-cmd report} line: a funcgraph event carries a function_graph body. */
    private void traceCmdLine(GraphSteps steps, String line, int number, ReadContext context) {
        if (fields.kind == FtraceLine.BodyKind.EVENT && line.startsWith("funcgraph_", fields.nameStart)) { //$NON-NLS-1$
            int cpu = fields.cpu;
            int pid = fields.pid;
            long time = fields.timeNs;
            int comm = steps.symbols().intern(line, fields.commStart, fields.commEnd);
            int flags = fields.flagsEnd > fields.flagsStart
                    ? steps.symbols().intern(line, fields.flagsStart, fields.flagsEnd) : -1;
            graph.reset(line);
            if (parser.parseBody(line, fields.nameEnd + 1, graph)) {
                graph.cpu = cpu;
                if (flags >= 0) {
                    graph.flagsStart = fields.flagsStart;
                    graph.flagsEnd = fields.flagsEnd;
                }
                graphLine(steps, number, pid, comm, time, context);
                return;
            }
            context.diagnostic(number, 0, Messages.get("graph.notFuncgraphBody"), Severity.WARNING, line); //$NON-NLS-1$
        }
        steps.event(fields, number);
    }

    private void other(GraphSteps steps, String line, int number, ReadContext context) {
        int end = FtraceBodyParser.trimEnd(line, line.length());
        int start = FtraceBodyParser.skipSpaces(line, 0, end);
        if (start >= end) {
            context.used(number);
            return;
        }
        boolean prefixed = line.charAt(start) == '#';
        if (headers.parse(line, steps.header(), prefixed)) {
            steps.touch(number);
            context.used(number);
            return;
        }
        String text = line.substring(start, end);
        if (FtraceTextReader.isElision(text)) {
            steps.elision(text, number);
            context.used(number);
            context.diagnostic(number, 0, Messages.format("ftrace.elision", text), Severity.INFO, line); //$NON-NLS-1$
            return;
        }
        context.unreadable(number, Messages.get("graph.notLine"), line); //$NON-NLS-1$
    }
}
