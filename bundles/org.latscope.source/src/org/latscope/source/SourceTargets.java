// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where one reference leads in a tree, for opening the source at it: every candidate
 * {@code file:line}, best ranked first, and whether the choice is the user's. A candidate
 * file too short for the line is no candidate; of the rest, the best one is taken when it
 * ranks above the second ({@code 697/sched.c}: {@code kernel/sched.c} before
 * {@code net/sunrpc/sched.c}), and the reference is ambiguous when they are peers of one
 * {@link PathRanking#TIER} ({@code 1302/inode.c} in {@code fs/ext3/}, {@code fs/reiserfs/}, ...).
 */
public final class SourceTargets {

    private static final Pattern MARKER = Pattern.compile("(\\S+) \\[(\\d+)\\]"); //$NON-NLS-1$
    private static final Pattern CALLER = Pattern.compile("(\\S+) \\(.*\\)"); //$NON-NLS-1$

    /**
     * A place in the tree.
     *
     * @param file relative to the tree
     * @param line 1-based
     */
    public record Target(String file, int line) {
        /** {@code file:line}, as the chooser lists it. */
        @Override
        public String toString() {
            return file + ":" + line; //$NON-NLS-1$
        }
    }

    /**
     * Where a reference leads.
     *
     * @param ref the reference as given
     * @param targets the candidates, best first; empty when it did not resolve
     * @param ambiguous whether the best is a peer of the second (the user chooses)
     * @param reason why there is no candidate, null when there is one
     */
    public record Resolution(String ref, List<Target> targets, boolean ambiguous, String reason) {
        /** Copies the list. */
        public Resolution {
            targets = List.copyOf(targets);
        }
    }

    private final SourceIndex index;
    private final SourceResolver resolver;

    /** @param index the tree's index */
    public SourceTargets(SourceIndex index) {
        this.index = index;
        this.resolver = new SourceResolver(index);
    }

    /**
     * @param ref a reference as the analyses key it: {@code end:697/sched.c}, {@code 697/sched.c},
     *        {@code started_at:sym+0x4b/0xa0}, {@code mark_offset_tsc [2]},
     *        {@code mark_offset_tsc (timer_interrupt)} or a function name
     * @return its candidates
     */
    public Resolution resolve(String ref) {
        String text = ref.trim();
        int colon = text.indexOf(':');
        String body = colon > 0 && text.substring(0, colon).matches("[a-z_]+") ? text.substring(colon + 1) : text; //$NON-NLS-1$
        Optional<LineFileRef> lineFile = LineFileRef.parse(body);
        if (lineFile.isPresent()) {
            return lineFile(ref, lineFile.get());
        }
        Matcher marker = MARKER.matcher(body);
        if (marker.matches()) {
            return marker(ref, marker.group(1), Integer.parseInt(marker.group(2)));
        }
        Matcher caller = CALLER.matcher(body);
        Optional<CodePoint> point = CodePoint.parse(caller.matches() ? caller.group(1) : body);
        if (point.isEmpty()) {
            return new Resolution(ref, List.of(), false, Messages.format("reason.badRef")); //$NON-NLS-1$
        }
        List<FunctionDef> defs = index.functions(point.get().symbol());
        List<Target> targets = new ArrayList<>();
        for (FunctionDef d : defs) {
            targets.add(new Target(d.file(), point.get().line(d)));
        }
        return of(ref, targets, Messages.format("reason.noFunction", point.get().symbol())); //$NON-NLS-1$
    }

    private Resolution lineFile(String ref, LineFileRef lf) {
        List<String> files = index.files(lf.file());
        List<Target> targets = new ArrayList<>();
        for (String f : files) {
            if (lf.line() <= index.lines(f).size()) {
                targets.add(new Target(f, lf.line()));
            }
        }
        String reason = files.isEmpty() ? Messages.format("reason.noFile", lf.file()) //$NON-NLS-1$
                : Messages.format("reason.pastEnd", Integer.valueOf(lf.line()), files.get(0), //$NON-NLS-1$
                        Integer.valueOf(index.lines(files.get(0)).size()));
        return of(ref, targets, reason);
    }

    private Resolution marker(String ref, String function, int n) {
        List<FunctionDef> defs = index.functions(function);
        List<Target> targets = new ArrayList<>();
        int calls = 0;
        for (FunctionDef d : defs) {
            List<Integer> lines = resolver.mcountLines(d);
            calls = Math.max(calls, lines.size());
            if (n >= 1 && n <= lines.size()) {
                targets.add(new Target(d.file(), lines.get(n - 1).intValue()));
            }
        }
        String reason = defs.isEmpty() ? Messages.format("reason.noFunction", function) //$NON-NLS-1$
                : Messages.format("reason.noMarker", Integer.toString(n), function, Integer.valueOf(calls)); //$NON-NLS-1$
        return of(ref, targets, reason);
    }

    private static Resolution of(String ref, List<Target> targets, String reason) {
        if (targets.isEmpty()) {
            return new Resolution(ref, targets, false, reason);
        }
        boolean ambiguous = targets.size() > 1 && PathRanking.TIER.compare(targets.get(0).file(), targets.get(1).file()) == 0;
        return new Resolution(ref, targets, ambiguous, null);
    }
}
