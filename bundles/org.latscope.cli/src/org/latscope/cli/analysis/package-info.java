// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * The analysis commands of the command line: {@code tree}, {@code hotspots}, {@code nesting},
 * {@code stats} and {@code compare}, over the analyses of {@code org.latscope.analysis}.
 */
package org.latscope.cli.analysis;
