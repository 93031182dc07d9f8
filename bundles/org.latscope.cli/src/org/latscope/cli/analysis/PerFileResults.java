// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;

import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.TraceSets;

/**
 * An analysis run on each file by the thread that read it, after which the file's step tables
 * are dropped: a command that prints one result need not keep every step of a folder (20 bytes
 * each, 660 MB for a 1 GB folder) until the last file is read.
 *
 * @param <R> the result of one file
 */
public final class PerFileResults<R> implements TraceSetReader.WhenRead {

    private final BiFunction<TraceFile, SymbolLookup, R> analysis;
    private final Map<TraceFile, R> results = new ConcurrentHashMap<>();

    /** @param analysis what to compute from a file and the set's names; called from several threads at once */
    public PerFileResults(BiFunction<TraceFile, SymbolLookup, R> analysis) {
        this.analysis = analysis;
    }

    @Override
    public void read(TraceFile file, SymbolLookup symbols) {
        results.put(file, analysis.apply(file, symbols));
        TraceSets.dropSteps(file);
    }

    /**
     * @param file a file that was read
     * @return its result
     */
    public R get(TraceFile file) {
        R result = results.get(file);
        if (result == null) {
            throw new IllegalStateException("not read: " + file.getPath()); //$NON-NLS-1$
        }
        return result;
    }

    /**
     * @param file a file that was read
     * @return its result, which this no longer holds: for a command that lets each file go once
     *         it has printed it
     */
    public R take(TraceFile file) {
        R result = results.remove(file);
        if (result == null) {
            throw new IllegalStateException("not read: " + file.getPath()); //$NON-NLS-1$
        }
        return result;
    }
}
