// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.spi;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A reader of a binary format that needs the file itself (positional reads: per-CPU data,
 * sections found by offset) rather than its lines. The framework hands it the file; an entry of
 * an archive or a {@code .gz} file is first copied to a temporary file, deleted after the read.
 * Like every reader it never gives up on bad content: each part it cannot use is a diagnostic.
 */
public interface FileTraceReader extends TraceReader {

    /**
     * @param file the file to read (never modified)
     * @param context where the results and diagnostics go; {@link ReadContext#used(int)} counts
     *        the units the format has instead of lines (events, for trace.dat)
     * @throws IOException only when the file cannot be read at all
     */
    void read(Path file, ReadContext context) throws IOException;

    /** Lines are not how this format is read: the framework calls {@link #read(Path, ReadContext)}. */
    @Override
    default void read(LineSource lines, ReadContext context) throws IOException {
        throw new IOException("a binary format is read from its file, not from lines"); //$NON-NLS-1$
    }
}
