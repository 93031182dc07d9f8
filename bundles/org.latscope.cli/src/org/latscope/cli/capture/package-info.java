// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * The {@code record} command: capture from a live kernel, locally or over SSH, through
 * {@code org.latscope.capture} (documented in {@code docs/cli.md}).
 */
package org.latscope.cli.capture;
