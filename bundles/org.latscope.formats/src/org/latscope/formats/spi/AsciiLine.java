// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.spi;

/**
 * A line of plain ASCII text as bytes, each byte one character of the line, for readers that
 * scan the millions of entry lines of a large trace without making a {@code String} of each.
 * The line has no terminator, no carriage return and no NUL, and transport cleanup left it as
 * it was in the file. The bytes belong to the {@link LineSource}: do not modify them. This is
 * a view of the source's lookahead, not a copy: take {@link #array()}, {@link #offset()} and
 * {@link #length()} before calling {@link LineSource#next()}; the array they name then holds
 * the line until the call of {@code next()} after that.
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
