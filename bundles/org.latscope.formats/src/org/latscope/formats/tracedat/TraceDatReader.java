// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat;

import java.io.IOException;
import java.nio.file.Path;

import org.latscope.formats.internal.SymbolCache;
import org.latscope.formats.modern.FtraceLatencyReaderFactory;
import org.latscope.formats.modern.UnpairedEvents;
import org.latscope.formats.spi.FileTraceReader;
import org.latscope.formats.spi.ReadContext;
import org.latscope.formats.tracedat.internal.Messages;
import org.latscope.formats.tracedat.internal.TextLines;
import org.latscope.model.FlagsKind;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.Severity;
import org.latscope.model.events.EventPairing;
import org.latscope.model.steps.BufferDeltas;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;
import org.latscope.model.support.CountedSteps;

/**
 * Reads a trace.dat into the model: one latency trace whose steps are the file's events in time
 * order (EVENT steps with CPU, time, task, the latency flags and the text {@code trace-cmd
 * report} prints), as the ftrace text readers fill it, so that the analyses see a recorded file
 * as they see its report; the latency text of a latency tracer goes to the ftrace latency
 * reader. Each problem of the file is a diagnostic naming its byte offset; events count as the
 * file's lines.
 */
final class TraceDatReader implements FileTraceReader {

    /** How often the reader looks at cancel. */
    private static final int CANCEL_EVERY = 4096;

    @Override
    public void read(Path path, ReadContext context) throws IOException {
        try (TraceDatFile file = TraceDatFile.open(path)) {
            if (file.latencyText() != null) {
                TextLines lines = new TextLines(file.latencyText());
                new FtraceLatencyReaderFactory().create().read(lines, context);
            } else if (file.version() != 0) {
                // a trace per buffer: the top one, then each instance (trace-cmd record -B NAME),
                // numbered on from the one before, its name said where it starts
                int last = 0;
                for (int b = 0; b < file.buffers(); b++) {
                    int first = last;
                    last = context.wantsSteps() ? events(file, b, first, context) : counted(file, b, first, context);
                    if (b > 0) {
                        context.diagnostic(first + 1, 0, Messages.format("tracedat.instance", file.bufferName(b), //$NON-NLS-1$
                                Integer.toString(first + 1), Integer.toString(last)), Severity.INFO, null);
                    }
                }
            }
            for (TraceDatProblem p : file.problems()) {
                context.diagnostic(0, 0, Messages.format("tracedat.problemAt", Long.toString(p.offset()), p.reason()), //$NON-NLS-1$
                        Severity.WARNING, null);
            }
        }
    }

    /** @return the position of the buffer's last event ({@code first} when it has none) */
    private static int events(TraceDatFile file, int buffer, int first, ReadContext context) {
        SymbolCache symbols = new SymbolCache(context::symbol);
        LatencyTrace trace = LatscopeFactory.eINSTANCE.createLatencyTrace();
        LatencyHeader header = header(file);
        trace.setHeader(header);
        context.file().getContents().add(trace);
        StepTableBuilder steps = new StepTableBuilder(1024);
        // the same deltas and unpaired-event diagnostics as the ftrace text readers give
        BufferDeltas deltas = new BufferDeltas();
        UnpairedEvents unpaired = new UnpairedEvents(context);
        ReportPrinter printer = new ReportPrinter(file, buffer);
        int count = first;
        TraceDatEvent e;
        while ((e = printer.next()) != null) {
            if (++count % CANCEL_EVERY == 0 && context.isCanceled()) {
                break;
            }
            String comm = e.comm() == null ? "<...>" : e.comm(); //$NON-NLS-1$
            steps.cpu(e.cpu()).task(e.pid(), intern(symbols, comm));
            int name = intern(symbols, e.name() == null ? "[UNKNOWN EVENT]" : e.name()); //$NON-NLS-1$
            steps.add(e.timestamp(), StepTable.NO_DELTA, name, -1, intern(symbols, e.latencyFlags()), StepKind.EVENT,
                    DelayMark.NONE);
            deltas.added(steps, e.cpu(), e.timestamp());
            if (e.info() != null && !e.info().isEmpty()) {
                steps.payload(e.info());
            }
            unpaired.event(count, e.cpu(), e.timestamp(), e.name(), e.info());
            context.used(count);
        }
        trace.setFirstLine(count > first ? first + 1 : 0);
        trace.setLastLine(count);
        if (steps.size() > 0) {
            deltas.finish(steps, deltas.lastTimeNs());
        }
        trace.setSteps(steps.build());
        unpaired.finish();
        header.setEntriesRecorded(count - first);
        context.finished(trace);
        return count;
    }

    /**
     * As {@link #events}, for a caller that looks at no step: the events are counted, only those
     * that pair are read (for the same unpaired-event diagnostics; function_graph entries are rendered, as they may take their exits along), and no step is built.
     */
    private static int counted(TraceDatFile file, int buffer, int first, ReadContext context) {
        LatencyTrace trace = LatscopeFactory.eINSTANCE.createLatencyTrace();
        LatencyHeader header = header(file);
        trace.setHeader(header);
        context.file().getContents().add(trace);
        UnpairedEvents unpaired = new UnpairedEvents(context);
        ReportPrinter printer = new ReportPrinter(file, buffer);
        int count = first;
        while (printer.pairNext(EventPairing::pairs, unpaired, count + 1)) {
            if (++count % CANCEL_EVERY == 0 && context.isCanceled()) {
                break;
            }
        }
        context.usedLines(count - first);
        trace.setFirstLine(count > first ? first + 1 : 0);
        trace.setLastLine(count);
        CountedSteps.set(trace, count - first);
        unpaired.finish();
        header.setEntriesRecorded(count - first);
        context.finished(trace);
        return count;
    }

    private static LatencyHeader header(TraceDatFile file) {
        LatencyHeader header = LatscopeFactory.eINSTANCE.createLatencyHeader();
        header.setFlagsKind(FlagsKind.FTRACE_FLAGS);
        header.setCpuCount(file.cpus());
        String release = release(file.uname());
        if (release != null) {
            header.setKernelRelease(release);
        }
        return header;
    }

    private static int intern(SymbolCache symbols, String s) {
        return symbols.intern(s, 0, s.length());
    }

    /** @return the kernel release of a uname line ({@code Linux HOST RELEASE ...}), or null */
    static String release(String uname) {
        if (uname == null) {
            return null;
        }
        String[] parts = uname.trim().split("\\s+"); //$NON-NLS-1$
        return parts.length >= 3 ? parts[2] : null;
    }
}
