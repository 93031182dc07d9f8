// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.spi;

import java.io.IOException;

/**
 * Reads one file of one format into {@link ReadContext#file()}. A reader never gives up
 * on a file because of bad content: each line it cannot use becomes a diagnostic
 * ({@link ReadContext#diagnostic}) and the rest of the file is kept. Used lines are
 * counted with {@link ReadContext#used(int)}. A reader instance reads one file on one
 * thread.
 */
@FunctionalInterface
public interface TraceReader {

    /**
     * @param lines the file's decoded, transport-cleaned lines
     * @param context where the results and diagnostics go
     * @throws IOException only when the underlying stream fails (the framework then records a
     *             diagnostic and keeps what was read); never for bad content
     */
    void read(LineSource lines, ReadContext context) throws IOException;
}
