// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.eclipse.emf.common.util.ECollections;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.SourceLocation;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;

/**
 * The {@link ReadContext} of one file. Interning goes through the set under its monitor,
 * with a per-file cache in front, so files of one set can be read in parallel. At most
 * {@link #MAX_DIAGNOSTICS} diagnostics are kept per file; {@link #finish(long)} adds one
 * more that counts the rest.
 */
public final class FileReadContext implements ReadContext, LineProblems {

    /** The most diagnostics kept for one file. */
    public static final int MAX_DIAGNOSTICS = 1000;

    private static final int MAX_TEXT = 200;

    private final TraceFile file;
    private final TraceSet set;
    private final BooleanSupplier canceled;
    private final Consumer<TraceContent> finished;
    private final Map<String, Integer> symbols = new HashMap<>();
    private long used;
    private boolean wantsSteps = true;
    private int dropped;

    /**
     * @param file the file to fill (already contained in {@code set} or not)
     * @param set the set owning symbols and locations
     * @param canceled tells when the user canceled
     */
    public FileReadContext(TraceFile file, TraceSet set, BooleanSupplier canceled) {
        this(file, set, canceled, content -> {
            // nobody listens
        });
    }

    /**
     * @param file the file to fill (already contained in {@code set} or not)
     * @param set the set owning symbols and locations
     * @param canceled tells when the user canceled
     * @param finished told of each content the reader completes, on the reading thread
     */
    public FileReadContext(TraceFile file, TraceSet set, BooleanSupplier canceled, Consumer<TraceContent> finished) {
        this.file = file;
        this.set = set;
        this.canceled = canceled;
        this.finished = finished;
    }

    /**
     * @param wanted whether the caller looks at steps (see {@link ReadContext#wantsSteps()})
     * @return this context
     */
    public FileReadContext wantingSteps(boolean wanted) {
        this.wantsSteps = wanted;
        return this;
    }

    @Override
    public boolean wantsSteps() {
        return wantsSteps;
    }

    @Override
    public TraceFile file() {
        return file;
    }

    @Override
    public TraceSet traceSet() {
        return set;
    }

    @Override
    public int symbol(String name) {
        Integer id = symbols.get(name);
        if (id == null) {
            synchronized (set) {
                id = TraceSets.symbols(set).intern(name);
            }
            symbols.put(name, id);
        }
        return id;
    }

    @Override
    public SourceLocation location(String sourceFile, int line) {
        synchronized (set) {
            return TraceSets.location(set, sourceFile, line);
        }
    }

    @Override
    public ParseDiagnostic diagnostic(int line, int column, String reason, Severity severity, String text) {
        ParseDiagnostic diagnostic = LatscopeFactory.eINSTANCE.createParseDiagnostic();
        diagnostic.setLine(line);
        diagnostic.setColumn(column);
        // one copy of each reason however many lines and files carry it: a folder of 100,000
        // small files holds a million diagnostics, most with one of a few dozen reasons
        diagnostic.setReason(reason == null ? null : Reasons.shared(reason));
        diagnostic.setSeverity(severity);
        if (text != null) {
            diagnostic.setText(text.length() > MAX_TEXT ? text.substring(0, MAX_TEXT) : text);
        }
        if (file.getDiagnostics().size() < MAX_DIAGNOSTICS) {
            file.getDiagnostics().add(diagnostic);
        } else {
            dropped++;
        }
        return diagnostic;
    }

    @Override
    public void lineProblem(int line, String reason, String text, Severity severity) {
        diagnostic(line, 0, reason, severity, text);
    }

    @Override
    public void used(int line) {
        used++;
    }

    @Override
    public void usedLines(int count) {
        used += count;
    }

    @Override
    public boolean isCanceled() {
        return canceled.getAsBoolean();
    }

    @Override
    public void finished(TraceContent content) {
        finished.accept(content);
    }

    /**
     * Sets the line counts of the file and reports dropped diagnostics.
     *
     * @param linesRead the physical lines of the file
     */
    public void finish(long linesRead) {
        file.setLinesRead(linesRead);
        file.setLinesUsed(Math.min(used, linesRead));
        ECollections.sort(file.getDiagnostics(), Comparator.comparingInt(ParseDiagnostic::getLine));
        if (dropped > 0) {
            ParseDiagnostic more = LatscopeFactory.eINSTANCE.createParseDiagnostic();
            more.setReason(Messages.format("diagnostics.dropped", dropped, MAX_DIAGNOSTICS)); //$NON-NLS-1$
            more.setSeverity(Severity.INFO);
            file.getDiagnostics().add(more);
        }
    }

    /** @return the lines counted as used so far */
    public long usedCount() {
        return used;
    }
}
