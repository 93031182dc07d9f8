// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * What the events and tracer samples of a modern capture measure, walked once per trace by
 * {@link org.latscope.analysis.events.EventWalk} for every analysis that shows them.
 */
package org.latscope.analysis.events;
