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
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;

/**
 * Builds the {@link LatencyTrace} of a function_graph file. Keeps, per CPU, the stack of
 * open entries (so an exit without {@code /* fn *}{@code /} gets its function, and each
 * entry its caller) and the task a context-switch banner switched to.
 */
final class GraphSteps {

    private final ReadContext context;
    private final SymbolCache symbols;
    private final LatencyTrace trace;
    private final LatencyHeader header;
    private final StepTableBuilder steps = new StepTableBuilder(1024);
    private int[][] stacks = new int[8][];
    private int[] depths = new int[8];
    private int[] taskPid = new int[8];
    private int[] taskComm = new int[8];
    private boolean anyFlags;
    private long lastTime;

    /** @param context the read context; the trace is added to its file at once */
    GraphSteps(ReadContext context) {
        this.context = context;
        this.symbols = new SymbolCache(context::symbol);
        trace = LatscopeFactory.eINSTANCE.createLatencyTrace();
        header = LatscopeFactory.eINSTANCE.createLatencyHeader();
        header.setFlagsKind(FlagsKind.NONE);
        trace.setHeader(header);
        Arrays.fill(taskPid, -1);
        Arrays.fill(taskComm, -1);
        context.file().getContents().add(trace);
    }

    /** @return the header */
    LatencyHeader header() {
        return header;
    }

    /** @param line a line that belongs to the trace */
    void touch(int line) {
        if (trace.getFirstLine() == 0) {
            trace.setFirstLine(line);
        }
        trace.setLastLine(line);
    }

    /**
     * Adds the step of a parsed function_graph line.
     *
     * @param g the line
     * @param line its number
     * @param timeNs the time of the line (absolute time column or trace-cmd timestamp), or -1
     * @param pid the pid from a task column, or -1 to use the CPU's current task
     * @param commId the comm symbol from a task column, or -1
     * @param flagsId the flag text symbol, or -1
     * @return false when an exit had no entry to match (the step is added anyway)
     */
    boolean add(FunctionGraphLine g, int line, long timeNs, int pid, int commId, int flagsId) {
        touch(line);
        int cpu = g.cpu;
        ensureCpu(cpu);
        int slot = cpu + 1;
        if (g.kind == FunctionGraphLine.Kind.SWITCH) {
            taskPid[slot] = g.pid;
            taskComm[slot] = symbols.intern(g.line, g.commStart, g.commEnd);
        }
        long time = timeNs >= 0 ? timeNs : lastTime;
        lastTime = time;
        steps.cpu(cpu);
        if (pid >= 0) {
            steps.task(pid, commId);
        } else {
            steps.task(taskPid[slot], taskComm[slot]);
        }
        if (flagsId >= 0) {
            anyFlags = true;
        }
        DelayMark mark = g.mark == ' ' ? DelayMark.NONE : DelayMark.of(g.mark);
        long delta = g.durationNs >= 0 ? g.durationNs : StepTable.NO_DELTA;
        String s = g.line;
        boolean matched = true;
        switch (g.kind) {
            case ENTRY -> {
                int fn = symbols.intern(s, g.nameStart, g.nameEnd);
                steps.add(time, delta, fn, top(slot), flagsId, StepKind.GRAPH_ENTRY, mark);
                push(slot, fn);
            }
            case LEAF -> {
                steps.add(time, delta, symbols.intern(s, g.nameStart, g.nameEnd), top(slot), flagsId,
                        StepKind.GRAPH_LEAF, mark);
                retval(g);
            }
            case EXIT -> {
                int named = g.nameStart >= 0 ? symbols.intern(s, g.nameStart, g.nameEnd) : -1;
                int open = pop(slot);
                matched = open >= 0 || named >= 0;
                steps.add(time, delta, named >= 0 ? named : open, top(slot), flagsId, StepKind.GRAPH_EXIT, mark);
                retval(g);
            }
            case EVENT -> {
                steps.add(time, delta, symbols.intern(s, g.nameStart, g.nameEnd), -1, flagsId, StepKind.EVENT, mark);
                steps.payload(g.text());
            }
            case COMMENT, SWITCH -> {
                steps.add(time, delta, -1, -1, flagsId, StepKind.MARKER, mark);
                steps.payload(g.text().trim());
            }
            case IRQ_ENTRY, IRQ_EXIT -> {
                steps.add(time, delta, -1, -1, flagsId, StepKind.MARKER, mark);
                steps.payload(g.kind == FunctionGraphLine.Kind.IRQ_ENTRY ? "==========>" : "<=========="); //$NON-NLS-1$ //$NON-NLS-2$
            }
            default -> {
                return true;
            }
        }
        return matched;
    }

    /**
     * Adds a trace event that is no function_graph line (other events of a {@code trace-cmd report}).
     */
    void event(FtraceLine l, int line) {
        touch(line);
        ensureCpu(l.cpu);
        steps.cpu(l.cpu);
        steps.task(l.pid, l.intern(symbols, l.commStart, l.commEnd));
        int flags = l.flagsEnd > l.flagsStart ? l.intern(symbols, l.flagsStart, l.flagsEnd) : -1;
        anyFlags |= flags >= 0;
        lastTime = l.timeNs;
        int name = l.nameEnd > l.nameStart ? l.intern(symbols, l.nameStart, l.nameEnd) : -1;
        steps.add(l.timeNs, StepTable.NO_DELTA, name, -1, flags, StepKind.EVENT, DelayMark.NONE);
        String payload = l.payload();
        if (payload != null) {
            steps.payload(payload.trim());
        }
    }

    /** Adds an elision ({@code [...]}) step. */
    void elision(String text, int line) {
        touch(line);
        steps.add(lastTime, StepTable.NO_DELTA, -1, -1, -1, StepKind.ELISION, DelayMark.NONE);
        steps.payload(text);
    }

    /** @return the symbol cache of this trace */
    SymbolCache symbols() {
        return symbols;
    }

    private void retval(FunctionGraphLine g) {
        if (g.textStart >= 0) {
            steps.payload("= " + g.text()); //$NON-NLS-1$
        }
    }

    /** Builds the steps into the trace. */
    void finish() {
        trace.setSteps(steps.build());
        header.setEntriesRecorded(trace.getStepCount());
        if (anyFlags) {
            header.setFlagsKind(FlagsKind.FTRACE_FLAGS);
        }
    }

    private void ensureCpu(int cpu) {
        int slot = cpu + 1;
        if (slot >= stacks.length) {
            int n = Math.max(slot + 1, stacks.length * 2);
            stacks = Arrays.copyOf(stacks, n);
            depths = Arrays.copyOf(depths, n);
            int old = taskPid.length;
            taskPid = Arrays.copyOf(taskPid, n);
            taskComm = Arrays.copyOf(taskComm, n);
            Arrays.fill(taskPid, old, n, -1);
            Arrays.fill(taskComm, old, n, -1);
        }
    }

    private int top(int slot) {
        return depths[slot] == 0 ? -1 : stacks[slot][depths[slot] - 1];
    }

    private void push(int slot, int fn) {
        if (stacks[slot] == null) {
            stacks[slot] = new int[16];
        } else if (depths[slot] == stacks[slot].length) {
            stacks[slot] = Arrays.copyOf(stacks[slot], depths[slot] * 2);
        }
        stacks[slot][depths[slot]++] = fn;
    }

    private int pop(int slot) {
        return depths[slot] == 0 ? -1 : stacks[slot][--depths[slot]];
    }
}
