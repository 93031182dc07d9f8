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
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import org.latscope.formats.internal.ByteLineReader;
import org.latscope.formats.internal.MailCleanup;
import org.latscope.formats.internal.Messages;
import org.latscope.formats.internal.StreamLineSource;
import org.latscope.formats.internal.TarReader;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.model.Batch;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Run;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
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

    private static final String ARCHIVE_SEPARATOR = "!/"; //$NON-NLS-1$

    private final TraceFormatRegistry registry;
    private final int threads;

    /**
     * @param registry the installed formats
     * @param threads how many files to read at once (1 for sequential)
     */
    public TraceSetReader(TraceFormatRegistry registry, int threads) {
        this.registry = registry;
        this.threads = Math.max(1, threads);
    }

    /** A file to read: how it is shown, where it is, and the folder it was found under. */
    private record Job(String shownPath, Path file, List<String> folders) {
    }

    /**
     * @param paths files, folders or archives
     * @param label the set's label
     * @return the trace set with one {@link TraceFile} per file or archive entry, in path order
     * @throws NoSuchFileException when a path does not exist
     * @throws IOException when a folder cannot be listed
     */
    public TraceSet read(List<Path> paths, String label) throws IOException {
        List<Job> jobs = new ArrayList<>();
        for (Path path : paths) {
            if (!Files.exists(path)) {
                throw new NoSuchFileException(path.toString());
            }
            collect(path, jobs);
        }
        TraceSet set = TraceSets.create(label);
        if (paths.size() == 1) {
            set.setLocation(paths.get(0).toAbsolutePath().normalize().toString());
        }
        List<List<TraceFile>> results = new ArrayList<>();
        if (threads == 1 || jobs.size() == 1) {
            for (Job job : jobs) {
                results.add(readJob(job, set));
            }
        } else {
            ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, jobs.size()));
            try {
                List<Future<List<TraceFile>>> futures = new ArrayList<>();
                for (Job job : jobs) {
                    futures.add(pool.submit(() -> readJob(job, set)));
                }
                for (Future<List<TraceFile>> future : futures) {
                    results.add(future.get());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException e) {
                throw new IOException(e.getCause());
            } finally {
                pool.shutdownNow();
            }
        }
        Map<String, Run> runs = new LinkedHashMap<>();
        for (int i = 0; i < results.size(); i++) {
            for (TraceFile file : results.get(i)) {
                set.getFiles().add(file);
                file(set, runs, jobs.get(i).folders(), file);
            }
        }
        return set;
    }

    private static void collect(Path path, List<Job> jobs) throws IOException {
        if (Files.isDirectory(path)) {
            Path root = path.toAbsolutePath().normalize();
            String rootName = root.getFileName() == null ? "" : root.getFileName().toString(); //$NON-NLS-1$
            try (Stream<Path> walk = Files.walk(path)) {
                List<Path> files = walk.filter(Files::isRegularFile).sorted(Comparator.comparing(Path::toString)).toList();
                for (Path file : files) {
                    Path relative = path.relativize(file);
                    List<String> folders = new ArrayList<>();
                    folders.add(rootName);
                    for (int k = 0; k < relative.getNameCount() - 1; k++) {
                        folders.add(relative.getName(k).toString());
                    }
                    jobs.add(new Job(file.toString(), file, folders));
                }
            }
        } else {
            jobs.add(new Job(path.toString(), path, List.of()));
        }
    }

    /** Files a trace in its run and batch: the two folders above it, when there are two. */
    private static void file(TraceSet set, Map<String, Run> runs, List<String> jobFolders, TraceFile file) {
        List<String> folders = new ArrayList<>(jobFolders);
        String path = file.getPath();
        int inArchive = path.indexOf(ARCHIVE_SEPARATOR);
        if (inArchive >= 0) {
            String[] parts = path.substring(inArchive + 2).split("/"); //$NON-NLS-1$
            for (int k = 0; k < parts.length - 1; k++) {
                folders.add(parts[k]);
            }
        }
        if (folders.size() < 2) {
            return;
        }
        String runName = folders.get(folders.size() - 2);
        String batchName = folders.get(folders.size() - 1);
        Run run = runs.computeIfAbsent(runName, name -> {
            Run r = LatscopeFactory.eINSTANCE.createRun();
            r.setName(name);
            set.getRuns().add(r);
            return r;
        });
        Batch batch = run.getBatches().stream().filter(b -> b.getName().equals(batchName)).findFirst().orElseGet(() -> {
            Batch b = LatscopeFactory.eINSTANCE.createBatch();
            b.setName(batchName);
            run.getBatches().add(b);
            return b;
        });
        file.setBatch(batch);
    }

    private List<TraceFile> readJob(Job job, TraceSet set) {
        List<TraceFile> files = new ArrayList<>();
        String name = job.file().getFileName().toString().toLowerCase(Locale.ROOT);
        try (InputStream raw = Files.newInputStream(job.file())) {
            if (name.endsWith(".zip")) { //$NON-NLS-1$
                readZip(job.shownPath(), raw, set, files);
            } else if (name.endsWith(".tar")) { //$NON-NLS-1$
                readTar(job.shownPath(), raw, set, files);
            } else if (name.endsWith(".tar.gz") || name.endsWith(".tgz")) { //$NON-NLS-1$ //$NON-NLS-2$
                readTar(job.shownPath(), new GZIPInputStream(raw, 64 * 1024), set, files);
            } else if (name.endsWith(".gz")) { //$NON-NLS-1$
                String inner = job.file().getFileName().toString();
                inner = inner.substring(0, inner.length() - 3);
                files.add(readStream(job.shownPath(), inner, new GZIPInputStream(raw, 64 * 1024), set));
            } else {
                files.add(readStream(job.shownPath(), job.file().getFileName().toString(), raw, set));
            }
        } catch (IOException | RuntimeException e) {
            files.add(failed(job.shownPath(), e));
        }
        return files;
    }

    private void readZip(String shown, InputStream raw, TraceSet set, List<TraceFile> files) {
        try (ZipInputStream zip = new ZipInputStream(raw)) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                if (entry.isDirectory()) {
                    continue;
                }
                String path = shown + ARCHIVE_SEPARATOR + entry.getName();
                if (!safe(entry.getName())) {
                    files.add(refused(path));
                    continue;
                }
                files.add(readStream(path, lastSegment(entry.getName()), new FilterInputStream(zip) {
                    @Override
                    public void close() {
                        // the next entry follows
                    }
                }, set));
            }
        } catch (IOException | RuntimeException e) {
            files.add(failed(shown, e));
        }
    }

    private void readTar(String shown, InputStream in, TraceSet set, List<TraceFile> files) {
        TarReader tar = new TarReader(in);
        try {
            TarReader.Entry entry;
            while ((entry = tar.next()) != null) {
                if (!entry.file()) {
                    continue;
                }
                String path = shown + ARCHIVE_SEPARATOR + entry.name();
                if (!safe(entry.name())) {
                    files.add(refused(path));
                    continue;
                }
                files.add(readStream(path, lastSegment(entry.name()), tar.entryStream(), set));
            }
        } catch (IOException | RuntimeException e) {
            files.add(failed(shown, e));
        }
    }

    /** Entry names must stay inside the archive: no absolute paths, no {@code ..} segments. */
    static boolean safe(String name) {
        if (name.isEmpty() || name.startsWith("/") || name.startsWith("\\") || name.matches("^[A-Za-z]:.*")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            return false;
        }
        for (String segment : name.split("[/\\\\]")) { //$NON-NLS-1$
            if (segment.equals("..")) { //$NON-NLS-1$
                return false;
            }
        }
        return true;
    }

    private static String lastSegment(String name) {
        int slash = name.lastIndexOf('/');
        return name.substring(slash + 1);
    }

    /**
     * Reads one file's bytes: detects its format from the head, then reads it as a stream.
     * Never throws; problems become diagnostics of the returned file.
     */
    TraceFile readStream(String path, String fileName, InputStream in, TraceSet set) {
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath(path);
        CountingStream counted = new CountingStream(in);
        try {
            byte[] head = new byte[TraceFormatProbe.MAX_HEAD];
            int n = 0;
            IOException headError = null;
            try {
                int r;
                while (n < head.length && (r = counted.read(head, n, head.length - n)) >= 0) {
                    n += r;
                }
            } catch (IOException e) {
                headError = e; // a damaged stream (truncated gzip): read what came before it
            }
            if (n == 0) {
                diagnostic(file, headError == null ? Severity.WARNING : Severity.ERROR, headError == null
                        ? Messages.format("open.empty") //$NON-NLS-1$
                        : Messages.format("read.ioError", String.valueOf(headError.getMessage()))); //$NON-NLS-1$
                return file;
            }
            InputStream whole = headError != null ? new ByteArrayInputStream(head, 0, n)
                    : new SequenceInputStream(new ByteArrayInputStream(head, 0, n), counted);
            if (n >= 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b) {
                TraceFile inner = readStream(path, fileName.replaceFirst("(?i)\\.gz$", ""), //$NON-NLS-1$ //$NON-NLS-2$
                        new GZIPInputStream(whole, 64 * 1024), set);
                inner.setSize(counted.count);
                return inner;
            }
            if (isBinary(head, n)) {
                diagnostic(file, Severity.WARNING, Messages.format("open.binary")); //$NON-NLS-1$
                counted.transferTo(java.io.OutputStream.nullOutputStream());
                file.setSize(counted.count);
                return file;
            }
            var detection = registry.detect(head, n, fileName);
            if (detection.isEmpty()) {
                diagnostic(file, Severity.WARNING, Messages.format("open.unknown")); //$NON-NLS-1$
                file.setLinesRead(countLines(whole));
                file.setSize(counted.count);
                return file;
            }
            TraceFormat format = detection.get().format();
            file.setFormatId(format.id());
            MailCleanup cleanup = MailCleanup.detect(head, n);
            for (String note : cleanup.notes()) {
                diagnostic(file, Severity.INFO, note);
            }
            TraceFiles.read(format.readerFactory().create(), whole, file, set, cleanup);
            file.setSize(counted.count);
            if (headError != null) {
                file.getDiagnostics().add(0, errorDiagnostic(headError));
            }
        } catch (IOException | RuntimeException e) {
            diagnostic(file, Severity.ERROR, Messages.format("read.ioError", String.valueOf(e.getMessage()))); //$NON-NLS-1$
            file.setSize(counted.count);
        }
        return file;
    }

    private static long countLines(InputStream in) throws IOException {
        ByteLineReader lines = new ByteLineReader(in, StreamLineSource.MAX_LINE);
        long n = 0;
        while (lines.next()) {
            n++;
        }
        return n;
    }

    /** Binary: NUL bytes, or many control characters, in the head. */
    private static boolean isBinary(byte[] head, int n) {
        int control = 0;
        int limit = Math.min(n, 8192);
        for (int i = 0; i < limit; i++) {
            int b = head[i] & 0xff;
            if (b == 0) {
                return true;
            }
            if (b < 0x20 && b != '\n' && b != '\r' && b != '\t' && b != '\f' && b != 0x1b) {
                control++;
            }
        }
        return control * 10 > limit;
    }

    private static TraceFile refused(String path) {
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath(path);
        diagnostic(file, Severity.ERROR, Messages.format("open.unsafeEntry")); //$NON-NLS-1$
        return file;
    }

    private static TraceFile failed(String path, Exception e) {
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath(path);
        diagnostic(file, Severity.ERROR, Messages.format("read.ioError", String.valueOf(e.getMessage()))); //$NON-NLS-1$
        return file;
    }

    private static ParseDiagnostic errorDiagnostic(IOException e) {
        ParseDiagnostic d = LatscopeFactory.eINSTANCE.createParseDiagnostic();
        d.setSeverity(Severity.ERROR);
        d.setReason(Messages.format("read.ioError", String.valueOf(e.getMessage()))); //$NON-NLS-1$
        return d;
    }

    private static void diagnostic(TraceFile file, Severity severity, String reason) {
        ParseDiagnostic d = LatscopeFactory.eINSTANCE.createParseDiagnostic();
        d.setSeverity(severity);
        d.setReason(reason);
        file.getDiagnostics().add(d);
    }

    /** Counts the bytes read through it. */
    private static final class CountingStream extends FilterInputStream {
        long count;

        CountingStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long s = super.skip(n);
            count += s;
            return s;
        }
    }
}
