// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.latscope.analysis.TraceContents;
import org.latscope.model.FlagsKind;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;
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
        TraceContents contents = TraceContents.of(set);
        List<NestingProfile> profiles = new ArrayList<>();
        int skipped = 0;
        for (int t = 0; t < contents.size(); t++) {
            TraceContent content = contents.contents().get(t);
            if (!(content instanceof LatencyTrace trace)) {
                continue;
            }
            FlagsKind kind = trace.getHeader() == null ? FlagsKind.NONE : trace.getHeader().getFlagsKind();
            if (kind != FlagsKind.PREEMPT_COUNT && kind != FlagsKind.FTRACE_FLAGS || trace.getStepCount() == 0) {
                skipped++;
                continue;
            }
            profiles.add(profile(trace, kind == FlagsKind.PREEMPT_COUNT, contents.labels().get(t)));
        }
        return new NestingReport(profiles, skipped);
    }

    private static NestingProfile profile(LatencyTrace trace, boolean preemptCount, String label) {
        int n = CONTEXTS.length;
        Tracker[] trackers = new Tracker[n];
        for (int c = 0; c < n; c++) {
            trackers[c] = new Tracker();
        }
        int[] depths = new int[n];
        int doNmi = TraceSets.symbols(TraceSets.traceSet(trace)).id("do_nmi"); //$NON-NLS-1$
        int hard = NestingContext.HARDIRQ.ordinal();
        int nmiLevel = 0;
        int lastHard = 0;
        StepCursor step = TraceSets.steps(trace);
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
                if (depths[hard] > lastHard && doNmi >= 0 && step.functionId() == doNmi) {
                    nmiLevel = depths[hard];
                } else if (depths[hard] < nmiLevel) {
                    nmiLevel = 0;
                }
                lastHard = depths[hard];
                depths[NestingContext.NMI.ordinal()] = nmiLevel > 0 ? 1 : 0;
            } else {
                ContextDepths.fromFtraceFlags(step.flagsText(), depths);
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

    /** Follows one context's depth along a trace. */
    private static final class Tracker {
        private long[] timeAt = new long[4];
        private final List<NestingInterval> intervals = new ArrayList<>();
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
            List<Long> times = new ArrayList<>(max + 1);
            for (int d = 0; d <= max; d++) {
                times.add(Long.valueOf(d < timeAt.length ? timeAt[d] : 0));
            }
            return new ContextNesting(context, max, times, intervals);
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
                intervals.add(new NestingInterval(depth, since, Math.max(since, time)));
            }
        }
    }
}
