// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

/**
 * What a step line is. Stored in 3 bits of the function column, so at most 8 kinds.
 */
public enum StepKind {
    /** A function entry: {@code function (parent)} or {@code function <-parent}. */
    FUNCTION,
    /** A trace event: the function column holds the event name, the payload its text. */
    EVENT,
    /** A function_graph entry line: {@code fn() &#123;}. */
    GRAPH_ENTRY,
    /** A function_graph exit line: {@code &#125;} or {@code &#125; /* fn *&#47;}; delta is the duration. */
    GRAPH_EXIT,
    /** A function_graph leaf: {@code fn();} with its duration as delta. */
    GRAPH_LEAF,
    /** A marker line kept for the reader: interrupt arrows, context-switch banners, comments (payload). */
    MARKER,
    /** An elision such as {@code ... remaining items all > +0.005ms ...} (payload holds the text). */
    ELISION;

    private static final StepKind[] VALUES = values();

    static StepKind ofCode(int code) {
        return VALUES[code];
    }
}
