// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import org.latscope.analysis.internal.CachedNames;
import org.latscope.analysis.nesting.ContextNesting;
import org.latscope.analysis.nesting.NestingAnalysis;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.nesting.NestingProfile;
import org.latscope.analysis.nesting.StepContext;
import org.latscope.model.FlagsKind;
import org.latscope.model.LatencyTrace;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.steps.Symbols;
import org.latscope.model.support.RankedLatency;

/**
 * One latency trace as a timeline row paints it: its header figures, its steps as boxes in
 * trace time (see {@link #stepStartNs}), a {@link StepSummary} for steps narrower than a pixel
 * and the {@link NestingProfile} the command line's {@code nesting} prints. Built once per
 * trace by {@link TimelineAnalysis}; reads the trace's step table, which must therefore be
 * kept. Immutable but for the summary of a row of few steps, built once when first asked for
 * (from any thread); the symbol names are read through the lookup it was built with.
 */
public final class TraceTimeline {

    private final TimelineHeader header;
    private final LatencyTrace trace;
    private final StepTable steps;
    private final SymbolLookup names;
    private final StepBoxes boxes;
    /** Null until first asked for on rows of few steps (see {@link #summary()}), else built with the row. */
    private volatile StepSummary summary;
    private final NestingProfile nesting;
    private final CpuRows cpuRows;

    /**
     * @param summary the summary, or null for a row of few steps to build it when first asked for
     * @param cpuRows the rows per CPU of an events capture, or null
     */
    TraceTimeline(TimelineHeader header, LatencyTrace trace, StepBoxes boxes, StepSummary summary,
            NestingProfile nesting, SymbolLookup names, CpuRows cpuRows) {
        this.header = header;
        this.trace = trace;
        this.steps = trace.getSteps() == null ? StepTable.EMPTY : trace.getSteps();
        this.names = names;
        this.boxes = boxes;
        this.summary = summary;
        this.nesting = nesting;
        this.cpuRows = cpuRows;
    }

    /**
     * @return for an events capture (no latency declared, events that pair into tasks running,
     *         softirqs or irq handlers) its rows per CPU, which a timeline shows instead of the
     *         step boxes; null for a latency trace
     */
    public CpuRows cpuRows() {
        return cpuRows;
    }

    /** @return the trace's label ({@link org.latscope.analysis.TraceContents#label}) */
    public String label() {
        return header.label();
    }

    /** @return the path of the file the trace is in */
    public String path() {
        return header.path();
    }

    /** @return the trace */
    public LatencyTrace trace() {
        return trace;
    }

    /**
     * @return what the row is ranked by ({@link RankedLatency}): the header's latency when it
     *         prints one its steps can hold, else the steps' span
     */
    public long latencyNs() {
        return header.latencyNs() >= 0 ? header.latencyNs() : spanNs();
    }

    /**
     * @return whether the header prints a latency its steps can hold; when not, {@link #latencyNs()} is only the
     *         span of the steps (an hwlat or function trace captured over seconds), which says
     *         nothing about how long anything was held off
     */
    public boolean declaresLatency() {
        return header.latencyNs() >= 0;
    }

    /** @return {@code comm/pid} from the header, null when it names no task */
    public String task() {
        return header.task();
    }

    /** @return the header's {@code started at} symbol, null when none */
    public String startedAt() {
        return header.startedAt();
    }

    /** @return the header's {@code ended at} symbol, null when none */
    public String endedAt() {
        return header.endedAt();
    }

    /** @return the number of steps, elisions and markers included */
    public int stepCount() {
        return boxes.size();
    }

    /** @return the first drawable step's time, 0 without one */
    public long startNs() {
        return boxes.startNs();
    }

    /** @return the end of the last drawable step: its start plus its delta when it has one */
    public long endNs() {
        return boxes.endNs();
    }

    /** @return the time from the first drawable step's start to the last one's end */
    public long spanNs() {
        return endNs() - startNs();
    }

    /**
     * @param i a step index
     * @return whether the step has a box: elisions and markers do not
     */
    public boolean isDrawable(int i) {
        return boxes.drawable(i);
    }

    /**
     * @param i a step index
     * @return the start of its box: the largest time of the drawable steps up to it, so that
     *         boxes never go backwards
     */
    public long stepStartNs(int i) {
        return boxes.start(i);
    }

    /**
     * @param i a step index
     * @return the end of its box: the next drawable step's start ({@link #endNs()} for the
     *         last); its start for a step without a box
     */
    public long stepEndNs(int i) {
        return boxes.end(i);
    }

    /**
     * @param timeNs a trace time
     * @return the drawable step whose box contains it, -1 when none (O(log n))
     */
    public int stepAt(long timeNs) {
        return boxes.stepAt(timeNs);
    }

    /**
     * @param timeNs a trace time
     * @return the first step whose box ends after {@code timeNs}, the place to start painting
     *         from; {@link #stepCount()} when none (O(log n))
     */
    public int firstStepEndingAfter(long timeNs) {
        return boxes.firstEndingAfter(timeNs);
    }

    /** @return a new cursor over the steps, resolving names as {@link #function} does; one per thread */
    public StepCursor cursor() {
        return steps.cursor(names);
    }

    /**
     * @param i a step index
     * @return its function, or event name; null for none
     */
    public String function(int i) {
        return names.name(steps.functionId(i));
    }

    /**
     * @param i a step index
     * @return its caller, null for none
     */
    public String parent(int i) {
        return names.name(steps.parentId(i));
    }

    /**
     * @param i a step index
     * @return its CPU, -1 when the trace does not say
     */
    public int cpu(int i) {
        return steps.cpu(i);
    }

    /**
     * @param i a step index
     * @return its ftrace flag field as printed ({@code dn.h612}), null for a trace without one
     */
    public String ftraceFlags(int i) {
        FlagsKind kind = trace.getHeader() == null ? FlagsKind.NONE : trace.getHeader().getFlagsKind();
        return kind == FlagsKind.FTRACE_FLAGS ? names.name(steps.flags(i)) : null;
    }

    /**
     * @param i a step index
     * @return its delay mark
     */
    public DelayMark delayMark(int i) {
        return steps.delayMark(i);
    }

    /**
     * The next (or previous) step of a function; wrapping around is the caller's business.
     *
     * @param function a function name
     * @param fromStep the step to start after (before when going backward); -1 (or
     *        {@link #stepCount()} backward) to search from the first (last) step
     * @param forward the direction
     * @return the index of the nearest step of that function, -1 when none
     */
    public int nextStep(String function, int fromStep, boolean forward) {
        int target = names instanceof Symbols symbols ? symbols.id(function) : -2;
        if (target == -1) {
            return -1;
        }
        byte[] known = new byte[16];
        int n = steps.size();
        for (int i = forward ? fromStep + 1 : fromStep - 1; i >= 0 && i < n; i += forward ? 1 : -1) {
            int id = steps.functionId(i);
            if (id < 0 || target >= 0 && id != target) {
                continue;
            }
            if (target >= 0) {
                return i;
            }
            if (id >= known.length) {
                known = java.util.Arrays.copyOf(known, Math.max(id + 1, known.length * 2));
            }
            if (known[id] == 0) {
                known[id] = (byte) (function.equals(names.name(id)) ? 1 : 2);
            }
            if (known[id] == 1) {
                return i;
            }
        }
        return -1;
    }

    /**
     * @param i a step index
     * @return the step's nesting for a hover text, decoded from its preempt count or ftrace
     *         flags (NMI as the nesting profile found it)
     */
    public StepContext stepContext(int i) {
        FlagsKind kind = trace.getHeader() == null ? FlagsKind.NONE : trace.getHeader().getFlagsKind();
        if (kind == FlagsKind.PREEMPT_COUNT) {
            return StepContext.ofPreemptCount(steps.flags(i), nesting != null && inNmi(steps.timeNs(i)));
        }
        return kind == FlagsKind.FTRACE_FLAGS ? StepContext.ofFtraceFlags(names.name(steps.flags(i))) : StepContext.none();
    }

    private boolean inNmi(long timeNs) {
        ContextNesting nmi = nesting.context(NestingContext.NMI);
        int k = nmi.firstIntervalEndingAfter(timeNs);
        return k < nmi.intervalCount() && nmi.startNs(k) <= timeNs;
    }

    /**
     * @return the multi-resolution summary of the steps; on a row of few steps built here, the
     *         first time (a pass over those steps), on other rows built with the row
     */
    public StepSummary summary() {
        StepSummary s = summary;
        if (s == null) {
            synchronized (this) {
                s = summary;
                if (s == null) {
                    s = buildSummary();
                    summary = s;
                }
            }
        }
        return s;
    }

    /**
     * The nesting walk again, feeding the summary levels, over the step table this row holds (a
     * command may have dropped it from the trace since), with a names cache of its own: it may
     * run on the UI thread. Kept here rather than in a builder object: 56 bytes a row.
     */
    private StepSummary buildSummary() {
        SummaryBuilder builder = new SummaryBuilder(boxes);
        new NestingAnalysis().profile(trace, steps, header.label(), new CachedNames(names), builder);
        return builder.build(nesting);
    }

    /**
     * @param startNs the first trace time shown
     * @param endNs the trace time after the last one shown
     * @param columns the pixel columns available
     * @return whether more steps start in the range than there are columns: then paint the
     *         {@link #summary()}'s columns, else each step's box
     */
    public boolean needsSummary(long startNs, long endNs, int columns) {
        return boxes.countStarting(startNs, endNs) > columns;
    }

    /** @return the trace's nesting, null for a trace without preempt counts or ftrace flags */
    public NestingProfile nesting() {
        return nesting;
    }

    /**
     * @return the bytes this row adds to the trace's step table: box corrections and summary, once
     *         built (the nesting profile, which the command line also builds, not included)
     */
    public long residentBytes() {
        StepSummary s = summary;
        return 64 + boxes.residentBytes() + (s == null ? 0 : s.residentBytes())
                + (cpuRows == null ? 0 : cpuRows.residentBytes());
    }

    @Override
    public String toString() {
        return "TraceTimeline[" + label() + ", " + stepCount() + " steps]"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }
}
