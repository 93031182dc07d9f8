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
        return read(registry, paths, threads, err, whenRead, file -> true);
    }

    /**
     * Reads as {@link #read(TraceFormatRegistry, List, int, PrintWriter, TraceSetReader.WhenRead)}
     * does, and hands each file, in path order, to {@code inOrder}, which says whether the set
     * keeps it: a command that merges each file's result as it comes keeps no file.
     */
    static Loaded read(TraceFormatRegistry registry, List<Path> paths, int threads, PrintWriter err,
            TraceSetReader.WhenRead whenRead, TraceSetReader.InOrder inOrder) {
        Verdict verdict = new Verdict();
        TraceSet set;
        try {
            set = new TraceSetReader(registry, threads, whenRead).read(paths,
                    String.join(" ", paths.stream().map(Path::toString).toList()), null, file -> { //$NON-NLS-1$
                        verdict.add(file);
                        return inOrder.keep(file);
                    });
        } catch (NoSuchFileException e) {
            err.println(Messages.format("input.noSuchFile", e.getFile())); //$NON-NLS-1$
            return new Loaded(null, IO_ERROR);
        } catch (IOException e) {
            err.println(Messages.format("input.ioError", String.valueOf(e.getMessage()))); //$NON-NLS-1$
            return new Loaded(null, IO_ERROR);
        }
        if (verdict.cut > 0) {
            // the result leaves these files out, wholly or in part: say so, the output alone does not
            err.println(Messages.format("input.memoryFull", verdict.cut, verdict.firstCut)); //$NON-NLS-1$
        }
        return new Loaded(set, verdict.code);
    }

    /** Whether every line of the files was understood, and which files memory cut short. */
    private static final class Verdict {
        int code;
        int cut;
        String firstCut;

        void add(TraceFile file) {
            if (!TraceFacts.understood(file)) {
                code = PARTIAL;
            }
            if (file.getDiagnostics().stream()
                    .anyMatch(d -> d.getSeverity() != Severity.INFO && DiagnosticCode.of(d) == DiagnosticCode.MEMORY_FULL)) {
                cut++;
                firstCut = firstCut == null ? file.getPath() : firstCut;
            }
        }
    }
}
