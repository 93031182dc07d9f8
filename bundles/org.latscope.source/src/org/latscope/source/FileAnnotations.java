// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What one file of a tree carries for a trace set: its hot lines (the records starting or
 * ending there, their count, max and total, and each reference's own figures), the functions
 * defined in it with their self and total time, and the tree's release-drift note. The
 * annotated source editor shows it; it is computed from the {@link SourceReport} the command
 * line prints.
 *
 * @param file the file, relative to the tree
 * @param drift the release-drift note, null when the releases agree
 * @param lines the hot lines, by line
 * @param functions the referenced functions defined in the file, by line
 */
public record FileAnnotations(String file, String drift, List<Hot> lines, List<SourceReport.Function> functions) {

    /** Copies the lists. */
    public FileAnnotations {
        lines = List.copyOf(lines);
        functions = List.copyOf(functions);
    }

    /**
     * A line that references land on.
     *
     * @param line 1-based
     * @param count rows, steps or traces counted
     * @param maxNs the largest latency or delta among them
     * @param totalNs their sum
     * @param refs each reference with its own figures, as counted for the set
     */
    public record Hot(int line, long count, long maxNs, long totalNs, List<SourceRefs.Counted> refs) {
        /** Copies the list. */
        public Hot {
            refs = List.copyOf(refs);
        }
    }

    /**
     * @param report the set's resolved references
     * @param refs the references as counted (for each reference's figures)
     * @param file a file of the report's tree
     * @return what the file carries
     */
    public static FileAnnotations of(SourceReport report, SourceRefs refs, String file) {
        Map<String, SourceRefs.Counted> counted = new HashMap<>();
        for (List<SourceRefs.Counted> list : List.of(refs.lines(), refs.markers(), refs.points())) {
            for (SourceRefs.Counted c : list) {
                counted.put(c.key(), c);
            }
        }
        List<Hot> hot = new ArrayList<>();
        for (SourceReport.Line l : report.lines()) {
            if (l.file().equals(file)) {
                List<SourceRefs.Counted> figures = new ArrayList<>();
                for (String key : l.refs()) {
                    figures.add(counted.getOrDefault(key, new SourceRefs.Counted(key, 0, 0, 0)));
                }
                hot.add(new Hot(l.line(), l.count(), l.maxNs(), l.totalNs(), figures));
            }
        }
        List<SourceReport.Function> functions = new ArrayList<>();
        for (SourceReport.Function f : report.functions()) {
            if (f.file().equals(file)) {
                functions.add(f);
            }
        }
        functions.sort((a, b) -> Integer.compare(a.line(), b.line()));
        return new FileAnnotations(file, report.drift(), hot, functions);
    }

    /**
     * The same with one more reference placed on a line: the candidate a user chose for an
     * ambiguous reference, which the report placed on the best ranked file.
     *
     * @param ref the reference and its figures
     * @param line where the user placed it
     * @return the annotations with it, unchanged when the line already carries it
     */
    public FileAnnotations with(SourceRefs.Counted ref, int line) {
        TreeMap<Integer, Hot> byLine = new TreeMap<>();
        for (Hot h : lines) {
            byLine.put(Integer.valueOf(h.line()), h);
        }
        Hot old = byLine.get(Integer.valueOf(line));
        if (old != null && old.refs().stream().anyMatch(r -> r.key().equals(ref.key()))) {
            return this;
        }
        List<SourceRefs.Counted> refs = new ArrayList<>(old == null ? List.of() : old.refs());
        refs.add(ref);
        byLine.put(Integer.valueOf(line), old == null ? new Hot(line, ref.count(), ref.maxNs(), ref.totalNs(), refs)
                : new Hot(line, old.count() + ref.count(), Math.max(old.maxNs(), ref.maxNs()), old.totalNs() + ref.totalNs(), refs));
        return new FileAnnotations(file, drift, new ArrayList<>(byLine.values()), functions);
    }

    /** @return the hot line at a line, if it is one */
    public Optional<Hot> at(int line) {
        return lines.stream().filter(h -> h.line() == line).findFirst();
    }

    /**
     * @param line a 1-based line
     * @param forward after it (true) or before it
     * @return the nearest hot line after or before it, -1 when there is none
     */
    public int next(int line, boolean forward) {
        int best = -1;
        for (Hot h : lines) {
            if (forward ? h.line() > line && (best < 0 || h.line() < best) : h.line() < line && h.line() > best) {
                best = h.line();
            }
        }
        return best;
    }

    /** @return the largest total of a hot line in the file, at least 1 */
    public long hottestNs() {
        long max = 1;
        for (Hot h : lines) {
            max = Math.max(max, h.totalNs());
        }
        return max;
    }
}
