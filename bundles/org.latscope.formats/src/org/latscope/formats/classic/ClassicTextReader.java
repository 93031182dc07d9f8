// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.io.IOException;
import java.util.List;

import org.latscope.formats.internal.NumberGuard;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.formats.spi.TraceReader;

/**
 * Reads a mail-borne text with every classic block parser: latency traces, worst-N tables,
 * irq-off lists, printk logs, result tables and histograms, preempt-timing reports, with free
 * text in between.
 */
public final class ClassicTextReader implements TraceReader {

    @Override
    public void read(LineSource lines, ReadContext context) throws IOException {
        Prose prose = new Prose(context);
        VpLatencyParser traces = new VpLatencyParser(context);
        List<BlockParser> parsers = List.of(new ViolationReportParser(), traces, new WorstTableParser(), new IrqOffParser(),
                new ResultTableParser(), new HistogramParser(), new PrintkParser());
        while (lines.next()) {
            if (context.isCanceled()) {
                break;
            }
            String line = lines.line();
            if (Text.isBlank(line)) {
                context.used(lines.lineNumber());
                prose.blank();
                continue;
            }
            try {
                BlockParser parser = find(parsers, line, lines.peek());
                if (parser == null) {
                    prose.add(lines.lineNumber(), line);
                    continue;
                }
                if (parser != traces) {
                    traces.finish(context);
                }
                parser.parse(lines, context, prose);
            } catch (NumberFormatException e) {
                NumberGuard.skipped(context, lines.lineNumber(), lines.line());
            }
        }
        traces.finish(context);
        prose.flush();
        for (BlockParser parser : parsers) {
            parser.end(context);
        }
    }

    private static BlockParser find(List<BlockParser> parsers, String line, String next) {
        for (BlockParser parser : parsers) {
            if (parser.starts(line, next)) {
                return parser;
            }
        }
        return null;
    }
}
