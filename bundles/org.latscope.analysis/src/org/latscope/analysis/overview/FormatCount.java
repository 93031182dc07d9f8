// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

/**
 * The files of a set that one format read.
 *
 * @param formatId the format's id, such as {@code vp-latency}
 * @param files how many files it read
 */
public record FormatCount(String formatId, int files) {
}
