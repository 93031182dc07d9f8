// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;
import org.latscope.formats.spi.TraceReader;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.Severity;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;

/**
 * Reads {@code perf script} and {@code perf sched script} text into one {@link LatencyTrace}
 * whose steps are the events, each on its CPU with its task (pid and comm), its time, the event
 * name without its category ({@code sched_switch}) and its payload as printed; call-chain lines
 * after an event become its stack frames. The wakeup-to-run latencies of {@code perf sched
 * latency} are computed from these steps by {@code org.latscope.analysis.sched}.
 */
public final class PerfScriptReader implements TraceReader {

    /** The tracer name in the header of the traces this reader makes. */
    public static final String TRACER = "perf script"; //$NON-NLS-1$

    private final List<Integer> frames = new ArrayList<>();
    private StepTableBuilder steps;
    private LatencyTrace trace;
    private boolean lastIsEvent;

    @Override
    public void read(LineSource lines, ReadContext context) throws IOException {
        while (lines.next()) {
            int number = lines.lineNumber();
            // as the ftrace readers: asked on every line, the check (a clock read in the memory
            // guard) was 4 % of reading a gigabyte
            if ((number & 0xFFF) == 0 && context.isCanceled()) {
                break;
            }
            String line = Quoting.unquote(lines.line());
            if (line.isBlank()) {
                context.used(number);
                continue;
            }
            PerfScriptLine event = PerfScriptLine.parse(line);
            if (event != null) {
                step(event, number, context);
                context.used(number);
                continue;
            }
            String frame = lastIsEvent ? PerfScriptLine.frame(line) : null;
            if (frame != null) {
                frames.add(Integer.valueOf(context.symbol(frame)));
                trace.setLastLine(number);
                context.used(number);
                continue;
            }
            lastIsEvent = false;
            boolean looksLikeEvent = line.contains("[") && line.contains(": "); //$NON-NLS-1$ //$NON-NLS-2$
            context.diagnostic(number, 0, Messages.get(looksLikeEvent ? "script.notEvent" : "script.prose"), //$NON-NLS-1$ //$NON-NLS-2$
                    looksLikeEvent ? Severity.WARNING : Severity.INFO, line.strip());
        }
        finish();
    }

    private void step(PerfScriptLine event, int number, ReadContext context) {
        flushFrames();
        if (trace == null) {
            trace = LatscopeFactory.eINSTANCE.createLatencyTrace();
            LatencyHeader header = LatscopeFactory.eINSTANCE.createLatencyHeader();
            header.setTracer(TRACER);
            trace.setHeader(header);
            trace.setFirstLine(number);
            steps = new StepTableBuilder(1024);
            context.file().getContents().add(trace);
        }
        trace.setLastLine(number);
        steps.cpu(event.cpu());
        steps.task(event.pid(), context.symbol(event.comm()));
        steps.add(event.timeNs(), StepTable.NO_DELTA, context.symbol(event.event()), -1, -1, StepKind.EVENT, DelayMark.NONE);
        if (!event.payload().isEmpty()) {
            steps.payload(event.payload());
        }
        lastIsEvent = true;
    }

    private void flushFrames() {
        if (!frames.isEmpty()) {
            steps.stackFrames(frames.stream().mapToInt(Integer::intValue).toArray());
            frames.clear();
        }
    }

    private void finish() {
        if (trace != null) {
            flushFrames();
            trace.setSteps(steps.build());
            trace.getHeader().setEntriesRecorded(steps.size());
        }
    }
}
