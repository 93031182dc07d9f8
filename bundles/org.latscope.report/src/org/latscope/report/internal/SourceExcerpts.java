// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.report.SourceExcerpt;
import org.latscope.source.SourceIndex;
import org.latscope.source.SourceLookup;
import org.latscope.source.SourceReport;

/**
 * Cuts the excerpts a report shows from the chosen tree: the hottest referenced lines (by
 * total time) with {@link #CONTEXT} lines around them, neighbours in one excerpt, then the
 * definitions of the shown hotspots' functions not already shown.
 */
public final class SourceExcerpts {

    /** Lines of context before and after a hot line. */
    public static final int CONTEXT = 3;

    private final SourceLookup lookup;
    private final int max;

    /**
     * @param lookup indexes the tree (from its cache)
     * @param max the most excerpts
     */
    public SourceExcerpts(SourceLookup lookup, int max) {
        this.lookup = lookup;
        this.max = max;
    }

    /**
     * @param report the resolved references
     * @param hotspots the hotspots the report shows, whose functions get their definitions
     * @return the excerpts, hottest first
     */
    public List<SourceExcerpt> of(SourceReport report, HotspotReport hotspots) {
        SourceIndex index = lookup.index(report.tree());
        List<SourceReport.Line> hot = new ArrayList<>(report.lines());
        hot.sort(Comparator.comparingLong(SourceReport.Line::totalNs).reversed());
        hot = hot.subList(0, Math.min(max, hot.size()));
        List<SourceExcerpt> excerpts = new ArrayList<>();
        List<SourceReport.Line> done = new ArrayList<>();
        for (SourceReport.Line line : hot) {
            if (done.contains(line)) {
                continue;
            }
            // the hot lines of the same file close to this one share its excerpt
            List<SourceReport.Line> group = new ArrayList<>();
            for (SourceReport.Line other : hot) {
                if (!done.contains(other) && other.file().equals(line.file())
                        && Math.abs(other.line() - line.line()) <= 2 * CONTEXT) {
                    group.add(other);
                }
            }
            done.addAll(group);
            group.sort(Comparator.comparingInt(SourceReport.Line::line));
            excerpt(index, excerpts, line.file(), group.get(0).line() - CONTEXT, group.get(group.size() - 1).line() + CONTEXT,
                    group, null);
        }
        for (Hotspot h : hotspots == null ? List.<Hotspot>of() : hotspots.hotspots()) {
            for (SourceReport.Function f : report.functions()) {
                if (f.name().equals(h.key()) && excerpts.size() < 2 * max) {
                    excerpt(index, excerpts, f.file(), f.line() - 1, f.line() + CONTEXT, List.of(), f.name());
                }
            }
        }
        return excerpts;
    }

    private static void excerpt(SourceIndex index, List<SourceExcerpt> out, String file, int from, int to,
            List<SourceReport.Line> hot, String function) {
        List<String> text;
        try {
            text = index.lines(file);
        } catch (UncheckedIOException e) {
            return; // a file that cannot be read shows no excerpt; the hot line's text is in the hotspot row
        }
        int first = Math.max(1, from);
        int last = Math.min(text.size(), to);
        if (first > last) {
            return;
        }
        out.add(new SourceExcerpt("src-" + (out.size() + 1), file, first, text.subList(first - 1, last), hot, function)); //$NON-NLS-1$
    }
}
