// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.formats.classic.ClassicFormats;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.testdata.TarWriter;
import org.latscope.testdata.TestData;

/**
 * A reader's {@code whenRead} action sees every file the set will hold, once, on a read
 * thread, with its steps, before the file joins the set; what it throws ends the read.
 */
class WhenReadTest {

    @TempDir
    Path dir;

    private final TraceFormatRegistry registry = new TraceFormatRegistry();

    WhenReadTest() {
        ClassicFormats.create().forEach(registry::add);
    }

    /** A folder of a trace, an empty file, a tar of two traces and a refused entry. */
    private Path folder() throws IOException {
        byte[] trace = Files.readAllBytes(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
        Files.write(dir.resolve("lt.1"), trace);
        Files.write(dir.resolve("empty"), new byte[0]);
        try (OutputStream out = Files.newOutputStream(dir.resolve("run.tar"))) {
            TarWriter.entry(out, "batch/lt.2", trace);
            TarWriter.entry(out, "../escape", trace);
            TarWriter.entry(out, "batch/lt.3", trace);
            out.write(new byte[1024]);
        }
        return dir;
    }

    @Test
    void everyFileOnceOnAReadThreadBeforeItJoinsTheSet() throws IOException {
        Path folder = folder();
        List<TraceFile> seen = Collections.synchronizedList(new ArrayList<>());
        Set<String> threads = ConcurrentHashMap.newKeySet();
        List<String> problems = Collections.synchronizedList(new ArrayList<>());
        List<String> firstFunctions = Collections.synchronizedList(new ArrayList<>());
        TraceSet set = new TraceSetReader(registry, 2, (file, symbols) -> {
            seen.add(file);
            threads.add(Thread.currentThread().getName());
            if (file.eContainer() != null) {
                problems.add(file.getPath() + " already in a set");
            }
            for (var content : file.getContents()) {
                if (content instanceof LatencyTrace trace) {
                    if (trace.getSteps().size() == 0) {
                        problems.add(file.getPath() + " without steps");
                    } else {
                        firstFunctions.add(symbols.name(trace.getSteps().functionId(0)));
                    }
                }
            }
        }).read(List.of(folder), "test");
        assertEquals(List.of(), problems);
        assertEquals(List.of("preempt_schedule", "preempt_schedule", "preempt_schedule"), firstFunctions, "names read through the lookup");
        assertEquals(5, set.getFiles().size(), "lt.1, empty, two tar entries and the refused one");
        assertEquals(set.getFiles().size(), seen.size());
        assertTrue(seen.containsAll(set.getFiles()));
        assertTrue(threads.stream().allMatch(t -> t.startsWith(TraceSetReader.THREAD_NAME)), threads::toString);
    }

    @Test
    void whatTheActionThrowsEndsTheRead() throws IOException {
        Path folder = folder();
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> new TraceSetReader(registry, 2, (file, symbols) -> {
                    if (file.getPath().endsWith("lt.3")) {
                        throw new IllegalStateException("no room for " + file.getPath());
                    }
                }).read(List.of(folder), "test"));
        assertTrue(thrown.getMessage().startsWith("no room for "), thrown.getMessage());
        assertNull(thrown.getCause());
    }

    @Test
    void aFailureOfALaterFileComesAfterEveryFileBeforeItIsHandedOver() throws IOException {
        // the calling thread waits for small files a batch at a time: what a later file's read
        // throws must still wait for its turn
        Path many = Files.createDirectories(dir.resolve("many"));
        for (int i = 0; i < 100; i++) {
            Files.write(many.resolve(String.format("lt.%04d", i)), new byte[] { 'x', '\n' });
        }
        List<String> inOrder = new ArrayList<>();
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> new TraceSetReader(registry, 2, (file, symbols) -> {
                    if (file.getPath().endsWith("lt.0050")) {
                        throw new IllegalStateException("no room for " + file.getPath());
                    }
                }).read(List.of(many), "test", null, file -> inOrder.add(file.getPath())));
        assertTrue(thrown.getMessage().endsWith("lt.0050"), thrown.getMessage());
        assertEquals(IntStream.range(0, 50).mapToObj(i -> many.resolve(String.format("lt.%04d", i)).toString()).toList(),
                inOrder);
    }

    @Test
    void inOrderSeesEveryFileInPathOrderFiledUnderItsBatchAndTheSetKeepsOnlyWhatItKeeps() throws IOException {
        Path folder = folder();
        for (int i = 0; i < 600; i++) { // more files than the read threads may read ahead
            Files.write(Files.createDirectories(folder.resolve("many")).resolve(String.format("lt.%04d", i)),
                    new byte[] { 'x', '\n' });
        }
        TraceSet whole = new TraceSetReader(registry, 2).read(List.of(folder), "whole");
        List<String> inOrder = new ArrayList<>();
        List<String> batches = new ArrayList<>();
        Thread caller = Thread.currentThread();
        List<String> problems = new ArrayList<>();
        TraceSet kept = new TraceSetReader(registry, 2).read(List.of(folder), "streamed", null, file -> {
            if (Thread.currentThread() != caller) {
                problems.add(file.getPath() + " on " + Thread.currentThread().getName());
            }
            inOrder.add(file.getPath());
            batches.add(file.getBatch() == null ? "-" : file.getBatch().getName());
            return file.getPath().endsWith("lt.1");
        });
        assertEquals(List.of(), problems);
        assertEquals(whole.getFiles().stream().map(TraceFile::getPath).toList(), inOrder);
        assertEquals(whole.getFiles().stream().map(f -> f.getBatch() == null ? "-" : f.getBatch().getName()).toList(), batches,
                "filed under its batch before it is handed over");
        assertEquals(List.of(folder.resolve("lt.1").toString()), kept.getFiles().stream().map(TraceFile::getPath).toList());
        assertTrue(kept.getRuns().stream().flatMap(r -> r.getBatches().stream()).allMatch(b -> b.getFiles().isEmpty()
                || b.getFiles().stream().allMatch(kept.getFiles()::contains)), "a file let go left its batch");
    }
}
