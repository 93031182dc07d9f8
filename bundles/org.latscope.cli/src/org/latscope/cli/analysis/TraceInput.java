// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import org.latscope.analysis.overview.TraceFacts;
import org.latscope.formats.DiagnosticCode;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * Reads the paths of an analysis command into one trace set with {@link TraceSetReader}, as
 * {@code latscope summary} does, and tells whether every line was understood.
 */
final class TraceInput {

    /** Exit code: some lines were not understood. */
    static final int PARTIAL = 2;
    /** Exit code: usage or I/O error. */
    static final int IO_ERROR = 1;

    /**
     * A read trace set and the exit code it deserves.
     *
     * @param set the trace set, null after an I/O error
     * @param code 0, {@link #PARTIAL} or {@link #IO_ERROR}
     */
    record Loaded(TraceSet set, int code) {
    }

    private TraceInput() {
    }

    /** Reads, handing each file to {@code whenRead} (which analyses it and drops its steps). */
    static Loaded read(TraceFormatRegistry registry, List<Path> paths, int threads, PrintWriter err,
            TraceSetReader.WhenRead whenRead) {
        TraceSet set;
        try {
            set = new TraceSetReader(registry, threads, whenRead).read(paths,
                    String.join(" ", paths.stream().map(Path::toString).toList())); //$NON-NLS-1$
        } catch (NoSuchFileException e) {
            err.println(Messages.format("input.noSuchFile", e.getFile())); //$NON-NLS-1$
            return new Loaded(null, IO_ERROR);
        } catch (IOException e) {
            err.println(Messages.format("input.ioError", String.valueOf(e.getMessage()))); //$NON-NLS-1$
            return new Loaded(null, IO_ERROR);
        }
        int code = 0;
        int cut = 0;
        String first = null;
        for (TraceFile file : set.getFiles()) {
            if (!TraceFacts.understood(file)) {
                code = PARTIAL;
            }
            if (file.getDiagnostics().stream()
                    .anyMatch(d -> d.getSeverity() != Severity.INFO && DiagnosticCode.of(d) == DiagnosticCode.MEMORY_FULL)) {
                cut++;
                first = first == null ? file.getPath() : first;
            }
        }
        if (cut > 0) {
            // the result leaves these files out, wholly or in part: say so, the output alone does not
            err.println(Messages.format("input.memoryFull", cut, first)); //$NON-NLS-1$
        }
        return new Loaded(set, code);
    }
}
