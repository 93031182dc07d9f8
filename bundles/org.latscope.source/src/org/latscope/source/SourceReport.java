// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.List;

/**
 * What {@link SourceResolver} made of a trace set's references against one tree: the command
 * line prints it, the annotated source editor shows it.
 *
 * @param tree the tree
 * @param choice why this tree was chosen
 * @param drift the note every annotation carries when the tree's release differs from the
 *        traces', null when they are the same
 * @param lines referenced lines, by file then line
 * @param functions referenced functions, longest total first
 * @param unresolved references that did not resolve, with the reason
 */
public record SourceReport(SourceTree tree, String choice, String drift, List<Line> lines, List<Function> functions,
        List<Unresolved> unresolved) {

    /** Copies the lists. */
    public SourceReport {
        lines = List.copyOf(lines);
        functions = List.copyOf(functions);
        unresolved = List.copyOf(unresolved);
    }

    /**
     * A line of the tree that references land on.
     *
     * @param file relative to the tree
     * @param line 1-based
     * @param count rows, steps or traces counted for the references
     * @param maxNs the largest latency or delta among them
     * @param totalNs their sum
     * @param text the line's text
     * @param refs the references, as keyed ({@code end:697/sched.c}, {@code mark_offset_tsc [2]})
     */
    public record Line(String file, int line, long count, long maxNs, long totalNs, String text, List<String> refs) {
        /** Copies the list. */
        public Line {
            refs = List.copyOf(refs);
        }
    }

    /**
     * A referenced function and its definition.
     *
     * @param name the function
     * @param file the best ranked definition's file
     * @param line its line
     * @param selfNs self time in the call tree
     * @param totalNs total time in the call tree
     * @param candidates every definition's {@code file:line}, best first, when there are several
     */
    public record Function(String name, String file, int line, long selfNs, long totalNs, List<String> candidates) {
        /** Copies the list. */
        public Function {
            candidates = List.copyOf(candidates);
        }
    }

    /**
     * A reference that did not resolve.
     *
     * @param ref the reference as keyed
     * @param reason why
     */
    public record Unresolved(String ref, String reason) {
    }
}
