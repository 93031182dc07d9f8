// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.calls;

/**
 * The result of {@link CallTreeAnalysis}: time attributed to call paths.
 *
 * @param root callers down to callees; under the root, step paths start at their outermost
 *        caller, worst-N rows at their cause (then start, then end location), irq-off rows at
 *        their function
 * @param inverted functions, then their callers: the root's children are every function,
 *        cause, location or irq-off function with all its self time; their children split that
 *        time by caller
 * @param steps steps attributed
 * @param rows worst-N and irq-off rows attributed
 * @param traces contents that contributed
 */
public record CallTree(CallNode root, CallNode inverted, long steps, long rows, int traces) {
}
