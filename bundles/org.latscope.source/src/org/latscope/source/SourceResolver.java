// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Resolves the references of a trace set against one {@link SourceIndex}: {@code LINE/FILE}
 * locations to their line, functions to their definition, {@code symbol+0xoff/0xsize} points to
 * the line at that fraction of the function's body, and mcount markers {@code [n]} to the line
 * of the n-th {@code mcount();} in the function's body. A line past the end of its file is
 * unresolved, never clamped.
 */
public final class SourceResolver {

    private static final Pattern MARKER = Pattern.compile("(\\S+) \\[(\\d+)\\]"); //$NON-NLS-1$
    private static final Pattern MCOUNT = Pattern.compile("\\bmcount\\s*\\(\\s*\\)\\s*;"); //$NON-NLS-1$

    private final SourceIndex index;
    private final Map<String, List<String>> texts = new TreeMap<>();

    /** @param index the chosen tree's index */
    public SourceResolver(SourceIndex index) {
        this.index = index;
    }

    /**
     * @param refs the set's references
     * @param choice why the tree was chosen, as {@link TreeChoice} says
     * @param drift the release-drift note, null when the releases agree
     * @return the report
     */
    public SourceReport resolve(SourceRefs refs, String choice, String drift) {
        Map<String, LineAcc> lines = new TreeMap<>();
        List<SourceReport.Unresolved> unresolved = new ArrayList<>();
        for (SourceRefs.Counted c : refs.lines()) {
            String ref = c.key().substring(c.key().indexOf(':') + 1);
            Optional<LineFileRef> parsed = LineFileRef.parse(ref);
            if (parsed.isEmpty()) {
                unresolved.add(new SourceReport.Unresolved(c.key(), Messages.format("reason.badRef"))); //$NON-NLS-1$
                continue;
            }
            List<String> files = index.files(parsed.get().file());
            if (files.isEmpty()) {
                unresolved.add(new SourceReport.Unresolved(c.key(), Messages.format("reason.noFile", parsed.get().file()))); //$NON-NLS-1$
                continue;
            }
            place(lines, unresolved, c, files.get(0), parsed.get().line());
        }
        for (SourceRefs.Counted c : refs.points()) {
            String ref = c.key().substring(c.key().indexOf(':') + 1);
            Optional<CodePoint> point = CodePoint.parse(ref);
            Optional<FunctionDef> def = point.flatMap(p -> first(p.symbol()));
            if (def.isEmpty()) {
                unresolved.add(new SourceReport.Unresolved(c.key(), point.isEmpty() ? Messages.format("reason.badRef") //$NON-NLS-1$
                        : Messages.format("reason.noFunction", point.get().symbol()))); //$NON-NLS-1$
            } else {
                place(lines, unresolved, c, def.get().file(), point.get().line(def.get()));
            }
        }
        for (SourceRefs.Counted c : refs.markers()) {
            marker(lines, unresolved, c);
        }
        List<SourceReport.Function> functions = new ArrayList<>();
        for (SourceRefs.Timed t : refs.functions()) {
            List<FunctionDef> defs = index.functions(t.name());
            if (defs.isEmpty()) {
                unresolved.add(new SourceReport.Unresolved(t.name(), Messages.format("reason.noFunction", t.name()))); //$NON-NLS-1$
                continue;
            }
            List<String> candidates = defs.size() < 2 ? List.of() : defs.stream().map(d -> d.file() + ":" + d.line()).toList(); //$NON-NLS-1$
            functions.add(new SourceReport.Function(t.name(), defs.get(0).file(), defs.get(0).line(), t.selfNs(), t.totalNs(),
                    candidates));
        }
        functions.sort(Comparator.comparingLong(SourceReport.Function::totalNs).reversed()
                .thenComparing(SourceReport.Function::name));
        List<SourceReport.Line> out = new ArrayList<>();
        for (LineAcc a : lines.values()) {
            out.add(new SourceReport.Line(a.file, a.line, a.count, a.maxNs, a.totalNs, text(a.file).get(a.line - 1), a.refs));
        }
        return new SourceReport(index.tree(), choice, drift, out, functions, unresolved);
    }

    /** How many of the references resolve: lines placed and functions found. */
    public int resolvable(SourceRefs refs) {
        SourceReport r = resolve(refs, "", null); //$NON-NLS-1$
        return r.lines().size() + r.functions().size();
    }

    private void marker(Map<String, LineAcc> lines, List<SourceReport.Unresolved> unresolved, SourceRefs.Counted c) {
        Matcher m = MARKER.matcher(c.key());
        if (!m.matches()) {
            unresolved.add(new SourceReport.Unresolved(c.key(), Messages.format("reason.badRef"))); //$NON-NLS-1$
            return;
        }
        Optional<FunctionDef> def = first(m.group(1));
        if (def.isEmpty()) {
            unresolved.add(new SourceReport.Unresolved(c.key(), Messages.format("reason.noFunction", m.group(1)))); //$NON-NLS-1$
            return;
        }
        int n = Integer.parseInt(m.group(2));
        List<Integer> calls = mcountLines(def.get());
        if (n < 1 || n > calls.size()) {
            unresolved.add(new SourceReport.Unresolved(c.key(),
                    Messages.format("reason.noMarker", m.group(2), m.group(1), Integer.valueOf(calls.size())))); //$NON-NLS-1$
            return;
        }
        place(lines, unresolved, c, def.get().file(), calls.get(n - 1).intValue());
    }

    /** The 1-based lines of the {@code mcount();} calls in a definition's body, in order. */
    public List<Integer> mcountLines(FunctionDef def) {
        List<String> text = text(def.file());
        List<Integer> calls = new ArrayList<>();
        for (int l = def.line(); l <= Math.min(def.endLine(), text.size()); l++) {
            Matcher m = MCOUNT.matcher(text.get(l - 1));
            while (m.find()) {
                calls.add(Integer.valueOf(l));
            }
        }
        return calls;
    }

    private Optional<FunctionDef> first(String name) {
        List<FunctionDef> defs = index.functions(name);
        return defs.isEmpty() ? Optional.empty() : Optional.of(defs.get(0));
    }

    private void place(Map<String, LineAcc> lines, List<SourceReport.Unresolved> unresolved, SourceRefs.Counted c, String file,
            int line) {
        int size = text(file).size();
        if (line > size) {
            unresolved.add(new SourceReport.Unresolved(c.key(),
                    Messages.format("reason.pastEnd", Integer.valueOf(line), file, Integer.valueOf(size)))); //$NON-NLS-1$
            return;
        }
        LineAcc a = lines.computeIfAbsent(file + "\0" + String.format("%09d", Integer.valueOf(line)), k -> new LineAcc(file, line)); //$NON-NLS-1$ //$NON-NLS-2$
        a.count += c.count();
        a.totalNs += c.totalNs();
        a.maxNs = Math.max(a.maxNs, c.maxNs());
        a.refs.add(c.key());
    }

    private List<String> text(String file) {
        return texts.computeIfAbsent(file, index::lines);
    }

    private static final class LineAcc {
        final String file;
        final int line;
        long count;
        long totalNs;
        long maxNs;
        final List<String> refs = new ArrayList<>();

        LineAcc(String file, int line) {
            this.file = file;
            this.line = line;
        }
    }
}
