// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.support;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;

/**
 * The latency a trace is ranked by, decided in this one place for the reader's diagnostic, the
 * overview's worst latency, the timeline's order and the reports: the header's declared latency,
 * unless the trace's own steps cannot hold it, then what the steps show.
 * <p>
 * A declared latency is <em>suspect</em> when the trace holds every entry its header declares
 * and the header still claims more than a second beyond the last step's end: a complete trace's
 * steps run up to where the tracer stopped timing (626 us declared, the last step at 0.627 ms),
 * so a second more is not rounding but a broken counter, as the 2004 tracer's underflow that
 * printed 1,883,455,195 us over a single step at 0.000 ms. A trace with entries missing (pasted
 * in part, elided) is never suspect: its missing steps may hold the time.
 *
 * @param ns what the trace is ranked by, in nanoseconds: the declared latency, or when the
 *        header declares none or a suspect one, the steps' span (first step to the end of the last)
 * @param declared whether {@code ns} is the header's declared latency
 * @param suspect whether the header declares a latency the steps cannot hold
 * @param declaredNs the header's declared latency, -1 when it declares none
 * @param stepsNs the steps' span, 0 without steps
 */
public record RankedLatency(long ns, boolean declared, boolean suspect, long declaredNs, long stepsNs) {

    /** How far beyond the steps' end a complete trace's declared latency may reach: one second. */
    public static final long SUSPECT_BEYOND_NS = 1_000_000_000L;

    private static final long NS_PER_US = 1_000L;

    /**
     * @param trace a latency trace, its steps still held
     * @return what it is ranked by
     */
    public static RankedLatency of(LatencyTrace trace) {
        if (trace.getSteps() == null) {
            for (Adapter a : trace.eAdapters()) {
                if (a instanceof Kept kept) {
                    return kept.ranked;
                }
            }
        }
        return of(trace.getHeader(), trace.getSteps());
    }

    /**
     * Drops a trace's steps, once analysed, keeping what the trace is ranked by: a command lets
     * each trace's steps go as soon as it is folded, and ranks the traces (the overview's worst,
     * the capture timeline) after. Called on the one thread that holds the trace then.
     *
     * @param trace a latency trace whose steps nothing needs any more
     */
    public static void dropSteps(LatencyTrace trace) {
        if (trace.getSteps() != null) {
            trace.eAdapters().add(new Kept(of(trace.getHeader(), trace.getSteps())));
            trace.setSteps(null);
        }
    }

    /** What a trace whose steps were dropped is ranked by. */
    private static final class Kept extends AdapterImpl {
        final RankedLatency ranked;

        Kept(RankedLatency ranked) {
            this.ranked = ranked;
        }
    }

    /**
     * @param header the trace's header, or null
     * @param steps its steps, or null
     * @return what the trace is ranked by
     */
    public static RankedLatency of(LatencyHeader header, StepTable steps) {
        long start = Long.MAX_VALUE;
        long end = Long.MIN_VALUE;
        int entries = 0;
        int size = steps == null ? 0 : steps.size();
        for (int i = 0; i < size; i++) {
            if (steps.kind(i) == StepKind.ELISION) {
                continue;
            }
            entries++;
            long t = steps.timeNs(i);
            long delta = steps.deltaNs(i);
            start = Math.min(start, t);
            end = Math.max(end, delta == StepTable.NO_DELTA || delta < 0 ? t : t + delta);
        }
        return of(header, entries, start, end);
    }

    /**
     * What a trace is ranked by, from what its reader gathered while it added the steps, as
     * {@link #of(LatencyHeader, StepTable)} finds it in them: a reader of millions of steps
     * need not walk them again (decoding each step's kind, time and delta was a twentieth of
     * reading a v1.0.5 trace).
     *
     * @param header the trace's header, or null
     * @param entries the steps that are no elision
     * @param start the earliest time of those steps, {@link Long#MAX_VALUE} when none
     * @param end the latest time plus delta of those steps (the time alone when the delta is
     *        missing or negative), {@link Long#MIN_VALUE} when none
     * @return what the trace is ranked by
     */
    public static RankedLatency of(LatencyHeader header, int entries, long start, long end) {
        long declaredNs = header != null && header.isSetLatencyUs() ? header.getLatencyUs() * NS_PER_US : -1;
        long span = entries == 0 ? 0 : end - start;
        // a trace's times count from its start (v1.1.5 SMP traces begin at 404us of 415): the steps reach their end
        long reach = entries == 0 ? 0 : Math.max(span, end);
        boolean complete = header != null && header.isSetEntriesDeclared() && entries > 0
                && entries >= header.getEntriesDeclared();
        boolean suspect = declaredNs >= 0 && complete && declaredNs - reach > SUSPECT_BEYOND_NS;
        boolean declared = declaredNs >= 0 && !suspect;
        return new RankedLatency(declared ? declaredNs : span, declared, suspect, declaredNs, span);
    }
}
