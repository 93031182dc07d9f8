// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * The classic, mail-borne trace families (2001-2007): voluntary-preempt and -rt latency
 * traces ({@code vp-latency}), preempt-stats worst-N tables ({@code preempt-stats}),
 * irq-off lists ({@code irq-latency}), printk-time logs ({@code printk-times}), latency
 * test result tables ({@code latency-table}) and {@code bucket count} histograms
 * ({@code latency-hist}).
 * <p>
 * These texts arrive mixed in one mail (an irq-off list under a printk log, a results
 * table above quoted traces), so every family reads with the same {@link
 * org.latscope.formats.classic.ClassicTextReader}, which recognizes all classic blocks;
 * the families differ in their probes, which decide the file's format id.
 */
package org.latscope.formats.classic;
