// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

/**
 * One layout or generation a format's reader knows (declared by a {@code <variant>} child of
 * {@code <format>}), with the test data file that tests it.
 *
 * @param id a short id, unique within its format, such as {@code max-delay-start-end}
 * @param name what distinguishes it, for users
 * @param sample the test data file, relative to the test data bundle's {@code data} folder
 *        ({@code samples/public/...}), or empty
 */
public record TraceFormatVariant(String id, String name, String sample) {
}
