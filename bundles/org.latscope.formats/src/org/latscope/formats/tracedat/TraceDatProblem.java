// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat;

/**
 * Something in a trace.dat the reader could not use; the rest of the file was still read.
 *
 * @param offset the byte offset in the file where the problem is
 * @param reason a short user-visible reason
 */
public record TraceDatProblem(long offset, String reason) {
}
