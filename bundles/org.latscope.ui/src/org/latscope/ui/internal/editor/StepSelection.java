// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.editor;

import org.latscope.analysis.timegraph.TraceTimeline;

/**
 * A step selected in the timeline, as the selection service carries it (Properties shows it).
 *
 * @param row the trace row
 * @param step the step's index in it
 */
public record StepSelection(TraceTimeline row, int step) {
}
