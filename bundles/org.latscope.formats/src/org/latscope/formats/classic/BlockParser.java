// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.io.IOException;

import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.ReadContext;

/**
 * Reads one kind of block (a latency trace, a worst-N table, ...) out of a mail-borne text.
 * The reader asks every parser whether the current line starts its block; the first that
 * says yes consumes lines, peeking before each one, and stops on the first line that is not
 * its own, which stays unread.
 */
interface BlockParser {

    /**
     * @param line the current line
     * @param next the line after it, or null
     * @return true when a block of this kind starts at {@code line}
     */
    boolean starts(String line, String next);

    /**
     * Parses the block that starts at the current line of {@code lines}.
     *
     * @param lines positioned on the block's first line; left on its last line
     * @param context where contents and diagnostics go
     * @param prose the text before the block, which may label it
     * @throws IOException when reading fails
     */
    void parse(LineSource lines, ReadContext context, Prose prose) throws IOException;

    /**
     * Ends a block left open for continuation (a latency trace interrupted by commentary).
     *
     * @param context where contents and diagnostics go
     */
    default void finish(ReadContext context) {
    }

    /**
     * Ends the file, after every block was read: adds what sums up all blocks of this kind.
     *
     * @param context where contents and diagnostics go
     */
    default void end(ReadContext context) {
    }
}
