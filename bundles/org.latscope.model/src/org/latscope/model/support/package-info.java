// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * {@link org.latscope.model.support.TraceSets}: creating trace sets, interning symbols and
 * source locations, reaching the steps of a trace, comparing sets.
 */
package org.latscope.model.support;
