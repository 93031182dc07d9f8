// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.spi;

import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.SourceLocation;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * What a reader fills while it reads one file. Files are read in parallel into one
 * {@link TraceSet}; the interning methods here are safe to call from several readers at
 * once, whereas the set's own symbol table is not, so readers intern through
 * {@link #symbol(String)} and {@link #location(String, int)} rather than through
 * {@code TraceSets} directly.
 */
public interface ReadContext {

    /**
     * @return the file being read: readers add {@code contents}; the framework sets its path,
     *         size, format id and {@code linesRead}, and {@code linesUsed} from {@link #used}
     */
    TraceFile file();

    /**
     * @return the set the file belongs to (owner of the symbol table and the source
     *         locations); read it, but intern through this context
     */
    TraceSet traceSet();

    /**
     * Interns a symbol (function, task or cause name) in the set's symbol table.
     *
     * @param name the name, not null
     * @return its id for {@code StepTableBuilder}
     */
    int symbol(String name);

    /**
     * @param sourceFile a kernel source file such as {@code sched.c}
     * @param line its line number
     * @return the set's shared location for {@code sourceFile:line}
     */
    SourceLocation location(String sourceFile, int line);

    /**
     * Records something about a line the reader could not (fully) use.
     *
     * @param line the 1-based line number, or 0 for the whole file
     * @param column the 1-based column, or 0 when unknown
     * @param reason a short user-visible reason (localized)
     * @param severity how bad it is
     * @param text the offending text (cut by the framework when long), or null
     * @return the diagnostic, added to {@link #file()} (or a detached one once the per-file
     *         limit of diagnostics is reached; the framework then reports how many were dropped)
     */
    ParseDiagnostic diagnostic(int line, int column, String reason, Severity severity, String text);

    /**
     * Records a warning about a line the reader could not use; see
     * {@link #diagnostic(int, int, String, Severity, String)}.
     *
     * @param line the 1-based line number
     * @param reason a short user-visible reason
     * @param text the line, or null
     */
    default void unreadable(int line, String reason, String text) {
        diagnostic(line, 0, reason, Severity.WARNING, text);
    }

    /**
     * Counts one line as understood. Call it once per used line; blank lines count as used
     * when the reader skips them on purpose.
     *
     * @param line the 1-based line number
     */
    void used(int line);

    /** @param count the number of lines to count as understood at once */
    void usedLines(int count);

    /** @return true when the user canceled; readers should return soon */
    boolean isCanceled();

    /**
     * Tells that a content of {@link #file()} is complete: the reader adds nothing more to it
     * (its header, counts and steps are final). A reader that holds several traces in one file
     * calls it as each trace ends, so that a headless command can analyse the trace and drop
     * its steps before the file's end; a single 4 GB file then needs no more memory than one of
     * its traces. Contents not reported are analysed when the whole file is read.
     *
     * @param content a content of the file, in file order
     */
    default void finished(TraceContent content) {
        // nobody listens
    }

    /**
     * Whether the caller looks at the steps of the traces read. A command that prints only what
     * the overview counts ({@code summary}) says no: a reader that can count a trace's entries
     * without building its steps (a binary format's records) may then leave the steps out and
     * give the count through {@link org.latscope.model.support.CountedSteps}. Its diagnostics
     * must be the same either way.
     *
     * @return true unless the caller says it needs no steps
     */
    default boolean wantsSteps() {
        return true;
    }
}
