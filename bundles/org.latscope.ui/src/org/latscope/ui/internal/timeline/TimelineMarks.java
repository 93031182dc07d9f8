// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import java.util.Set;

import org.latscope.analysis.timegraph.TraceTimeline;

/**
 * What the timeline marks on top of the data: the selected step, and the functions whose steps
 * another view asked to highlight.
 *
 * @param row the selected step's row, or null
 * @param step the selected step's index in its row, -1 for none
 * @param highlighted names of functions whose steps are highlighted; empty for none
 */
public record TimelineMarks(TraceTimeline row, int step, Set<String> highlighted) {

    /** Nothing selected, nothing highlighted. */
    public static final TimelineMarks NONE = new TimelineMarks(null, -1, Set.of());

    /** Copies the set. */
    public TimelineMarks {
        highlighted = Set.copyOf(highlighted);
    }

    /** @return whether step {@code i} of {@code r} is the selected one */
    public boolean isSelected(TraceTimeline r, int i) {
        return r == row && i == step;
    }

    /** @return these marks with another selection */
    public TimelineMarks withSelection(TraceTimeline r, int i) {
        return new TimelineMarks(r, i, highlighted);
    }

    /** @return these marks with other highlighted functions */
    public TimelineMarks withHighlighted(Set<String> functions) {
        return new TimelineMarks(row, step, functions);
    }
}
