// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.latscope.model.Severity;

/**
 * The set-wide figures of {@link OverviewAnalysis}, added up one {@link FileOverview} at a time
 * in set order. {@link OverviewAnalysis#report} adds every file of a set; a command that prints
 * each file as it arrives and lets it go adds them as they pass, holding no file.
 */
public final class OverviewTotals {

    private final Map<String, Integer> formats = new LinkedHashMap<>();
    private int files;
    private int unrecognized;
    private int nothingRead;
    private ContentCounts contents = ContentCounts.NONE;
    private long steps;
    private long entries;
    private WorstLatency worst;
    private final Map<Severity, Integer> diagnostics = new EnumMap<>(Severity.class);
    private long read;
    private long used;
    private int understood;
    private final Set<String> releases = new LinkedHashSet<>();

    /** @param part the next file's overview, in set order */
    public void add(FileOverview part) {
        files++;
        if (TraceFacts.nothingRead(part.formatId(), part.linesRead())) {
            nothingRead++;
        } else if (part.formatId() == null) {
            unrecognized++;
        } else {
            formats.merge(part.formatId(), Integer.valueOf(1), Integer::sum);
        }
        contents = contents.plus(part.contents());
        for (TraceSteps t : part.traces()) {
            steps += t.steps();
            entries += t.entries();
        }
        worst = worse(worst, part.worst());
        part.diagnostics().forEach((severity, n) -> diagnostics.merge(severity, n, Integer::sum));
        read += part.linesRead();
        used += part.linesUsed();
        if (part.understood()) {
            understood++;
        }
        releases.addAll(part.kernelReleases());
    }

    /** @return the files added */
    public int fileCount() {
        return files;
    }

    /** @return the lines of every file added */
    public long linesRead() {
        return read;
    }

    /** @return the lines the readers understood */
    public long linesUsed() {
        return used;
    }

    /** @return true when every file added was understood throughout */
    public boolean understood() {
        return understood == files;
    }

    /**
     * @param parts the overviews added, in the order they were added
     * @return the set's overview
     */
    TraceSetOverview overview(List<FileOverview> parts) {
        List<FormatCount> formatCounts = new ArrayList<>(formats.size());
        formats.forEach((id, n) -> formatCounts.add(new FormatCount(id, n.intValue())));
        return new TraceSetOverview(parts, formatCounts, unrecognized, nothingRead, contents, steps, entries, worst,
                diagnostics, read, used, understood, List.copyOf(releases));
    }

    /** @return the higher of two latencies, the first when they are equal; either may be null */
    static WorstLatency worse(WorstLatency worst, WorstLatency candidate) {
        return candidate != null && (worst == null || candidate.ns() > worst.ns()) ? candidate : worst;
    }
}
