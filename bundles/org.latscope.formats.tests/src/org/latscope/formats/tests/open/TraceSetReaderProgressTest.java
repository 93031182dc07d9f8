// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.TraceFormat;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.formats.classic.ClassicFormats;
import org.latscope.formats.modern.FtraceProbe;
import org.latscope.formats.modern.FtraceReaderFactory;
import org.latscope.model.TraceSet;
import org.latscope.testdata.TestData;

/** {@link TraceSetReader#read(List, String, org.eclipse.core.runtime.IProgressMonitor)}: progress and cancel. */
class TraceSetReaderProgressTest {

    private static final long BIG = 50L * 1024 * 1024;

    @TempDir
    Path dir;

    private final TraceFormatRegistry registry = new TraceFormatRegistry();

    TraceSetReaderProgressTest() {
        ClassicFormats.create().forEach(registry::add);
        registry.add(TraceFormat.of(FtraceReaderFactory.FORMAT_ID, "ftrace", List.of(), new FtraceProbe(),
                new FtraceReaderFactory()));
    }

    /** Records what a reader tells it; cancels on the first worked() when asked to. */
    private static final class Recorder extends NullProgressMonitor {
        final boolean cancelOnWork;
        final Thread owner = Thread.currentThread();
        final List<String> subTasks = new CopyOnWriteArrayList<>();
        volatile int total = -1;
        volatile long worked;
        volatile int workedCalls;
        volatile long firstWorkedNanos;
        volatile boolean wrongThread;

        Recorder(boolean cancelOnWork) {
            this.cancelOnWork = cancelOnWork;
        }

        private void check() {
            if (Thread.currentThread() != owner) {
                wrongThread = true;
            }
        }

        @Override
        public void beginTask(String name, int totalWork) {
            check();
            total = totalWork;
        }

        @Override
        public void subTask(String name) {
            check();
            subTasks.add(name);
        }

        @Override
        public void worked(int work) {
            check();
            if (workedCalls++ == 0) {
                firstWorkedNanos = System.nanoTime();
                if (cancelOnWork) {
                    setCanceled(true);
                }
            }
            worked += work;
        }
    }

    private static boolean readThreadsAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.isAlive() && t.getName().startsWith(TraceSetReader.THREAD_NAME));
    }

    @Test
    void progressOverASampleFolderReachesTheTotalWork() throws IOException {
        Path folder = TestData.path("samples/public");
        Recorder monitor = new Recorder(false);
        TraceSet set = new TraceSetReader(registry, 4).read(List.of(folder), "public", monitor);
        assertFalse(set.getFiles().isEmpty());
        assertTrue(monitor.total > 0, "beginTask called");
        assertEquals(monitor.total, monitor.worked, "all work reported");
        assertFalse(monitor.subTasks.isEmpty(), "a sub-task names a file");
        assertTrue(monitor.subTasks.stream().allMatch(s -> s.startsWith(folder.toString())), monitor.subTasks::toString);
        assertFalse(monitor.wrongThread, "the monitor is driven by the calling thread only");
        assertFalse(readThreadsAlive());
    }

    /** A ftrace file of about {@code size} bytes: the sample's header, then its event lines over and over. */
    private Path bigTrace(String name, long size) throws IOException {
        List<String> lines = Files.readAllLines(TestData.path("samples/ftrace/events-default-format.txt"),
                StandardCharsets.UTF_8);
        List<String> header = new ArrayList<>();
        List<String> body = new ArrayList<>();
        for (String line : lines) {
            (line.startsWith("#") && body.isEmpty() ? header : body).add(line);
        }
        assertTrue(body.size() > 1000);
        Path file = dir.resolve(name);
        long written = 0;
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (String line : header) {
                out.write(line);
                out.write('\n');
            }
            while (written < size) {
                for (String line : body) {
                    out.write(line);
                    out.write('\n');
                    written += line.length() + 1;
                }
            }
        }
        return file;
    }

    @Test
    void cancelAfterTheFirstWorkStopsABigReadMidFile() throws IOException {
        Path big = bigTrace("big.txt", BIG);
        Files.copy(TestData.path("seeds/000_ccd2cb2fc6f710da.txt"), dir.resolve("small.txt"));

        // uncanceled: progress comes while the big file is read, and reaches the total
        Recorder full = new Recorder(false);
        long start = System.nanoTime();
        TraceSet set = new TraceSetReader(registry, 2).read(List.of(dir), "big", full);
        long fullMillis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(2, set.getFiles().size());
        assertEquals(Files.size(big), set.getFiles().stream().filter(f -> f.getPath().endsWith("big.txt"))
                .findFirst().orElseThrow().getSize());
        assertEquals(full.total, full.worked);
        assertTrue(full.workedCalls > 2, "progress during the big file, not only at its end: " + full.workedCalls);
        set = null;

        Recorder canceled = new Recorder(true);
        assertThrows(OperationCanceledException.class,
                () -> new TraceSetReader(registry, 2).read(List.of(dir), "big", canceled));
        long cancelMillis = (System.nanoTime() - canceled.firstWorkedNanos) / 1_000_000;
        System.out.println("TraceSetReaderProgressTest: full read of " + Files.size(big) + " bytes " + fullMillis
                + " ms, cancel to return " + cancelMillis + " ms, worked " + canceled.worked + "/" + canceled.total);
        assertTrue(canceled.worked < canceled.total, "stopped before the end");
        assertTrue(cancelMillis < 2000, "cancel took " + cancelMillis + " ms");
        assertTrue(cancelMillis * 4 < fullMillis, "cancel took " + cancelMillis + " ms of a " + fullMillis + " ms read");
        assertFalse(readThreadsAlive(), "read threads left running");
        assertFalse(canceled.wrongThread);
    }
}
