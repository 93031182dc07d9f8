// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.Arrays;

import org.latscope.formats.internal.SymbolCache;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.FlagsKind;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.Severity;
import org.latscope.model.steps.BufferDeltas;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;

/**
 * Turns parsed ftrace lines into one {@link LatencyTrace} of the file being read: interns
 * comm, flag text, function, caller and event names through a {@link SymbolCache}, keeps CPU
 * and task as run-length context, attaches {@code => frame} lines to the
 * {@code <stack trace>} step before them. A file may hold several traces (a second header
 * after steps); {@link #finish()} closes the current one and tells the context it is complete.
 */
final class FtraceTraceBuilder {

    /** Function name of the {@code <stack trace>} entry. */
    static final String STACK_TRACE = "<stack trace>"; //$NON-NLS-1$

    /** The latest a latency may reach past a trace's last step, as a part of it: an eighth. */
    private static final long MOST_UNPRINTED = 8;

    /** A header may declare millions of entries of which a file holds a few: columns grow past this. */
    private static final int MAX_PRESIZED = 1 << 16;

    private final ReadContext context;
    private final SymbolCache symbols;
    private LatencyTrace trace;
    private LatencyHeader header;
    private StepTableBuilder steps;
    private final BufferDeltas deltas = new BufferDeltas();
    private final UnpairedEvents pairing;
    private int stepsRead;
    private boolean anyFlags;
    private int[] frames = new int[16];
    private int frameCount;
    private boolean lastIsStack;
    private boolean elided;
    private long lastTimeNs;
    private int tracerId = -1;
    /** The last line of the current trace, 0 before its first; set into the trace when it finishes. */
    private int lastLine;

    /** @param context the read context: symbols are interned through it */
    FtraceTraceBuilder(ReadContext context) {
        this.context = context;
        this.symbols = new SymbolCache(context::symbol);
        this.pairing = new UnpairedEvents(context);
    }

    /** @return the header of the current trace, creating the trace on first use */
    LatencyHeader header() {
        if (header == null) {
            trace = LatscopeFactory.eINSTANCE.createLatencyTrace();
            header = LatscopeFactory.eINSTANCE.createLatencyHeader();
            header.setFlagsKind(FlagsKind.NONE);
            trace.setHeader(header);
            steps = null;
            stepsRead = 0;
            anyFlags = false;
            elided = false;
            lastIsStack = false;
            tracerId = -1;
            lastLine = 0;
            context.file().getContents().add(trace);
        }
        return header;
    }

    /**
     * @return the steps of the current trace, sized on first use by the entries its header
     *         declares: a trace then fills its columns without growing or trimming them
     */
    private StepTableBuilder steps() {
        if (steps == null) {
            steps = new StepTableBuilder(header.isSetEntriesDeclared()
                    ? Math.max(16, Math.min(header.getEntriesDeclared(), MAX_PRESIZED)) : 1024);
        }
        return steps;
    }

    /** @return whether the current trace has steps */
    boolean hasSteps() {
        return steps != null && steps.size() > 0;
    }

    /**
     * Marks a line as part of the current trace (first and last line).
     *
     * @param line the 1-based line number
     */
    void touch(int line) {
        header();
        if (lastLine == 0) {
            trace.setFirstLine(line);
        }
        lastLine = line; // an EMF setter per step line was a twentieth of the step
    }

    /**
     * Adds the step of a parsed line.
     *
     * @param l the parsed line
     * @param line its line number
     * @param wrappedParent the caller found on the next line, or null
     */
    void step(FtraceLine l, int line, String wrappedParent) {
        flushFrames();
        touch(line);
        StepTableBuilder table = steps();
        table.cpu(l.cpu);
        table.task(l.pid, l.internRecent(symbols, 0, l.commStart, l.commEnd));
        int flags = -1;
        if (l.flagsEnd > l.flagsStart) {
            flags = l.internRecent(symbols, 1, l.flagsStart, l.flagsEnd);
            anyFlags = true;
        }
        DelayMark mark = l.mark == ' ' ? DelayMark.NONE : DelayMark.of(l.mark);
        long time = l.timeNs;
        lastTimeNs = time;
        switch (l.kind) {
            case FUNCTION -> {
                int function = l.intern(symbols, l.nameStart, l.nameEnd);
                int parent = l.parentStart >= 0 ? l.intern(symbols, l.parentStart, l.parentEnd)
                        : wrappedParent != null ? symbols.intern(wrappedParent) : -1;
                table.add(time, StepTable.NO_DELTA, function, parent, flags, StepKind.FUNCTION, mark);
            }
            case EVENT -> {
                int name = l.intern(symbols, l.nameStart, l.nameEnd);
                table.add(time, StepTable.NO_DELTA, name, -1, flags, StepKind.EVENT, mark);
                int payloadEnd = -1;
                if (l.payloadStart < l.end) {
                    payloadEnd = FtraceBodyParser.trimEnd(l.bytes, l.payloadStart, l.end);
                    if (l.isText()) {
                        table.payload(l.text(l.payloadStart, payloadEnd));
                    } else {
                        table.payload(l.bytes, l.payloadStart, payloadEnd); // encoded from the bytes: no String
                    }
                }
                pairing.event(line, l.cpu, time, name, l, payloadEnd);
            }
            case STACK -> {
                table.add(time, StepTable.NO_DELTA, l.intern(symbols, l.nameStart, l.nameEnd), -1, flags,
                        StepKind.EVENT, mark);
                deltas.added(table, l.cpu, time);
                lastIsStack = true;
                stepsRead++;
                return;
            }
            default -> {
                String body = l.text(l.payloadStart, FtraceBodyParser.trimEnd(l.bytes, l.payloadStart, l.end));
                table.add(time, StepTable.NO_DELTA, textName(body), -1, flags, StepKind.EVENT, mark);
                table.payload(body);
            }
        }
        deltas.added(table, l.cpu, time);
        lastIsStack = false;
        stepsRead++;
    }

    /** Names tracer text: the sched_switch tracer's context switches and wakeups, else the tracer. */
    private int textName(String body) {
        if (body.contains("==>")) { //$NON-NLS-1$
            return symbols.intern("sched_switch"); //$NON-NLS-1$
        }
        if (body.contains(" + ")) { //$NON-NLS-1$
            return symbols.intern("sched_wakeup"); //$NON-NLS-1$
        }
        if (tracerId < 0) {
            String tracer = header().getTracer();
            tracerId = tracer == null ? -1 : symbols.intern(tracer);
        }
        return tracerId;
    }

    /**
     * Adds an elision ({@code [...]}) of the original as a step.
     *
     * @param text the elision text
     * @param line its line number
     */
    void elision(String text, int line) {
        flushFrames();
        touch(line);
        elided = true;
        StepTableBuilder table = steps();
        table.add(lastTimeNs, StepTable.NO_DELTA, -1, -1, -1, StepKind.ELISION, DelayMark.NONE);
        table.payload(text);
        lastIsStack = false;
    }

    /**
     * Adds the loss of events a trace says ({@code CPU:1 [LOST 123 EVENTS]}) as a marker step:
     * what was open on that CPU is not paired across it.
     *
     * @param text the marker's text
     * @param cpu the CPU that lost events, -1 when not said
     * @param line its line number
     */
    void lost(String text, int cpu, int line) {
        flushFrames();
        touch(line);
        steps().add(lastTimeNs, StepTable.NO_DELTA, -1, -1, -1, StepKind.MARKER, DelayMark.NONE).payload(text);
        pairing.lost(line, cpu);
        lastIsStack = false;
    }

    /**
     * Adds a frame to the {@code <stack trace>} step added last.
     *
     * @param name the frame's function
     * @param line its line number
     * @return false if the last step is no stack trace
     */
    boolean frame(String name, int line) {
        if (!lastIsStack) {
            return false;
        }
        touch(line);
        if (frameCount == frames.length) {
            frames = Arrays.copyOf(frames, frameCount * 2);
        }
        frames[frameCount++] = symbols.intern(name);
        return true;
    }

    private void flushFrames() {
        if (frameCount > 0) {
            steps.stackFrames(Arrays.copyOf(frames, frameCount));
            frameCount = 0;
        }
    }

    /**
     * @return where the trace ends: its last step, or as far as its latency reaches from its
     *         first step when the tracer measured a little past the last step it printed (a
     *         wakeup trace's latency is taken after its closing stack trace: 3 us of 3145). An
     *         excerpt with elisions, or whose steps stop well short of its latency (cut, or a
     *         latency its steps cannot hold), ends at its last step.
     */
    private long end() {
        long last = deltas.lastTimeNs();
        if (!elided && header.isSetLatencyUs() && header.getLatencyUs() > 0) {
            long latencyNs = header.getLatencyUs() * 1_000L;
            long reach = deltas.firstTimeNs() + latencyNs;
            if (reach > last && reach - last <= latencyNs / MOST_UNPRINTED) {
                return reach;
            }
        }
        return last;
    }

    /** Closes the current trace: builds its steps and sets the counts. */
    void finish() {
        if (trace == null) {
            return;
        }
        flushFrames();
        if (lastLine != 0) {
            trace.setLastLine(lastLine);
        }
        StepTableBuilder table = steps();
        if (table.size() > 0) {
            deltas.finish(table, end());
        }
        trace.setSteps(table.build());
        pairing.finish();
        header.setEntriesRecorded(stepsRead);
        if (!elided && header.isSetEntriesDeclared() && header.getEntriesDeclared() != stepsRead) {
            context.diagnostic(trace.getFirstLine(), 0,
                    Messages.format("ftrace.countMismatch", header.getEntriesDeclared(), stepsRead), //$NON-NLS-1$
                    Severity.INFO, null);
        }
        if (anyFlags) {
            header.setFlagsKind(FlagsKind.FTRACE_FLAGS);
        }
        LatencyTrace done = trace;
        trace = null;
        header = null;
        steps = null;
        context.finished(done); // a file of thousands of traces need not hold them all until its end
    }
}
