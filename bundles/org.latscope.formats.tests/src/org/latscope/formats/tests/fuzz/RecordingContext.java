// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.fuzz;

import java.util.BitSet;

import org.latscope.formats.internal.FileReadContext;
import org.latscope.formats.internal.LineProblems;
import org.latscope.formats.spi.ReadContext;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.SourceLocation;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;

/**
 * The read context of one fuzzed input: the product's {@link FileReadContext}, plus which lines
 * a reader said it used and which lines a diagnostic names, so that a property can check that
 * every line is one or the other.
 */
final class RecordingContext implements ReadContext, LineProblems {

    private final FileReadContext delegate;
    private final BitSet used = new BitSet();
    private final BitSet named = new BitSet();
    private long usedWithoutNumbers;
    private long diagnostics;

    RecordingContext(String name) {
        TraceSet set = TraceSets.create(name);
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath(name);
        set.getFiles().add(file);
        delegate = new FileReadContext(file, set, () -> Thread.currentThread().isInterrupted());
    }

    @Override
    public TraceFile file() {
        return delegate.file();
    }

    @Override
    public TraceSet traceSet() {
        return delegate.traceSet();
    }

    @Override
    public int symbol(String name) {
        return delegate.symbol(name);
    }

    @Override
    public SourceLocation location(String sourceFile, int line) {
        return delegate.location(sourceFile, line);
    }

    @Override
    public ParseDiagnostic diagnostic(int line, int column, String reason, Severity severity, String text) {
        diagnostics++;
        if (line > 0) {
            named.set(line);
        }
        return delegate.diagnostic(line, column, reason, severity, text);
    }

    @Override
    public void lineProblem(int line, String reason, String text, Severity severity) {
        diagnostic(line, 0, reason, severity, text);
    }

    @Override
    public void used(int line) {
        if (line > 0) {
            used.set(line);
        }
        delegate.used(line);
    }

    @Override
    public void usedLines(int count) {
        usedWithoutNumbers += count;
        delegate.usedLines(count);
    }

    @Override
    public boolean isCanceled() {
        return delegate.isCanceled();
    }

    FileReadContext delegate() {
        return delegate;
    }

    long diagnostics() {
        return diagnostics;
    }

    /**
     * @param physicalLines the lines of the input
     * @return the lines neither used (by number) nor named by a diagnostic, less the lines used
     *         without a number (readers that count a block at once)
     */
    long unaccounted(int physicalLines) {
        BitSet accounted = (BitSet) used.clone();
        accounted.or(named);
        long missing = physicalLines - accounted.get(1, physicalLines + 1).cardinality();
        return Math.max(0, missing - usedWithoutNumbers);
    }

    /** @return the first line neither used by number nor named, or 0 */
    int firstUnaccounted(int physicalLines) {
        BitSet accounted = (BitSet) used.clone();
        accounted.or(named);
        int line = accounted.nextClearBit(1);
        return line <= physicalLines ? line : 0;
    }
}
