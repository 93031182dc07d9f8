// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import org.latscope.analysis.FileFold;
import org.latscope.analysis.TraceContents;
import org.latscope.analysis.internal.CachedNames;
import org.latscope.model.FlagsKind;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.steps.Symbols;
import org.latscope.model.support.TraceSets;

/**
 * Nesting: for every latency trace, the intervals at each depth of hard irq, soft irq,
 * preemption, NMI and PREEMPT_ACTIVE, from the preempt count or the ftrace flag column (see
 * {@link ContextDepths}), and the time spent at each depth. A step's state lasts until the
 * next step; the last step's until the end of its delta.
 */
public final class NestingAnalysis {

    private static final NestingContext[] CONTEXTS = NestingContext.values();

    /**
     * @param set a trace set
     * @return the nesting of its traces
     */
    public NestingReport run(TraceSet set) {
        Symbols symbols = TraceSets.symbols(set);
        return report(set, file -> file(file, symbols));
    }

    /**
     * The nesting of one file's traces, which need nothing outside the file but the names of
     * their flag texts and of {@code do_nmi}, read through {@code symbols}: files can be
     * followed on the threads that read them and their step tables dropped.
     *
     * @param file a trace file
     * @param symbols the names of the set's symbol ids
     * @return its traces' nesting, for {@link #report}
     */
    public FileNesting file(TraceFile file, SymbolLookup symbols) {
        return FileFold.whole(fold(), file, symbols);
    }

    /**
     * @return a new fold of one file's nesting, for a reader that hands over each latency
     *         trace as soon as it is complete (see {@link FileFold}); {@link #file} runs it
     */
    public FileFold<FileNesting> fold() {
        return new FileFold<>() {
            private final List<NestingProfile> profiles = new ArrayList<>();
            private CachedNames names;
            private int skipped;

            @Override
            public void add(TraceFile file, int c, SymbolLookup symbols) {
                if (!(file.getContents().get(c) instanceof LatencyTrace trace)) {
                    return;
                }
                if (names == null) {
                    names = new CachedNames(symbols);
                }
                NestingProfile profile = profile(trace, TraceContents.label(file, c), names);
                if (profile == null) {
                    skipped++;
                } else {
                    profiles.add(profile);
                }
            }

            @Override
            public FileNesting finish(TraceFile file, SymbolLookup symbols) {
                return new FileNesting(profiles, skipped);
            }
        };
    }

    /**
     * The nesting of one latency trace, as {@link #file} finds it.
     *
     * @param trace a latency trace
     * @param label its label ({@link TraceContents#label})
     * @param names the names of its symbol ids (flag texts, {@code do_nmi})
     * @return its nesting, null when its steps carry neither preempt counts nor ftrace flags, or
     *         when it has no steps
     */
    public NestingProfile profile(LatencyTrace trace, String label, SymbolLookup names) {
        return profile(trace, label, names, null);
    }

    /**
     * The nesting of one latency trace, passing each step's decoded depths to {@code listener}
     * on the way.
     *
     * @param trace a latency trace
     * @param label its label ({@link TraceContents#label})
     * @param names the names of its symbol ids (flag texts, {@code do_nmi})
     * @param listener told every step but elisions and markers, with depth 0 everywhere for a
     *        trace without nesting information; null for none
     * @return its nesting, null when its steps carry neither preempt counts nor ftrace flags, or
     *         when it has no steps
     */
    public NestingProfile profile(LatencyTrace trace, String label, SymbolLookup names, StepDepthsListener listener) {
        return profile(trace, trace.getSteps() == null ? StepTable.EMPTY : trace.getSteps(), label, names, listener);
    }

    /**
     * As {@link #profile(LatencyTrace, String, SymbolLookup, StepDepthsListener)}, over a step
     * table kept elsewhere: a timeline row walks the table it holds, which a command may since have
     * dropped from the trace.
     *
     * @param trace a latency trace, for its header
     * @param steps its steps
     * @param label its label ({@link TraceContents#label})
     * @param names the names of its symbol ids
     * @param listener told every step, see the other form; null for none
     * @return its nesting, see the other form
     */
    public NestingProfile profile(LatencyTrace trace, StepTable steps, String label, SymbolLookup names,
            StepDepthsListener listener) {
        FlagsKind kind = trace.getHeader() == null ? FlagsKind.NONE : trace.getHeader().getFlagsKind();
        // the table's size, not the trace's step count: that counts the trace's table, maybe dropped
        boolean known = (kind == FlagsKind.PREEMPT_COUNT || kind == FlagsKind.FTRACE_FLAGS) && steps.size() > 0;
        if (!known && listener == null) {
            return null;
        }
        SymbolLookup cached = names instanceof CachedNames ? names : new CachedNames(names);
        NestingProfile profile = walk(steps, known ? kind : FlagsKind.NONE, label, cached, listener);
        return known ? profile : null;
    }

    /**
     * @param set the trace set the files were read into, every file in it
     * @param files the nesting of each of the set's files, from {@link #file}
     * @return the nesting of the set's traces, in set order
     */
    public NestingReport report(TraceSet set, Function<TraceFile, FileNesting> files) {
        List<NestingProfile> profiles = new ArrayList<>();
        int skipped = 0;
        for (TraceFile file : set.getFiles()) {
            FileNesting part = files.apply(file);
            profiles.addAll(part.profiles);
            skipped += part.skipped;
        }
        return new NestingReport(profiles, skipped);
    }

    private static NestingProfile walk(StepTable steps, FlagsKind flags, String label, SymbolLookup names,
            StepDepthsListener listener) {
        boolean preemptCount = flags == FlagsKind.PREEMPT_COUNT;
        int n = CONTEXTS.length;
        Tracker[] trackers = new Tracker[n];
        for (int c = 0; c < n; c++) {
            trackers[c] = new Tracker();
        }
        int[] depths = new int[n];
        int hard = NestingContext.HARDIRQ.ordinal();
        int nmiLevel = 0;
        int lastHard = 0;
        StepCursor step = steps.cursor(names);
        long end = 0;
        boolean any = false;
        while (step.next()) {
            StepKind kind = step.kind();
            if (kind == StepKind.ELISION || kind == StepKind.MARKER) {
                continue;
            }
            long time = step.timeNs();
            if (preemptCount) {
                ContextDepths.fromPreemptCount(step.flags(), depths);
                if (depths[hard] > lastHard && "do_nmi".equals(names.name(step.functionId()))) { //$NON-NLS-1$
                    nmiLevel = depths[hard];
                } else if (depths[hard] < nmiLevel) {
                    nmiLevel = 0;
                }
                lastHard = depths[hard];
                depths[NestingContext.NMI.ordinal()] = nmiLevel > 0 ? 1 : 0;
            } else if (flags == FlagsKind.FTRACE_FLAGS) {
                ContextDepths.fromFtraceFlags(step.flagsText(), depths);
            }
            if (listener != null) {
                listener.step(step, depths);
            }
            for (int c = 0; c < n; c++) {
                trackers[c].at(time, depths[c]);
            }
            end = Math.max(time, step.hasDelta() && kind == StepKind.FUNCTION ? time + Math.max(0, step.deltaNs()) : time);
            any = true;
        }
        List<ContextNesting> contexts = new ArrayList<>(n);
        for (int c = 0; c < n; c++) {
            contexts.add(trackers[c].finish(CONTEXTS[c], any ? end : 0));
        }
        return new NestingProfile(label, preemptCount ? "preempt-count" : "ftrace-flags", contexts); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** Follows one context's depth along a trace, its intervals in growing columns. */
    private static final class Tracker {
        private long[] timeAt = new long[4];
        private long[] starts = new long[16];
        private long[] ends = new long[16];
        private int[] levels = new int[16];
        private int count;
        private int depth = -1;
        private long since;
        private int max;

        void at(long time, int newDepth) {
            if (newDepth == depth) {
                return;
            }
            close(time);
            depth = newDepth;
            since = time;
            max = Math.max(max, newDepth);
        }

        ContextNesting finish(NestingContext context, long end) {
            close(end);
            return new ContextNesting(context, max, Arrays.copyOf(timeAt, max + 1), starts, ends, levels, count);
        }

        private void close(long time) {
            if (depth < 0) {
                return;
            }
            if (depth >= timeAt.length) {
                timeAt = Arrays.copyOf(timeAt, Math.max(depth + 1, timeAt.length * 2));
            }
            long length = Math.max(0, time - since);
            timeAt[depth] += length;
            if (depth > 0) {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                    ends = Arrays.copyOf(ends, count * 2);
                    levels = Arrays.copyOf(levels, count * 2);
                }
                starts[count] = since;
                ends[count] = Math.max(since, time);
                levels[count] = depth;
                count++;
            }
        }
    }
}
