// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * Steps of latency traces as columns: {@link org.latscope.model.steps.StepTable} (immutable,
 * about 20 bytes per step), {@link org.latscope.model.steps.StepTableBuilder} (grows the
 * columns), {@link org.latscope.model.steps.StepCursor} (flyweight view for analyses and
 * tables) and {@link org.latscope.model.steps.Symbols} (ids of interned strings).
 */
package org.latscope.model.steps;
