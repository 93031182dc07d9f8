// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * The {@code formats} and {@code summary} commands: what the installed trace formats are and
 * what a set of files holds, as text or as JSON (documented in {@code docs/cli.md}).
 */
package org.latscope.cli.summary;
