// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Supplier;

import org.latscope.analysis.FileFold;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.PrintkLog;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.RankedLatency;
import org.latscope.model.support.TraceSets;

/**
 * An analysis run on each file by the thread that read it, after which the file's step tables
 * are dropped: a command that prints one result need not keep every step of a folder (20 bytes
 * each, 660 MB for a 1 GB folder) until the last file is read.
 * <p>
 * Given a {@link FileFold}, it goes further: each content the reader completes is folded in and
 * its steps (a kernel log's lines) dropped as soon as the file holds another content after it
 * (its label is then final), so one 4 GB file of thousands of traces holds two traces' steps at a
 * time, not all of them until its end. A command that prints only what its analysis folded may
 * {@linkplain #lettingRecordsGo() let the rows of each table go} the same way: a log of a
 * million worst-latency tables then holds one table's rows at a time.
 *
 * @param <R> the result of one file
 */
public final class PerFileResults<R> implements TraceSetReader.WhenRead {

    private final Supplier<FileFold<R>> folds;
    private final boolean streams;
    private final boolean dropsRecords;
    private final boolean wantsSteps;
    /** The folds of files being read, with the next content each expects; one thread per file. */
    private final Map<TraceFile, Open<R>> open = new ConcurrentHashMap<>();
    private final Map<TraceFile, R> results = new ConcurrentHashMap<>();

    private static final class Open<R> {
        final FileFold<R> fold;
        /** The contents folded. */
        int next;
        /** The contents complete, all before the first the reader has not reported. */
        int done;

        Open(FileFold<R> fold) {
            this.fold = fold;
        }
    }

    /**
     * Analyses each file whole, once read.
     *
     * @param analysis what to compute from a file and the set's names; called from several threads at once
     */
    public PerFileResults(BiFunction<TraceFile, SymbolLookup, R> analysis) {
        this.folds = () -> new FileFold<>() {
            @Override
            public void add(TraceFile file, int index, SymbolLookup symbols) {
                // the whole file at its end
            }

            @Override
            public R finish(TraceFile file, SymbolLookup symbols) {
                return analysis.apply(file, symbols);
            }
        };
        this.streams = false;
        this.dropsRecords = false;
        this.wantsSteps = true;
    }

    private PerFileResults(Supplier<FileFold<R>> folds, boolean dropsRecords, boolean wantsSteps) {
        this.folds = folds;
        this.streams = true;
        this.dropsRecords = dropsRecords;
        this.wantsSteps = wantsSteps;
    }

    /**
     * Folds each file's latency traces in as the reader completes them, dropping their steps,
     * and the rest of the file once read.
     *
     * @param <R> the result of one file
     * @param folds a new fold for each file: the analysis's {@code fold()}
     * @return the per-file results
     */
    public static <R> PerFileResults<R> folding(Supplier<FileFold<R>> folds) {
        return new PerFileResults<>(folds, false, true);
    }

    /**
     * @return per-file results that also let the rows of each table, list and histogram go once
     *         folded, as they do steps: for a command that reads nothing of a file but its fold's
     *         result (not {@code report} or {@code source}, which list records after the read)
     */
    public PerFileResults<R> lettingRecordsGo() {
        if (!streams) {
            throw new IllegalStateException("only a folding command lets records go"); //$NON-NLS-1$
        }
        return new PerFileResults<>(folds, true, wantsSteps);
    }

    /**
     * @return per-file results whose fold looks at no step, only at each trace's count of
     *         entries ({@code summary}'s overview): readers that can count without building steps
     *         (trace.dat's) then leave them out
     */
    public PerFileResults<R> countingSteps() {
        if (!streams) {
            throw new IllegalStateException("only a folding command counts steps"); //$NON-NLS-1$
        }
        return new PerFileResults<>(folds, dropsRecords, false);
    }

    @Override
    public boolean wantsSteps() {
        return wantsSteps;
    }

    @Override
    public void finished(TraceFile file, TraceContent content, SymbolLookup symbols) {
        if (!streams) {
            return;
        }
        Open<R> o = open.computeIfAbsent(file, f -> new Open<>(folds.get()));
        List<TraceContent> contents = file.getContents();
        if (o.done < contents.size() && contents.get(o.done) == content) {
            o.done++; // a prefix of the file is complete: contents are folded in file order
        }
        // a content's label ("path" or "path#n") is final once the file holds a content after it
        if (contents.size() > 1) {
            for (; o.next < o.done; o.next++) {
                o.fold.add(file, o.next, symbols);
                TraceContent folded = contents.get(o.next);
                if (folded instanceof LatencyTrace trace) {
                    RankedLatency.dropSteps(trace); // what it is ranked by stays
                } else if (folded instanceof PrintkLog log) {
                    TraceSets.dropLines(log); // a long kernel log comes in parts (PrintkParser)
                } else if (dropsRecords) {
                    TableRecords.drop(folded);
                }
            }
        }
    }

    @Override
    public void read(TraceFile file, SymbolLookup symbols) {
        Open<R> o = open.remove(file);
        if (o == null) {
            o = new Open<>(folds.get());
        }
        for (int c = o.next; c < file.getContents().size(); c++) {
            o.fold.add(file, c, symbols);
        }
        results.put(file, o.fold.finish(file, symbols));
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

    /**
     * @param merge takes each file with its result, in set order
     * @return what a reader does with each file, in order: hands it and its result to
     *         {@code merge}, then lets both go, so that a folder of 100,000 files is never held whole
     */
    public TraceSetReader.InOrder mergingInto(BiConsumer<TraceFile, R> merge) {
        return file -> {
            merge.accept(file, take(file));
            return false;
        };
    }
}
