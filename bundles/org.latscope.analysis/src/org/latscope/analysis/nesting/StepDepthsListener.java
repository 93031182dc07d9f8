// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

import org.latscope.model.steps.StepCursor;

/**
 * Receives the nesting {@link NestingAnalysis} decodes for each step of a trace, in trace
 * order, so that a caller can summarize the steps in the same pass (the timeline does). Elisions
 * and markers are not passed.
 */
@FunctionalInterface
public interface StepDepthsListener {

    /**
     * @param step the cursor on the step; valid during the call only
     * @param depths the step's depth per {@link NestingContext}, indexed by ordinal (all 0 for
     *        traces without nesting information); valid during the call only, do not modify
     */
    void step(StepCursor step, int[] depths);
}
