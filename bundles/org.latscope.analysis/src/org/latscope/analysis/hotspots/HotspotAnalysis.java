// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.hotspots;

import java.util.function.Function;

import org.latscope.analysis.FileFold;
import org.latscope.analysis.events.EventWalk;
import org.latscope.analysis.internal.SetNames;
import org.latscope.analysis.internal.Locations;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.model.events.IntervalKind;
import org.latscope.model.events.SampleKind;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.TraceSets;

/**
 * Hotspots: the steps whose delta reaches a threshold (and the worst-N or irq-off rows whose
 * latency does, and the irq handlers, softirqs and wakeups of an events capture whose duration
 * does), grouped by a {@link HotspotGrouping}, with count, total, max and the traces they come from. {@code grep find_next_bit lt.* | grep '(+0.1' | wc -l}, for every function at
 * once.
 */
public final class HotspotAnalysis {

    /** Counting uses symbol ids only: names are not safe to read while other files are read. */
    private static final SymbolLookup IDS_ONLY = id -> {
        throw new IllegalStateException("hotspots are counted by symbol id"); //$NON-NLS-1$
    };

    private final HotspotGrouping grouping;
    private final long minNs;

    /**
     * @param grouping how to group
     * @param minNs the threshold; 0 counts every step with a delta
     */
    public HotspotAnalysis(HotspotGrouping grouping, long minNs) {
        this.grouping = grouping;
        this.minNs = minNs;
    }

    /**
     * @param set a trace set
     * @return its hotspots
     */
    public HotspotReport run(TraceSet set) {
        return report(set, this::file);
    }

    /**
     * Counts one file's contents. Touches nothing outside the file but the symbol ids of its
     * steps and the locations of its rows, so files can be counted on the threads that read
     * them and their step tables dropped, as the command line does.
     *
     * @param file a trace file
     * @return its hotspots, for {@link #report}
     */
    public FileHotspots file(TraceFile file) {
        return file(file, SetNames.of(file));
    }

    /**
     * Counts one file's contents, as {@link #file(TraceFile)}, for a file being read and not yet in its set.
     *
     * @param file a trace file
     * @param symbols the names of the set's symbol ids, safe to read while other files are read
     * @return its hotspots, for {@link #report}
     */
    public FileHotspots file(TraceFile file, SymbolLookup symbols) {
        return FileFold.whole(fold(), file, grouping.intervals() != null ? symbols : IDS_ONLY);
    }

    /**
     * @return a new fold of one file's hotspots, for a reader that hands over each latency
     *         trace as soon as it is complete (see {@link FileFold}); {@link #file} runs it
     */
    public FileFold<FileHotspots> fold() {
        return new Fold();
    }

    /** Counts a file content by content; keeps the counts by key, nothing per trace but a bit. */
    private final class Fold implements FileFold<FileHotspots> {
        private final FileHotspots acc = new FileHotspots();
        private long considered;
        private long matched;

        @Override
        public void add(TraceFile file, int c, SymbolLookup symbols) {
            TraceContent content = file.getContents().get(c);
            if (content instanceof LatencyTrace trace && grouping.groupsSteps()) {
                StepCursor step = TraceSets.steps(trace, IDS_ONLY);
                RunningFunctions running = new RunningFunctions();
                while (step.next()) {
                    StepKind kind = step.kind();
                    if (kind == StepKind.MARKER || kind == StepKind.ELISION || !step.hasDelta()) {
                        continue;
                    }
                    long key;
                    if (kind == StepKind.EVENT) {
                        // an event in a trace of functions: its time until the next step is the running function's
                        key = running.key(step.cpu());
                        if (key == RunningFunctions.NONE) {
                            continue;
                        }
                    } else if (step.functionId() < 0) {
                        continue;
                    } else {
                        key = stepKey(step);
                        if (kind == StepKind.FUNCTION) {
                            running.set(step.cpu(), key);
                        }
                    }
                    considered++;
                    long delta = step.deltaNs();
                    if (delta < minNs || grouping == HotspotGrouping.MARKER && step.mcountMarker() < 0 && kind != StepKind.EVENT) {
                        continue;
                    }
                    matched++;
                    acc.add(acc.slot(key), delta, c);
                }
            } else if (content instanceof LatencyTrace trace && grouping.intervals() != null) {
                new EventWalk().walk(trace, symbols, new EventWalk.Sink() {
                    @Override
                    public void interval(IntervalKind kind, int cpu, int begin, long beginNs, int end, long endNs,
                            String key, int depth, int prio) {
                        if (kind == grouping.intervals()) {
                            considered++;
                            long ns = Math.max(0, endNs - beginNs);
                            if (ns >= minNs) {
                                matched++;
                                acc.add(acc.slot(key), ns, c);
                            }
                        }
                    }

                    @Override
                    public void sample(SampleKind kind, int cpu, int step, long valueNs) {
                        // samples have no key to group by
                    }

                    @Override
                    public boolean tasksRunning() {
                        return false;
                    }
                });
            } else if (content instanceof LatencyTrace trace && grouping == HotspotGrouping.EVENT) {
                StepCursor step = TraceSets.steps(trace, IDS_ONLY);
                while (step.next()) {
                    if (step.kind() == StepKind.EVENT && step.hasDelta() && step.functionId() >= 0) {
                        considered++;
                        if (step.deltaNs() >= minNs) {
                            matched++;
                            acc.add(acc.slot(step.functionId()), step.deltaNs(), c);
                        }
                    }
                }
            } else if (content instanceof WorstTable table && grouping.groupsWorstRows()) {
                for (WorstRow row : table.getRows()) {
                    considered++;
                    long ns = row.getLatencyUs() * 1_000L;
                    if (ns < minNs) {
                        continue;
                    }
                    matched++;
                    if (grouping == HotspotGrouping.CAUSE) {
                        acc.add(acc.slot(String.valueOf(row.getCause())), ns, c);
                    } else {
                        acc.add(acc.slot("start:" + Locations.text(row.getStart())), ns, c); //$NON-NLS-1$
                        acc.add(acc.slot("end:" + Locations.text(row.getEnd())), ns, c); //$NON-NLS-1$
                    }
                }
            } else if (content instanceof IrqOffList list && grouping == HotspotGrouping.FUNCTION) {
                for (IrqOffRow row : list.getRows()) {
                    considered++;
                    if (row.getDurationNs() >= minNs) {
                        matched++;
                        acc.add(acc.slot(String.valueOf(row.getFunction())), row.getDurationNs(), c);
                    }
                }
            }
        }

        @Override
        public FileHotspots finish(TraceFile file, SymbolLookup symbols) {
            acc.considered(considered, matched);
            acc.compact();
            return acc;
        }
    }

    /**
     * Merges the files' hotspots in set order; a key counted by several files (or as a step
     * function and an irq-off row function) becomes one hotspot.
     *
     * @param set the trace set the files were read into, every file in it
     * @param files the hotspots of each of the set's files, from {@link #file}; null leaves a
     *            file out (a run of the set compared with another)
     * @return the set's hotspots
     */
    public HotspotReport report(TraceSet set, Function<TraceFile, FileHotspots> files) {
        HotspotMerge merge = merge();
        for (TraceFile file : set.getFiles()) {
            merge.add(file, files.apply(file));
        }
        return merge.report(TraceSets.symbols(set));
    }

    /**
     * @return a merge of files' hotspots handed over one by one in set order, for a reader
     *         that lets each file go once counted
     */
    public HotspotMerge merge() {
        return new HotspotMerge(grouping, minNs);
    }

    /** A step's key: its function id, with its parent's id or its mcount marker in the low half. */
    private long stepKey(StepCursor step) {
        int f = step.functionId();
        return switch (grouping) {
            case CALLER -> ((long) f << 32) | (step.parentId() & 0xffffffffL);
            case MARKER -> ((long) f << 32) | step.mcountMarker();
            default -> f;
        };
    }
}
