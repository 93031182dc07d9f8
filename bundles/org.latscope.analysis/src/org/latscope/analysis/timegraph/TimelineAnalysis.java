// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.latscope.analysis.TraceContents;
import org.latscope.analysis.internal.CachedNames;
import org.latscope.analysis.nesting.NestingAnalysis;
import org.latscope.analysis.nesting.NestingProfile;
import org.latscope.analysis.timeline.CaptureTimeline;
import org.latscope.analysis.timeline.CaptureTimelineAnalysis;
import org.latscope.analysis.timeline.FileCaptures;
import org.latscope.model.IrqOffList;
import org.latscope.model.LatencyTrace;
import org.latscope.model.PrintkLog;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.TraceSets;

/**
 * The explorer's timeline: for every latency trace with steps a {@link TraceTimeline} (boxes,
 * summary and the {@link NestingAnalysis} profile, built in one pass over the steps; for an
 * events capture its {@link CpuRows} too, from one {@link org.latscope.analysis.events.EventWalk}), for every
 * irq-off list and worst-N table a {@link RecordLane}, for every printk log a {@link TickLane},
 * placed in time by {@link CaptureTimelineAnalysis}. Holds no state: {@link #file} may run on
 * the threads that read different files at the same time.
 */
public final class TimelineAnalysis {

    /**
     * Rows of at most this many steps build their summary when a paint first needs one, which
     * it does only when the row is narrower than its steps: a folder of 100,000 small traces
     * kept about 600 bytes of summary levels a trace, most never painted. Building one takes a
     * pass over its steps (well under a millisecond).
     */
    static final int LAZY_SUMMARY_STEPS = 4096;

    /**
     * What {@link #file} keeps for a latency trace besides its steps, at most: the row, its boxes
     * and header, and the nesting profile's five contexts. Measured on a gigabyte of v1.0.5
     * traces (421,737 rows of 37 steps: 494 MB, 1,172 bytes a row); TimelineFootprintTest holds
     * it against the heap.
     */
    static final long ROW_BYTES = 1_280;

    /** What a row of more than {@link #LAZY_SUMMARY_STEPS} steps keeps a step: its summary levels. */
    static final long SUMMARY_BYTES_PER_STEP = 8;

    /** What an events capture's rows per CPU keep a step, at most (task, softirq and irq intervals). */
    static final long CPU_ROWS_BYTES_PER_STEP = 24;

    private final NestingAnalysis nesting = new NestingAnalysis();
    private final CaptureTimelineAnalysis captures = new CaptureTimelineAnalysis();

    /**
     * @param set a trace set
     * @return its timeline
     */
    public TraceSetTimeline run(TraceSet set) {
        SymbolLookup symbols = TraceSets.symbols(set);
        return report(set, file -> file(file, symbols));
    }

    /**
     * The timeline of one file, which needs nothing outside the file but the names of its
     * symbol ids: run it on the thread that read the file. The file's step tables must be
     * kept: the rows read them.
     *
     * @param file a trace file
     * @param symbols the names of the set's symbol ids
     * @return its rows and lanes, for {@link #report}
     */
    public FileTimeline file(TraceFile file, SymbolLookup symbols) {
        CachedNames names = new CachedNames(symbols);
        List<TraceTimeline> rows = new ArrayList<>();
        List<TimelineLane> lanes = new ArrayList<>();
        for (int c = 0; c < file.getContents().size(); c++) {
            TraceContent content = file.getContents().get(c);
            String label = TraceContents.label(file, c);
            if (content instanceof LatencyTrace trace && trace.getSteps() != null && trace.getSteps().size() > 0) {
                rows.add(trace(trace, label, file.getPath(), names, symbols));
            } else if (content instanceof IrqOffList list) {
                lanes.add(RecordLane.of(list, label));
            } else if (content instanceof WorstTable table) {
                lanes.add(RecordLane.of(table, label));
            } else if (content instanceof PrintkLog log) {
                lanes.add(TickLane.of(log, label));
            }
        }
        return new FileTimeline(rows, lanes, captures.file(file));
    }

    /**
     * One trace's row, as {@link #file} builds it.
     *
     * @param trace a latency trace with its step table
     * @param label its label ({@link TraceContents#label})
     * @param symbols the names of its symbol ids, kept by the row for function names
     * @return its row
     */
    public TraceTimeline trace(LatencyTrace trace, String label, SymbolLookup symbols) {
        String path = trace.eContainer() instanceof TraceFile file ? file.getPath() : null;
        return trace(trace, label, path, new CachedNames(symbols), symbols);
    }

    private TraceTimeline trace(LatencyTrace trace, String label, String path, CachedNames names, SymbolLookup symbols) {
        StepBoxes boxes = new StepBoxes(trace.getSteps() == null ? StepTable.EMPTY : trace.getSteps());
        TimelineHeader header = TimelineHeader.of(label, path, trace);
        // a latency trace keeps its step boxes, whatever events it holds: its steps are the story;
        // an events capture (no latency, or the nop tracer's "latency: 0 us") gets its rows per CPU
        CpuRows cpus = header.latencyNs() > 0 ? null : CpuRowsBuilder.of(trace, names, boxes.startNs(), boxes.endNs());
        if (boxes.size() <= LAZY_SUMMARY_STEPS) {
            return new TraceTimeline(header, trace, boxes, null, nesting.profile(trace, label, names), symbols, cpus);
        }
        SummaryBuilder summary = new SummaryBuilder(boxes);
        NestingProfile profile = nesting.profile(trace, label, names, summary);
        return new TraceTimeline(header, trace, boxes, summary.build(profile), profile, symbols, cpus);
    }

    /**
     * What {@link #file} will keep for one latency trace, at most, computed before it runs: a
     * caller short of memory decides from it how much of a file to analyse, rather than running
     * out of memory midway.
     *
     * @param trace a latency trace
     * @return the bytes its row will keep besides its step table, 0 for a trace without steps
     */
    public static long rowBytes(LatencyTrace trace) {
        StepTable steps = trace.getSteps();
        if (steps == null || steps.size() == 0) {
            return 0;
        }
        long n = steps.size();
        long bytes = ROW_BYTES + (n > LAZY_SUMMARY_STEPS ? SUMMARY_BYTES_PER_STEP * n : 0);
        // the rule of trace(): a trace without a latency gets rows per CPU
        boolean perCpu = TimelineHeader.of("", null, trace).latencyNs() <= 0; //$NON-NLS-1$
        return perCpu ? bytes + CPU_ROWS_BYTES_PER_STEP * n : bytes;
    }

    /**
     * At least {@link #rowBytes}, without the pass over the steps that tells whether the row will
     * be one per CPU: for a caller that needs the exact figure only when memory is short.
     *
     * @param trace a latency trace
     * @return an upper bound of {@link #rowBytes}
     */
    public static long rowBytesAtMost(LatencyTrace trace) {
        StepTable steps = trace.getSteps();
        long n = steps == null ? 0 : steps.size();
        return n == 0 ? 0 : ROW_BYTES + (n > LAZY_SUMMARY_STEPS ? SUMMARY_BYTES_PER_STEP * n : 0) + CPU_ROWS_BYTES_PER_STEP * n;
    }

    /**
     * @param set the trace set the files were read into, every file in it
     * @param files the timeline of each of the set's files, from {@link #file}
     * @return the set's timeline, rows and lanes in set order
     */
    public TraceSetTimeline report(TraceSet set, Function<TraceFile, FileTimeline> files) {
        List<TraceTimeline> rows = new ArrayList<>();
        List<TimelineLane> lanes = new ArrayList<>();
        Map<TraceFile, FileCaptures> boot = new IdentityHashMap<>();
        for (TraceFile file : set.getFiles()) {
            FileTimeline part = files.apply(file);
            rows.addAll(part.rows());
            lanes.addAll(part.lanes());
            boot.put(file, part.captures);
        }
        CaptureTimeline timeline = captures.report(set, 1, boot::get);
        return new TraceSetTimeline(rows, lanes, timeline);
    }
}
