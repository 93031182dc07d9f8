// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.latscope.model.CodeAddress;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.SourceLocation;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.Symbols;
import org.latscope.model.support.TraceSets;

/**
 * Every record of a trace set that carries one of a source line's references, keyed as
 * {@link SourceRefs} keys them (so the records agree with the hotspot counts): worst-N rows by
 * {@code start:}/{@code end:} location, irq-off rows and steps by function, steps by mcount
 * marker ({@code fn [2]}), latency headers by {@code started_at:}/{@code ended_at:} point.
 * <p>
 * Columnar: each record is a position in primitive arrays (kind, file, content, row or step
 * index, line of the trace file, nanoseconds, reference), so a function with millions of steps
 * costs a few arrays, not millions of objects. Steps keep no line of their file: their
 * {@link #line} is -1 and {@link #index} is the step index in its trace.
 */
public final class LineRecords {

    /** What kind of record a row is. */
    public enum Kind {
        /** A row of a worst-N table. */
        WORST_ROW,
        /** A row of an irq-off list. */
        IRQ_OFF_ROW,
        /** A step of a latency trace. */
        STEP,
        /** A latency header's started-at point. */
        STARTED_AT,
        /** A latency header's ended-at point. */
        ENDED_AT
    }

    private static final Kind[] KINDS = Kind.values();
    private static final String STARTED = "started_at:"; //$NON-NLS-1$
    private static final String ENDED = "ended_at:"; //$NON-NLS-1$

    private final List<String> refs;
    private final LineRecordColumns columns;

    private LineRecords(List<String> refs, LineRecordColumns columns) {
        this.refs = refs;
        this.columns = columns;
    }

    /**
     * Scans a set for the records carrying some references; long for a set of millions of steps,
     * run it in a job.
     *
     * @param set the trace set, steps loaded (a trace whose steps were dropped gives none)
     * @param keys the references, as {@link SourceRefs} keys them
     * @param cancelled polled between contents; when it answers true the scan stops
     * @return the records, in set order
     */
    public static LineRecords find(TraceSet set, Collection<String> keys, BooleanSupplier cancelled) {
        List<String> refs = List.copyOf(keys);
        Map<String, Integer> byKey = new HashMap<>();
        for (int i = 0; i < refs.size(); i++) {
            byKey.putIfAbsent(refs.get(i), Integer.valueOf(i));
        }
        StepKeys steps = new StepKeys(TraceSets.symbols(set), refs);
        LineRecordColumns out = new LineRecordColumns();
        List<TraceFile> files = set.getFiles();
        for (int f = 0; f < files.size() && !cancelled.getAsBoolean(); f++) {
            List<TraceContent> contents = files.get(f).getContents();
            for (int c = 0; c < contents.size(); c++) {
                TraceContent content = contents.get(c);
                if (content instanceof WorstTable table) {
                    for (int r = 0; r < table.getRows().size(); r++) {
                        WorstRow row = table.getRows().get(r);
                        long ns = row.getLatencyUs() * 1_000L;
                        ref(byKey, "start:" + text(row.getStart()), out, Kind.WORST_ROW, f, c, r, row.getLine(), ns); //$NON-NLS-1$
                        ref(byKey, "end:" + text(row.getEnd()), out, Kind.WORST_ROW, f, c, r, row.getLine(), ns); //$NON-NLS-1$
                    }
                } else if (content instanceof IrqOffList list) {
                    for (int r = 0; r < list.getRows().size(); r++) {
                        IrqOffRow row = list.getRows().get(r);
                        ref(byKey, String.valueOf(row.getFunction()), out, Kind.IRQ_OFF_ROW, f, c, r, row.getLine(),
                                row.getDurationNs());
                    }
                } else if (content instanceof LatencyTrace trace) {
                    header(byKey, trace, out, f, c);
                    if (!steps.isEmpty() && trace.getSteps() != null) {
                        steps.scan(TraceSets.steps(trace), out, f, c);
                    }
                }
            }
        }
        return new LineRecords(refs, out);
    }

    private static void header(Map<String, Integer> byKey, LatencyTrace trace, LineRecordColumns out, int f, int c) {
        LatencyHeader h = trace.getHeader();
        if (h == null) {
            return;
        }
        long ns = h.isSetLatencyUs() ? h.getLatencyUs() * 1_000L : 0;
        point(byKey, STARTED, h.getStartedAt(), out, Kind.STARTED_AT, f, c, trace.getFirstLine(), ns);
        point(byKey, ENDED, h.getEndedAt(), out, Kind.ENDED_AT, f, c, trace.getFirstLine(), ns);
    }

    private static void point(Map<String, Integer> byKey, String prefix, CodeAddress a, LineRecordColumns out, Kind kind,
            int f, int c, int line, long ns) {
        String key = AnalysisRefs.pointKey(prefix, a);
        if (key != null) {
            ref(byKey, key, out, kind, f, c, -1, line, ns);
        }
    }

    private static void ref(Map<String, Integer> byKey, String key, LineRecordColumns out, Kind kind, int f, int c, int i,
            int line, long ns) {
        Integer ref = byKey.get(key);
        if (ref != null) {
            out.add(kind.ordinal(), f, c, i, line, ns, ref.intValue());
        }
    }

    /** A worst-N row location as the hotspots' location grouping writes it ({@code 697/sched.c}). */
    private static String text(SourceLocation location) {
        return location == null ? "?" : location.getLine() + "/" + location.getFile(); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** @return the number of records */
    public int size() {
        return columns.size();
    }

    /** @return the references searched, in the order given */
    public List<String> refs() {
        return refs;
    }

    /**
     * @param i a record
     * @return its kind
     */
    public Kind kind(int i) {
        return KINDS[columns.kind(i)];
    }

    /**
     * @param i a record
     * @return the index of its file in the set's files
     */
    public int file(int i) {
        return columns.file(i);
    }

    /**
     * @param i a record
     * @return the index of its content in its file's contents
     */
    public int content(int i) {
        return columns.content(i);
    }

    /**
     * @param i a record
     * @return its row index in its table or list, its step index in its trace, -1 for a header point
     */
    public int index(int i) {
        return columns.index(i);
    }

    /**
     * @param i a record
     * @return its 1-based line in its trace file (a header point: the trace's first line), -1 for a step
     */
    public int line(int i) {
        return columns.line(i);
    }

    /**
     * @param i a record
     * @return its latency, duration or delta in nanoseconds
     */
    public long ns(int i) {
        return columns.ns(i);
    }

    /**
     * @param i a record
     * @return the reference it carries, one of {@link #refs()}
     */
    public String ref(int i) {
        return refs.get(columns.ref(i));
    }

    /**
     * @param ref a reference
     * @return how many records carry it
     */
    public long count(String ref) {
        long n = 0;
        for (int i = 0; i < size(); i++) {
            if (ref(i).equals(ref)) {
                n++;
            }
        }
        return n;
    }

    /** Matches steps by function id and by function id and mcount marker. */
    private static final class StepKeys {
        private final Map<Integer, Integer> functions = new HashMap<>();
        private final Map<Long, Integer> markers = new HashMap<>();

        StepKeys(Symbols symbols, List<String> refs) {
            for (int i = 0; i < refs.size(); i++) {
                String key = refs.get(i);
                int open = key.lastIndexOf(" ["); //$NON-NLS-1$
                if (open > 0 && key.endsWith("]")) { //$NON-NLS-1$
                    int id = symbols.id(key.substring(0, open));
                    try {
                        int marker = Integer.parseInt(key.substring(open + 2, key.length() - 1));
                        if (id >= 0) {
                            markers.putIfAbsent(Long.valueOf(((long) id << 32) | marker), Integer.valueOf(i));
                        }
                    } catch (NumberFormatException e) {
                        // not a marker key: no step carries it
                    }
                } else {
                    int id = symbols.id(key);
                    if (id >= 0) {
                        functions.putIfAbsent(Integer.valueOf(id), Integer.valueOf(i));
                    }
                }
            }
        }

        boolean isEmpty() {
            return functions.isEmpty() && markers.isEmpty();
        }

        /** Counts the steps the hotspots count: a function and a delta, not an event, marker or elision. */
        void scan(StepCursor step, LineRecordColumns out, int f, int c) {
            while (step.next()) {
                StepKind kind = step.kind();
                int id = step.functionId();
                if (kind == StepKind.EVENT || kind == StepKind.MARKER || kind == StepKind.ELISION || id < 0
                        || !step.hasDelta()) {
                    continue;
                }
                Integer ref = functions.get(Integer.valueOf(id));
                if (ref == null && step.mcountMarker() >= 0 && !markers.isEmpty()) {
                    ref = markers.get(Long.valueOf(((long) id << 32) | step.mcountMarker()));
                }
                if (ref != null) {
                    out.add(Kind.STEP.ordinal(), f, c, step.index(), -1, step.deltaNs(), ref.intValue());
                }
            }
        }
    }
}
