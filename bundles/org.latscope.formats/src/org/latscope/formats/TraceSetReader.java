// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.latscope.formats.internal.ByteLineReader;
import org.latscope.formats.internal.Diagnostics;
import org.latscope.formats.internal.MailCleanup;
import org.latscope.formats.internal.ExpansionLimit;
import org.latscope.formats.internal.MemoryGuard;
import org.latscope.formats.internal.Messages;
import org.latscope.formats.internal.StreamLineSource;
import org.latscope.formats.internal.TarReader;
import org.latscope.formats.spi.FileHead;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.TraceSets;

/**
 * Opens files, folders (recursively) and archives ({@code .gz}, {@code .tar},
 * {@code .tar.gz}, {@code .tgz}, {@code .zip}) into one {@link TraceSet}. Archives are read as
 * streams and never extracted; entries with absolute or {@code ..} paths are refused. Each
 * file is detected with the {@link TraceFormatRegistry} and read by its format's reader; a
 * file of no known format is kept, with a diagnostic. Files are read in parallel; a file in a
 * {@code run/batch/trace} folder layout is filed under its run and batch.
 * <p>
 * Reading never throws for bad content: damaged archives, binary or empty files and reader
 * failures become diagnostics of the file concerned.
 */
public final class TraceSetReader {

    /** Between an archive's path and an entry's path in a trace file's path. */
    static final String ARCHIVE_SEPARATOR = "!/"; //$NON-NLS-1$

    /** The work units of one read: progress is scaled from bytes, which may exceed an int. */
    private static final int TICKS = 10_000;

    /** How often the calling thread looks at the monitor. */
    private static final long POLL_MILLIS = 20;

    /** The prefix of the read threads' names. */
    public static final String THREAD_NAME = "latscope-read-"; //$NON-NLS-1$

    /** Carries an exception of the {@code whenRead} action past the catches meant for reading. */
    static final class ActionFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ActionFailed(RuntimeException cause) {
            super(cause);
        }
    }

    /**
     * What a reader does with each file as soon as it is read (see
     * {@link TraceSetReader#TraceSetReader(TraceFormatRegistry, int, WhenRead)}).
     */
    @FunctionalInterface
    public interface WhenRead {
        /**
         * @param file a file just read, not yet in the set
         * @param symbols the names of the set's symbol ids, safe to read while other threads
         *        intern symbols
         */
        void read(TraceFile file, SymbolLookup symbols);

        /**
         * A content the file's reader has completed (see
         * {@link org.latscope.formats.spi.ReadContext#finished}), before the file's end: an
         * action may analyse it and drop its steps. Called on the thread reading the file, in
         * file order, before {@link #read} of that file; only some readers report contents, so
         * {@link #read} must still look at those not reported. The file is incomplete: more
         * contents and diagnostics may follow, and its line counts are not set.
         *
         * @param file the file being read, not yet in the set
         * @param content one of its contents, complete
         * @param symbols as for {@link #read}
         */
        default void finished(TraceFile file, TraceContent content, SymbolLookup symbols) {
            // the whole file is looked at once read
        }

        /**
         * @return whether the action looks at the traces' steps; false lets the readers that
         *         can count entries without steps leave them out (see
         *         {@link org.latscope.formats.spi.ReadContext#wantsSteps()})
         */
        default boolean wantsSteps() {
            return true;
        }
    }

    /**
     * What the calling thread does with each file once it and every file before it are read, in
     * path order (see {@link TraceSetReader#read(List, String, IProgressMonitor, InOrder)}).
     */
    @FunctionalInterface
    public interface InOrder {
        /**
         * @param file a file just read, filed under its run and batch, its {@link WhenRead}
         *        action done
         * @return whether the set keeps the file; one it does not keep leaves its batch and is
         *         not in the returned set
         */
        boolean keep(TraceFile file);
    }

    /**
     * How many files the read threads may read ahead of the one the calling thread waits for:
     * enough to keep every thread busy, few enough that files an {@link InOrder} action lets go
     * never pile up behind a slow one.
     */
    private static final int READ_AHEAD = 256;

    private final TraceFormatRegistry registry;
    private final FileTraceReads fileReads;
    private final int threads;
    private final WhenRead whenRead;

    /**
     * @param registry the installed formats
     * @param threads how many files to read at once (1 for sequential)
     */
    public TraceSetReader(TraceFormatRegistry registry, int threads) {
        this(registry, threads, (file, symbols) -> {
            // keep everything
        });
    }

    /**
     * A reader that hands each file to {@code whenRead} on the thread that read it, as soon as
     * it is read and before it joins the set, so that a headless command can analyse a file and
     * drop its step tables while other files are still being read. The action is called once
     * for every file the set will hold, unreadable ones included, from several threads at once;
     * the set's symbols are being interned meanwhile, so it reads names through the lookup it
     * is given. An exception it throws ends the read.
     *
     * @param registry the installed formats
     * @param threads how many files to read at once (1 for sequential)
     * @param whenRead what to do with each file once read
     */
    public TraceSetReader(TraceFormatRegistry registry, int threads, WhenRead whenRead) {
        this.registry = registry;
        this.fileReads = new FileTraceReads(registry);
        this.threads = Math.max(1, threads);
        this.whenRead = whenRead;
    }

    /**
     * Reads without progress or cancel; see {@link #read(List, String, IProgressMonitor)}.
     *
     * @param paths files, folders or archives
     * @param label the set's label
     * @return the trace set with one {@link TraceFile} per file or archive entry, in path order
     * @throws NoSuchFileException when a path does not exist
     * @throws IOException when a folder cannot be listed
     */
    public TraceSet read(List<Path> paths, String label) throws IOException {
        return read(paths, label, null);
    }

    /**
     * Reads the paths into one set, reporting progress in bytes of the files as stored (for
     * archives and {@code .gz} files, the compressed bytes consumed), with a sub-task naming
     * the file being read. Workers only add to counters; the calling thread drives the
     * monitor, so the monitor need not be thread-safe. A cancel stops reading mid-file; the
     * read threads have ended when this method returns or throws.
     *
     * @param paths files, folders or archives
     * @param label the set's label
     * @param monitor the progress monitor, or {@code null}
     * @return the trace set with one {@link TraceFile} per file or archive entry, in path order
     * @throws NoSuchFileException when a path does not exist
     * @throws IOException when a folder cannot be listed
     * @throws OperationCanceledException when the monitor was canceled
     */
    public TraceSet read(List<Path> paths, String label, IProgressMonitor monitor) throws IOException {
        return read(paths, label, monitor, file -> true);
    }

    /**
     * Reads as {@link #read(List, String, IProgressMonitor)} does, and hands each file, in path
     * order, to {@code inOrder} on the calling thread as soon as it and every file before it are
     * read. A headless command prints each file's result there and lets the file go, so that a
     * folder of 100,000 files is never held whole; the read threads stay at most a few hundred
     * files ahead of it. An exception {@code inOrder} throws ends the read.
     *
     * @param paths files, folders or archives
     * @param label the set's label
     * @param monitor the progress monitor, or {@code null}
     * @param inOrder what to do with each file, in order; says whether the set keeps it
     * @return the trace set with the files {@code inOrder} kept, in path order
     * @throws NoSuchFileException when a path does not exist
     * @throws IOException when a folder cannot be listed
     * @throws OperationCanceledException when the monitor was canceled
     */
    public TraceSet read(List<Path> paths, String label, IProgressMonitor monitor, InOrder inOrder) throws IOException {
        SubMonitor sub = SubMonitor.convert(monitor, label, TICKS);
        List<ReadJob> jobs = new ArrayList<>();
        for (Path path : paths) {
            if (!Files.exists(path)) {
                throw new NoSuchFileException(path.toString());
            }
            ReadJob.collect(path, jobs, sub);
        }
        long total = 0;
        for (ReadJob job : jobs) {
            total += job.size();
        }
        TraceSet set = TraceSets.create(label);
        if (paths.size() == 1) {
            set.setLocation(paths.get(0).toAbsolutePath().normalize().toString());
        }
        ReadProgress progress = new ReadProgress();
        RunFiling runs = new RunFiling(set);
        if (!jobs.isEmpty()) {
            ReadThreads readThreads = new ReadThreads();
            ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, jobs.size()), readThreads);
            try {
                List<Future<List<TraceFile>>> futures = new ArrayList<>(jobs.size());
                MonitorDriver driver = new MonitorDriver(sub, progress, total, TICKS, POLL_MILLIS);
                // the loop only calls out: its on-stack compilation stays small instead of inlining
                // the whole per-file path, which the JIT compiled three times over 100,000 files
                for (int i = 0; i < jobs.size(); i++) {
                    while (futures.size() < jobs.size() && futures.size() <= i + READ_AHEAD) {
                        ReadJob job = jobs.get(futures.size());
                        futures.add(pool.submit(() -> readJob(job, set, progress)));
                    }
                    Future<List<TraceFile>> next = futures.get(i);
                    if (!next.isDone()) {
                        driver.awaitEnd(futures.get(ReadJob.batchEnd(jobs, i, futures.size())));
                    }
                    List<TraceFile> read = driver.await(next);
                    futures.set(i, null); // its files are the set's or let go now
                    take(read, set, runs, jobs.get(i).folders(), inOrder);
                }
                if (sub.isCanceled()) {
                    throw new OperationCanceledException();
                }
                driver.done();
            } catch (InterruptedException e) {
                progress.canceled = true;
                Thread.currentThread().interrupt();
            } catch (ExecutionException e) {
                if (e.getCause() instanceof ActionFailed failed) {
                    throw (RuntimeException) failed.getCause();
                }
                if (e.getCause() instanceof Error error) {
                    throw error; // an OutOfMemoryError is no I/O error: callers report it as such
                }
                throw new IOException(e.getCause());
            } finally {
                stop(pool, readThreads);
            }
        } else {
            sub.worked(TICKS);
        }
        return set;
    }

    /** Files the files of one job, hands each to {@code inOrder}, and keeps those it keeps. */
    private static void take(List<TraceFile> read, TraceSet set, RunFiling runs, List<String> folders, InOrder inOrder) {
        for (TraceFile file : read) {
            synchronized (set) { // the read threads intern symbols under it meanwhile
                runs.file(folders, file);
            }
            boolean keep = inOrder.keep(file);
            synchronized (set) {
                if (keep) {
                    set.getFiles().add(file);
                } else {
                    file.setBatch(null);
                }
            }
        }
    }

    /** Stops the read threads and waits for them to end. */
    private static void stop(ExecutorService pool, ReadThreads readThreads) {
        pool.shutdownNow();
        boolean interrupted = false;
        while (true) {
            try {
                if (pool.awaitTermination(1, TimeUnit.MINUTES)) {
                    readThreads.join();
                    break;
                }
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The name of folders of kernel source trees that a folder walk passes over. */
    public static final String SOURCE_FOLDER = "kernel-src"; //$NON-NLS-1$

    /**
     * The name of the metadata file of a capture's run folder (org.latscope.capture), which a
     * folder walk passes over: a run folder opens as its traces, without a file "not understood".
     */
    public static final String CAPTURE_METADATA = "capture.properties"; //$NON-NLS-1$

    private List<TraceFile> readJob(ReadJob job, TraceSet set, ReadProgress progress) {
        List<TraceFile> files = new ArrayList<>();
        if (progress.isCanceled()) {
            return files;
        }
        progress.current = job.shownPath();
        String name = job.file().getFileName().toString().toLowerCase(Locale.ROOT);
        try (ExpansionLimit.Counter raw = new ExpansionLimit.Counter(new ProgressStream(Files.newInputStream(job.file()),
                progress))) {
            if (name.endsWith(".zip")) { //$NON-NLS-1$
                readZip(job.shownPath(), raw, set, files, progress);
            } else if (name.endsWith(".tar")) { //$NON-NLS-1$
                readTar(job.shownPath(), raw, set, files, progress);
            } else if (name.endsWith(".tar.gz") || name.endsWith(".tgz")) { //$NON-NLS-1$ //$NON-NLS-2$
                readTar(job.shownPath(), ExpansionLimit.of(new GZIPInputStream(raw, 64 * 1024), raw::count), set, files,
                        progress);
            } else if (name.endsWith(".gz")) { //$NON-NLS-1$
                String inner = job.file().getFileName().toString();
                inner = inner.substring(0, inner.length() - 3);
                add(files, modified(readStream(job.shownPath(), inner,
                        ExpansionLimit.of(new GZIPInputStream(raw, 64 * 1024), raw::count), -1, set, progress::isCanceled),
                        job.lastModified()), set);
            } else {
                add(files, modified(readStream(job.shownPath(), job.file().getFileName().toString(), raw, job.size(),
                        set, progress::isCanceled, job.file()), job.lastModified()), set);
            }
        } catch (ActionFailed e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            add(files, modified(failed(job.shownPath(), e), job.lastModified()), set);
        }
        return files;
    }

    private void readZip(String shown, ExpansionLimit.Counter raw, TraceSet set, List<TraceFile> files,
            ReadProgress progress) {
        try (ZipInputStream zip = new ZipInputStream(raw)) {
            ExpansionLimit limited = ExpansionLimit.of(zip, raw::count);
            ZipEntry entry;
            // after a bomb, the next entry would first inflate the rest of it: the archive ends there
            while (!limited.tripped() && (entry = zip.getNextEntry()) != null) {
                if (entry.isDirectory()) {
                    continue;
                }
                String path = shown + ARCHIVE_SEPARATOR + entry.getName();
                if (!ArchiveEntryNames.safe(entry.getName())) {
                    add(files, refused(path, entry.getName()), set);
                    continue;
                }
                progress.current = path;
                add(files, modified(readStream(path, ArchiveEntryNames.lastSegment(entry.getName()), new FilterInputStream(limited) {
                    @Override
                    public void close() {
                        // the next entry follows
                    }
                }, entry.getSize(), set, progress::isCanceled), entryTime(entry)), set);
            }
        } catch (ActionFailed e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            add(files, failed(shown, e), set);
        }
    }

    private void readTar(String shown, InputStream in, TraceSet set, List<TraceFile> files, ReadProgress progress) {
        TarReader tar = new TarReader(in);
        try {
            TarReader.Entry entry;
            while ((entry = tar.next()) != null) {
                if (!entry.file()) {
                    continue;
                }
                String path = shown + ARCHIVE_SEPARATOR + entry.name();
                if (!ArchiveEntryNames.safe(entry.name())) {
                    add(files, refused(path, entry.name()), set);
                    continue;
                }
                progress.current = path;
                add(files, modified(readStream(path, ArchiveEntryNames.lastSegment(entry.name()), tar.entryStream(), entry.size(), set,
                        progress::isCanceled), entry.modifiedMillis()), set);
            }
        } catch (ActionFailed e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            add(files, failed(shown, e), set);
        }
    }

    /** Hands a read file to the action, then keeps it for the set. */
    private void add(List<TraceFile> files, TraceFile file, TraceSet set) {
        try {
            whenRead.read(file, names(set));
        } catch (RuntimeException e) {
            throw new ActionFailed(e);
        }
        files.add(file);
    }

    /** Hands a content its reader completed to the action, before the file's end. */
    private void finished(TraceFile file, TraceContent content, TraceSet set) {
        try {
            whenRead.finished(file, content, names(set));
        } catch (RuntimeException e) {
            throw new ActionFailed(e);
        }
    }

    /** @return the names of the set's symbols, safe to read while other threads intern */
    private static SymbolLookup names(TraceSet set) {
        return id -> {
            synchronized (set) { // the monitor FileReadContext interns under
                return TraceSets.symbols(set).name(id);
            }
        };
    }

    /** The extended (UTC, to the second) time where the entry has one, else its DOS time. */
    private static long entryTime(ZipEntry entry) {
        return entry.getLastModifiedTime() == null ? 0 : Math.max(0, entry.getLastModifiedTime().toMillis());
    }

    private static TraceFile modified(TraceFile file, long millis) {
        file.setLastModified(millis);
        return file;
    }

    /**
     * Reads one file's bytes: detects its format from the head, then reads it as a stream.
     * Never throws; problems become diagnostics of the returned file.
     */
    TraceFile readStream(String path, String fileName, InputStream in, TraceSet set) {
        return readStream(path, fileName, in, -1, set, () -> Thread.currentThread().isInterrupted());
    }

    private TraceFile readStream(String path, String fileName, InputStream in, long expected, TraceSet set,
            BooleanSupplier canceled) {
        return readStream(path, fileName, in, expected, set, canceled, null);
    }

    /**
     * @param source the plain file the stream reads, or null for an archive entry or a
     *        decompressed stream (a binary format then reads a temporary copy)
     */
    private TraceFile readStream(String path, String fileName, InputStream in, long expected, TraceSet set,
            BooleanSupplier canceled, Path source) {
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath(path);
        if (MemoryGuard.nearlyFull()) {
            diagnostic(file, Severity.ERROR, Messages.format("memory.skipped", MemoryGuard.maxMegabytes())); //$NON-NLS-1$
            return file;
        }
        ExpansionLimit.Counter counted = new ExpansionLimit.Counter(in);
        try {
            HeadBytes read = HeadBytes.read(counted, expected);
            byte[] head = read.bytes();
            int n = read.length();
            IOException headError = read.error();
            if (n == 0) {
                diagnostic(file, headError == null ? Severity.WARNING : Severity.ERROR, headError == null
                        ? Messages.format("open.empty") //$NON-NLS-1$
                        : Diagnostics.readError(headError));
                return file;
            }
            // a head that reached the end is the whole file: no read of the stream after it
            boolean inHead = headError != null || read.ended();
            InputStream whole = inHead ? new ByteArrayInputStream(head, 0, n)
                    : new SequenceInputStream(new ByteArrayInputStream(head, 0, n), counted);
            if (n >= 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b) {
                TraceFile inner = readStream(path, fileName.replaceFirst("(?i)\\.gz$", ""), //$NON-NLS-1$ //$NON-NLS-2$
                        ExpansionLimit.of(new GZIPInputStream(whole, 64 * 1024), counted::count), -1, set, canceled);
                inner.setSize(counted.count());
                return inner;
            }
            if (FileContent.isBinary(head, n)) {
                TraceFormat binary = fileReads.formatOf(new FileHead(head, n, fileName));
                if (binary != null) {
                    fileReads.read(binary, file, whole, counted, headError == null ? source : null, set, canceled,
                            content -> finished(file, content, set), whenRead.wantsSteps());
                    return file;
                }
                diagnostic(file, Severity.WARNING, Messages.format("open.binary")); //$NON-NLS-1$
                if (!read.ended()) {
                    counted.transferTo(java.io.OutputStream.nullOutputStream());
                }
                file.setSize(counted.count());
                return file;
            }
            FileHead shared = new FileHead(head, n, fileName);
            var detection = registry.detect(shared);
            if (detection.isEmpty()) {
                diagnostic(file, Severity.WARNING, Messages.format("open.unknown")); //$NON-NLS-1$
                file.setLinesRead(FileContent.countLines(whole));
                file.setSize(counted.count());
                return file;
            }
            TraceFormat format = detection.get().format();
            file.setFormatId(format.id());
            MailCleanup cleanup = MailCleanup.detect(shared.text());
            for (String note : cleanup.notes()) {
                diagnostic(file, Severity.INFO, note);
            }
            MemoryGuard.Sampler memory = new MemoryGuard.Sampler();
            // a file read whole is split into lines where its head is, not copied again
            ByteLineReader bytes = inHead ? new ByteLineReader(head, n, StreamLineSource.MAX_LINE)
                    : new ByteLineReader(whole, StreamLineSource.MAX_LINE);
            boolean outOfMemory = TraceFiles.read(format.readerFactory().create(), bytes, file, set, cleanup,
                    () -> canceled.getAsBoolean() || memory.nearlyFull(), content -> finished(file, content, set));
            if (memory.stopped() || outOfMemory) {
                diagnostic(file, Severity.ERROR, Messages.format("memory.stopped", MemoryGuard.maxMegabytes(), //$NON-NLS-1$
                        file.getLinesRead()));
                file.getDiagnostics().get(file.getDiagnostics().size() - 1).setLine((int) Math.min(Integer.MAX_VALUE,
                        file.getLinesRead()));
            }
            file.setSize(counted.count());
            if (headError != null) {
                file.getDiagnostics().add(0, errorDiagnostic(headError));
            }
        } catch (ActionFailed e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            diagnostic(file, Severity.ERROR, Diagnostics.readError(e));
            file.setSize(counted.count());
        }
        return file;
    }

    private static TraceFile refused(String path, String entry) {
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath(path);
        diagnostic(file, Severity.ERROR, Messages.format("open.unsafeEntry", entry)); //$NON-NLS-1$
        return file;
    }

    private static TraceFile failed(String path, Exception e) {
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath(path);
        diagnostic(file, Severity.ERROR, Diagnostics.readError(e));
        return file;
    }

    private static ParseDiagnostic errorDiagnostic(IOException e) {
        ParseDiagnostic d = LatscopeFactory.eINSTANCE.createParseDiagnostic();
        d.setSeverity(Severity.ERROR);
        d.setReason(Diagnostics.readError(e));
        return d;
    }

    static void diagnostic(TraceFile file, Severity severity, String reason) {
        ParseDiagnostic d = LatscopeFactory.eINSTANCE.createParseDiagnostic();
        d.setSeverity(severity);
        d.setReason(reason);
        file.getDiagnostics().add(d);
    }
}
