// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis;

import java.util.function.BiFunction;

import org.latscope.model.TraceFile;
import org.latscope.model.steps.SymbolLookup;

/**
 * One file's result of an analysis, built content by content in file order, then finished
 * with what only the whole file tells (its diagnostics, its line counts, how many contents it
 * holds). An analysis's {@code file(...)} method runs its fold over a read file; a command
 * reading one huge file may instead {@linkplain #add add} each latency trace as soon as the
 * reader completes it and drop its steps, then {@linkplain #finish finish} at the file's end:
 * the same code either way, and the same result.
 *
 * @param <R> the result of one file
 */
public interface FileFold<R> {

    /**
     * Folds in one content. May read that content (with its steps, when it has some), the
     * file's path and the content's label ({@link TraceContents#label}): it is added once the
     * file holds a content after it or is complete, so its label is final. Not what the file
     * holds after it: more contents, diagnostics and the line counts may still be coming.
     *
     * @param file the file, being read or read
     * @param index the index of the content in the file; called once for each, in order
     * @param symbols the names of the set's symbol ids
     */
    void add(TraceFile file, int index, SymbolLookup symbols);

    /**
     * @param file the file, read to its end, every content added
     * @param symbols the names of the set's symbol ids
     * @return the file's result
     */
    R finish(TraceFile file, SymbolLookup symbols);

    /**
     * Runs a fold over a read file: every content, then the file.
     *
     * @param <R> the result of one file
     * @param fold a new fold
     * @param file a read file, with its steps
     * @param symbols the names of the set's symbol ids
     * @return the file's result
     */
    static <R> R whole(FileFold<R> fold, TraceFile file, SymbolLookup symbols) {
        for (int c = 0; c < file.getContents().size(); c++) {
            fold.add(file, c, symbols);
        }
        return fold.finish(file, symbols);
    }

    /**
     * @param <A> the first fold's result
     * @param <B> the second fold's result
     * @param <R> the result of both
     * @param a a new fold
     * @param b another new fold
     * @param result makes one result of the two folds'
     * @return a fold that feeds both
     */
    static <A, B, R> FileFold<R> both(FileFold<A> a, FileFold<B> b, BiFunction<A, B, R> result) {
        return new FileFold<>() {
            @Override
            public void add(TraceFile file, int index, SymbolLookup symbols) {
                a.add(file, index, symbols);
                b.add(file, index, symbols);
            }

            @Override
            public R finish(TraceFile file, SymbolLookup symbols) {
                return result.apply(a.finish(file, symbols), b.finish(file, symbols));
            }
        };
    }
}
