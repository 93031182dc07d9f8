// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.spi;

/**
 * A line of plain ASCII text as bytes, each byte one character of the line, for readers that
 * scan the millions of entry lines of a large trace without making a {@code String} of each.
 * The line has no terminator, no carriage return and no NUL, and transport cleanup left it as
 * it was in the file. The bytes belong to the {@link LineSource}: do not modify them.
 *
 * @see LineSource#peekAscii()
 */
public interface AsciiLine {

    /** @return the array holding the line */
    byte[] array();

    /** @return where the line starts in {@link #array()} */
    int offset();

    /** @return the length of the line in bytes (and characters) */
    int length();
}
