// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;

/**
 * A file for {@link TraceSetReader} to read: how it is shown, where it is, the folders it was
 * found under, its size as listed (0 when it could not be told: its read will report why) and
 * its modification time as listed ({@link #UNLISTED} when the walk did not see it).
 */
record ReadJob(String shownPath, Path file, List<String> folders, long size, long modified) {

    /** The {@link #modified()} of a file the walk did not list with its attributes. */
    static final long UNLISTED = -1;

    /**
     * Lists what a path holds to read: the path itself, or every regular file (or link to one)
     * below a folder, in path order, kernel source folders passed over.
     *
     * @param path a file, folder or archive
     * @param jobs receives the files
     * @param monitor tells whether the walk is canceled
     * @throws IOException when a folder cannot be listed
     */
    static void collect(Path path, List<ReadJob> jobs, IProgressMonitor monitor) throws IOException {
        if (!Files.isDirectory(path)) {
            jobs.add(new ReadJob(path.toString(), path, List.of(), sizeOf(path), UNLISTED));
            return;
        }
        Path root = path.toAbsolutePath().normalize();
        String rootName = root.getFileName() == null ? "" : root.getFileName().toString(); //$NON-NLS-1$
        List<ReadJob> found = new ArrayList<>();
        // one visit per entry with its attributes: no second stat or relativize per file, which
        // cost a tenth of reading a folder of 100,000 small files; the read takes the file's time
        // from here too (a stat per file was 1% of the run's CPU)
        Files.walkFileTree(path, new SimpleFileVisitor<Path>() {
            private final List<List<String>> folders = new ArrayList<>();

            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                if (folders.isEmpty()) {
                    folders.add(List.of(rootName));
                    return FileVisitResult.CONTINUE;
                }
                String name = dir.getFileName().toString();
                // kernel source trees kept beside traces (as in the bundled sample folder) are not traces
                if (TraceSetReader.SOURCE_FOLDER.equals(name)) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                List<String> inside = new ArrayList<>(folders.get(folders.size() - 1));
                inside.add(name);
                folders.add(List.copyOf(inside));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                folders.remove(folders.size() - 1);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if ((found.size() & 1023) == 0 && monitor.isCanceled()) {
                    throw new OperationCanceledException(); // a walk of 100,000 files takes seconds
                }
                if (TraceSetReader.CAPTURE_METADATA.equals(file.getFileName().toString())) {
                    return FileVisitResult.CONTINUE;
                }
                // a link counts when it leads to a regular file, as Files.isRegularFile says
                if (attrs.isRegularFile()) {
                    found.add(new ReadJob(file.toString(), file, folders.get(folders.size() - 1), attrs.size(),
                            Math.max(0, attrs.lastModifiedTime().toMillis())));
                } else if (attrs.isSymbolicLink() && Files.isRegularFile(file)) {
                    found.add(new ReadJob(file.toString(), file, folders.get(folders.size() - 1), sizeOf(file),
                            UNLISTED));
                }
                return FileVisitResult.CONTINUE;
            }
        });
        found.sort(Comparator.comparing(ReadJob::shownPath));
        jobs.addAll(found);
    }

    /** At most how many files, and how many bytes of them, the calling thread waits for at once. */
    private static final int WAKE_BATCH = 32;
    private static final long WAKE_BYTES = 1 << 20;

    /**
     * The last of the small files from {@code i} on that the calling thread waits for at once:
     * woken for each of 100,000 small files as its read ended, the thread handoffs cost 3% of
     * the run's CPU. A large file is waited for alone, so its result is not held back.
     *
     * @param jobs the jobs of a read, in order
     * @param i the job the calling thread needs next
     * @param submitted how many jobs are submitted
     * @return the index of the job to wait for
     */
    static int batchEnd(List<ReadJob> jobs, int i, int submitted) {
        int end = i;
        long bytes = jobs.get(i).size();
        while (end + 1 < submitted && end - i < WAKE_BATCH) {
            bytes += jobs.get(end + 1).size();
            if (bytes > WAKE_BYTES) {
                break;
            }
            end++;
        }
        return end;
    }

    /** @return the file time of a plain or gzipped file: when a trace saved as it arrived was captured */
    long lastModified() {
        if (modified != UNLISTED) {
            return modified;
        }
        try {
            return Math.max(0, Files.getLastModifiedTime(file).toMillis());
        } catch (IOException e) {
            return 0;
        }
    }

    /** @return the file's size, 0 when it cannot be told (its read will report why) */
    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }
}
