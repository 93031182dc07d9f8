// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.spi;

/**
 * Reads the next line where the source holds it and finds the line's end itself: a reader of
 * millions of lines of one shape then goes over each line once, not once for its newline and
 * once for its fields. See {@link LineSource#peekAscii(LineScanner)}.
 */
@FunctionalInterface
public interface LineScanner {

    /**
     * @param bytes holds the next line from {@code from} on, and maybe lines after it; not to be
     *        modified
     * @param from where the line starts
     * @param to where the bytes at hand end: the line's newline may lie beyond
     * @return the index of the {@code \n} that ends the line, when the scanner read the line
     *         whole and found it plain ASCII (no byte above 127, no NUL, no newline before that
     *         one and no carriage return just before it); else -1, and the line is handed out
     *         as {@link LineSource#peekAscii()} hands it out
     */
    int scan(byte[] bytes, int from, int to);
}
