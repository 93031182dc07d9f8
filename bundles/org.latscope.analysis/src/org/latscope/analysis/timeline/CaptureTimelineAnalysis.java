// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timeline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import org.latscope.analysis.FileFold;
import org.latscope.analysis.TraceContents;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LogLine;
import org.latscope.model.PrintkLog;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.model.support.RankedLatency;
import org.latscope.model.steps.SymbolLookup;

/**
 * The capture timeline of a trace set: timestamps where every trace has one, else file times
 * (see {@link CaptureClock}). A trace's timestamp is its first step's time for the formats
 * whose time column counts from boot, and a printk log's first line; latency-format traces
 * count from their own start, so they are placed by file time.
 */
public final class CaptureTimelineAnalysis {

    /** Slices of the span, unless asked otherwise. */
    public static final int DEFAULT_BINS = 10;

    /** File times closer than this all over a set were most likely set by a copy. */
    public static final long COLLAPSED_NS = 2_000_000_000L;

    /** Formats whose step times count from boot: ftrace's default format and trace-cmd report. */
    private static final Set<String> BOOT_CLOCK_FORMATS = Set.of("ftrace"); //$NON-NLS-1$

    private static final long NS_PER_MS = 1_000_000L;

    /**
     * @param set a trace set
     * @param bins how many equal slices to cut the span into, at least 1
     * @return its capture timeline
     */
    public CaptureTimeline run(TraceSet set, int bins) {
        return report(set, bins, this::file);
    }

    /**
     * Reads when each of a file's contents started since boot, where its format says so: all
     * the timeline needs of the steps, so the command line can drop them once a file is read.
     *
     * @param file a trace file
     * @return its contents' boot times, for {@link #report}
     */
    public FileCaptures file(TraceFile file) {
        return FileFold.whole(fold(), file, null);
    }

    /**
     * @return a new fold of one file's boot times, for a reader that hands over each latency
     *         trace as soon as it is complete (see {@link FileFold}); {@link #file} runs it
     */
    public FileFold<FileCaptures> fold() {
        return new FileFold<>() {
            private long[] boot = new long[4];

            @Override
            public void add(TraceFile file, int c, SymbolLookup symbols) {
                if (c == boot.length) {
                    boot = Arrays.copyOf(boot, c * 2);
                }
                boot[c] = bootTime(file.getContents().get(c), file);
            }

            @Override
            public FileCaptures finish(TraceFile file, SymbolLookup symbols) {
                return new FileCaptures(Arrays.copyOf(boot, file.getContents().size()));
            }
        };
    }

    /**
     * @param set the trace set the files were read into, every file in it
     * @param bins how many equal slices to cut the span into, at least 1
     * @param files the boot times of each of the set's files, from {@link #file}
     * @return its capture timeline
     */
    public CaptureTimeline report(TraceSet set, int bins, Function<TraceFile, FileCaptures> files) {
        if (bins < 1) {
            throw new IllegalArgumentException("bins < 1: " + bins); //$NON-NLS-1$
        }
        TraceContents contents = TraceContents.of(set);
        int n = contents.size();
        long[] boot = new long[n];
        int[] indexInFile = new int[n];
        int next = 0;
        for (TraceFile f : set.getFiles()) {
            long[] times = files.apply(f).boot;
            System.arraycopy(times, 0, boot, next, times.length);
            for (int k = 0; k < times.length; k++) {
                indexInFile[next + k] = k;
            }
            next += times.length;
        }
        long[] file = new long[n];
        int withBoot = 0;
        int withFile = 0;
        for (int i = 0; i < n; i++) {
            TraceContent content = contents.contents().get(i);
            file[i] = content.eContainer() instanceof TraceFile f && f.getLastModified() > 0
                    ? f.getLastModified() * NS_PER_MS : -1;
            withBoot += boot[i] >= 0 ? 1 : 0;
            withFile += file[i] >= 0 ? 1 : 0;
        }
        CaptureClock clock = withBoot > 0 && withBoot == n ? CaptureClock.BOOT
                : withFile > 0 ? CaptureClock.FILE_TIME : withBoot > 0 ? CaptureClock.BOOT : null;
        long[] times = clock == CaptureClock.BOOT ? boot : file;
        List<Integer> placed = new ArrayList<>();
        List<String> unplaced = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (clock != null && times[i] >= 0) {
                placed.add(Integer.valueOf(i));
            } else {
                unplaced.add(contents.labels().get(i));
            }
        }
        placed.sort(Comparator.comparingLong((Integer i) -> times[i.intValue()])
                .thenComparing(i -> contents.labels().get(i.intValue())));
        long start = placed.isEmpty() ? 0 : times[placed.get(0).intValue()];
        List<Capture> captures = new ArrayList<>(placed.size());
        for (Integer index : placed) {
            int i = index.intValue();
            TraceContent content = contents.contents().get(i);
            captures.add(new Capture(content, (TraceFile) content.eContainer(), indexInFile[i], content.eClass().getName(),
                    latencyNs(content), times[i], times[i] - start));
        }
        long span = captures.isEmpty() ? 0 : captures.get(captures.size() - 1).offsetNs();
        boolean collapsed = clock == CaptureClock.FILE_TIME && distinctFiles(set) > 1 && span < COLLAPSED_NS;
        return new CaptureTimeline(clock, start, span, captures, unplaced, bins(captures, span, bins), collapsed);
    }

    private static List<TimelineBin> bins(List<Capture> captures, long span, int count) {
        List<TimelineBin> bins = new ArrayList<>(count);
        if (captures.isEmpty()) {
            return bins;
        }
        int[] counts = new int[count];
        long[] max = new long[count];
        Arrays.fill(max, -1);
        for (Capture c : captures) {
            int b = span == 0 ? 0 : (int) Math.min(count - 1, (long) ((double) c.offsetNs() * count / span));
            counts[b]++;
            max[b] = Math.max(max[b], c.latencyNs());
        }
        for (int b = 0; b < count; b++) {
            long from = (long) ((double) span * b / count);
            long to = b == count - 1 ? span : (long) ((double) span * (b + 1) / count);
            bins.add(new TimelineBin(from, to, counts[b], max[b]));
        }
        return bins;
    }

    private static long distinctFiles(TraceSet set) {
        return set.getFiles().stream().filter(f -> f.getLastModified() > 0 && !f.getContents().isEmpty()).count();
    }

    /** @return the time since boot at which the trace starts, -1 when it has none */
    private static long bootTime(TraceContent content, TraceFile file) {
        if (content instanceof PrintkLog log) {
            for (LogLine line : log.getLines()) {
                if (line.getTimeNs() >= 0) {
                    return line.getTimeNs();
                }
            }
            return -1;
        }
        if (content instanceof LatencyTrace trace && file.getFormatId() != null
                && BOOT_CLOCK_FORMATS.contains(file.getFormatId()) && trace.getSteps() != null
                && trace.getSteps().size() > 0) {
            return trace.getSteps().timeNs(0);
        }
        return -1;
    }

    /** @return the latency a content reports, -1 when none */
    private static long latencyNs(TraceContent content) {
        if (content instanceof LatencyTrace trace) {
            RankedLatency ranked = RankedLatency.of(trace);
            return ranked.declared() && ranked.ns() > 0 || ranked.suspect() ? ranked.ns() : -1;
        }
        if (content instanceof WorstTable table) {
            long us = table.getRows().stream().mapToLong(WorstRow::getLatencyUs).max().orElse(-1);
            return us < 0 ? -1 : us * 1000;
        }
        if (content instanceof IrqOffList list) {
            return list.getRows().stream().mapToLong(IrqOffRow::getDurationNs).max().orElse(-1);
        }
        return -1;
    }
}
