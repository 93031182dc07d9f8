// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.spi;

import java.io.IOException;

/**
 * Forward iteration over a file's lines with one line of lookahead. Lines are decoded
 * (UTF-8, Latin-1 where UTF-8 fails), without their line terminator and without a
 * trailing carriage return, and transport damage the framework could undo without
 * ambiguity (mail quoting, quoted-printable, HTML entities, reST indentation) is already
 * undone; what it undid or could not undo is reported as diagnostics by the framework,
 * not by readers. Line numbers are 1-based and count the physical lines of the file (a
 * quoted-printable soft break joins two physical lines; the joined line has the number of
 * the first).
 *
 * <pre>
 * while (lines.next()) {
 *     String text = lines.line();
 *     if (lines.peek() != null &amp;&amp; lines.peek().startsWith("(")) { ... } // a wrapped parent
 * }
 * </pre>
 */
public interface LineSource {

    /**
     * Advances to the next line.
     *
     * @return false at the end of the file (or when reading was canceled)
     * @throws IOException when the underlying stream fails
     */
    boolean next() throws IOException;

    /** @return the current line; only valid after {@link #next()} returned true */
    String line();

    /** @return the 1-based number of the current line in the file */
    int lineNumber();

    /**
     * @return the line {@link #next()} would make current, or null at the end of the file
     * @throws IOException when the underlying stream fails
     */
    String peek() throws IOException;

    /**
     * The line {@link #next()} would make current, as bytes, when it is plain ASCII that no
     * transport cleanup changed; the String of {@link #peek()} is then only made when a
     * reader asks for it. A reader that recognises the line from its bytes advances with
     * {@link #next()} and may keep using the bytes until the following call of
     * {@link #next()}.
     *
     * @return the bytes, or null when the line must be read with {@link #peek()} (not ASCII,
     *         cleaned, cut, at the end of the file, or a source that only has text)
     * @throws IOException when the underlying stream fails
     */
    default AsciiLine peekAscii() throws IOException {
        return null;
    }

    /**
     * Like {@link #peekAscii()}, but first offers the next line to {@code scanner}, in place,
     * when the source has not fetched it yet and keeps its lines as bytes: a scanner that
     * reads the line whole finds its end, and the source takes the line as the scanner found
     * it. The scanner is called at most once per call; a caller that wants to know whether it
     * took the line notes that in the scanner.
     *
     * @param scanner reads the line and finds its end, or declines
     * @return the next line, as {@link #peekAscii()} returns it
     * @throws IOException when the underlying stream fails
     */
    default AsciiLine peekAscii(LineScanner scanner) throws IOException {
        return peekAscii();
    }
}
