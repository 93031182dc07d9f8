// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.NodeKind;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.model.CodeAddress;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * Collects a trace set's {@link SourceRefs} from what the analyses computed (the call tree,
 * hotspots by location and by marker) and from the latency headers' started-at and ended-at
 * points, and the set's kernel releases.
 */
public final class AnalysisRefs {

    private static final long NS_PER_US = 1000;

    private AnalysisRefs() {
    }

    /**
     * @param set the trace set (its headers; steps may have been dropped)
     * @param tree its call tree
     * @param locations its hotspots grouped by location
     * @param markers its hotspots grouped by marker
     * @return the references
     */
    public static SourceRefs of(TraceSet set, CallTree tree, HotspotReport locations, HotspotReport markers) {
        return new SourceRefs(counted(locations), counted(markers), points(set), functions(tree));
    }

    private static List<SourceRefs.Counted> counted(HotspotReport report) {
        return report.hotspots().stream().map(h -> new SourceRefs.Counted(h.key(), h.count(), h.totalNs(), h.maxNs())).toList();
    }

    private static List<SourceRefs.Counted> points(TraceSet set) {
        Map<String, long[]> points = new LinkedHashMap<>();
        for (TraceFile file : set.getFiles()) {
            for (TraceContent content : file.getContents()) {
                if (content instanceof LatencyTrace trace && trace.getHeader() != null) {
                    LatencyHeader h = trace.getHeader();
                    long ns = h.isSetLatencyUs() ? h.getLatencyUs() * NS_PER_US : 0;
                    point(points, "started_at:", h.getStartedAt(), ns); //$NON-NLS-1$
                    point(points, "ended_at:", h.getEndedAt(), ns); //$NON-NLS-1$
                }
            }
        }
        List<SourceRefs.Counted> out = new ArrayList<>();
        points.forEach((k, v) -> out.add(new SourceRefs.Counted(k, v[0], v[1], v[2])));
        return out;
    }

    private static void point(Map<String, long[]> points, String prefix, CodeAddress a, long ns) {
        String key = pointKey(prefix, a);
        if (key == null) {
            return;
        }
        long[] v = points.computeIfAbsent(key, k -> new long[3]);
        v[0]++;
        v[1] += ns;
        v[2] = Math.max(v[2], ns);
    }

    /**
     * @return a header point's key ({@code started_at:__spin_lock_irqsave+0x4b/0xa0}), null
     *         for an address without a symbol
     */
    static String pointKey(String prefix, CodeAddress a) {
        if (a == null || a.getSymbol() == null || a.getSymbol().isEmpty()) {
            return null;
        }
        return prefix + new CodePoint(a.getSymbol(), a.isSetOffset() ? a.getOffset() : -1, a.isSetSize() ? a.getSize() : -1);
    }

    /** Every function, irq-off function and cause of the call tree with its self and total time. */
    private static List<SourceRefs.Timed> functions(CallTree tree) {
        Map<String, long[]> times = new LinkedHashMap<>();
        for (CallNode n : tree.inverted().children()) {
            if (n.kind() == NodeKind.FUNCTION || n.kind() == NodeKind.IRQ_OFF) {
                times.computeIfAbsent(n.name(), k -> new long[2])[0] += n.selfNs();
            }
        }
        totals(tree.root(), times, new HashMap<>());
        List<SourceRefs.Timed> out = new ArrayList<>();
        times.forEach((k, v) -> out.add(new SourceRefs.Timed(k, v[0], v[1])));
        out.sort(Comparator.comparing(SourceRefs.Timed::name));
        return out;
    }

    /** Adds each node's total to its function, once per path (a recursive call is not counted twice). */
    private static void totals(CallNode node, Map<String, long[]> times, Map<String, Integer> onPath) {
        for (CallNode child : node.children()) {
            long[] t = times.get(child.name());
            boolean outermost = onPath.getOrDefault(child.name(), Integer.valueOf(0)).intValue() == 0;
            if (t != null && outermost) {
                t[1] += child.totalNs();
            }
            onPath.merge(child.name(), Integer.valueOf(1), (a, b) -> Integer.valueOf(a.intValue() + b.intValue()));
            totals(child, times, onPath);
            onPath.merge(child.name(), Integer.valueOf(-1), (a, b) -> Integer.valueOf(a.intValue() + b.intValue()));
        }
    }

    /**
     * The set's kernel releases, most frequent first: the set's own release, latency headers,
     * and for files without a header release a release in the file's path
     * ({@code latencytimes-2.4.10-pre12.txt}). Worst-N table labels are prose (they name
     * {@code KDE-2.2.1}) and are not read.
     */
    public static List<KernelRelease> releases(TraceSet set) {
        Map<KernelRelease, Integer> counts = new LinkedHashMap<>();
        if (set.getKernelRelease() != null) {
            KernelRelease.parse(set.getKernelRelease()).ifPresent(r -> counts.merge(r, Integer.valueOf(1), AnalysisRefs::sum));
        }
        return mostFrequent(counts, set.getFiles());
    }

    /**
     * The releases of some files of a set, most frequent first, read as {@link #releases(TraceSet)}
     * reads them: what a reference carried by those files was captured on (a worst-N row of a
     * 2.4 file in a folder of 2.6 traces).
     *
     * @param files some files
     * @return their releases, most frequent first; empty when they name none
     */
    public static List<KernelRelease> releases(Collection<TraceFile> files) {
        return mostFrequent(new LinkedHashMap<>(), files);
    }

    private static List<KernelRelease> mostFrequent(Map<KernelRelease, Integer> counts, Collection<TraceFile> files) {
        for (TraceFile file : files) {
            boolean found = false;
            for (TraceContent content : file.getContents()) {
                if (content instanceof LatencyTrace trace && trace.getHeader() != null
                        && trace.getHeader().getKernelRelease() != null) {
                    var r = KernelRelease.parse(trace.getHeader().getKernelRelease());
                    if (r.isPresent()) {
                        counts.merge(r.get(), Integer.valueOf(1), AnalysisRefs::sum);
                        found = true;
                    }
                }
            }
            if (!found && file.getPath() != null) {
                KernelRelease.find(file.getPath()).ifPresent(r -> counts.merge(r, Integer.valueOf(1), AnalysisRefs::sum));
            }
        }
        List<KernelRelease> out = new ArrayList<>(counts.keySet());
        out.sort(Comparator.comparingInt((KernelRelease r) -> counts.get(r).intValue()).reversed());
        return out;
    }

    private static Integer sum(Integer a, Integer b) {
        return Integer.valueOf(a.intValue() + b.intValue());
    }

}
