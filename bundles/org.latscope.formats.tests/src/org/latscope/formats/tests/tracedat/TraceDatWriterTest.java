// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.tracedat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.latscope.formats.tracedat.ReportPrinter;
import org.latscope.formats.tracedat.TraceDatFile;
import org.latscope.formats.tracedat.write.TraceDatHeaders;
import org.latscope.formats.tracedat.write.TraceDatWriter;

/**
 * The trace.dat writer: each sample's headers and pages written again make a version 6 file that
 * Latscope and {@code trace-cmd report} both print as trace-cmd printed the original; an
 * existing file is never overwritten, and nothing temporary is left behind. Of a file with buffer
 * instances it writes the top buffer.
 */
class TraceDatWriterTest {

    static Stream<Path> files() throws IOException {
        return TraceDatSamples.all().stream();
    }

    /** Writes {@code dat}'s headers and pages into {@code target}, page by page as a capture would. */
    static void rewrite(Path dat, Path target) throws IOException {
        try (TraceDatFile f = TraceDatFile.open(dat); TraceDatWriter w = TraceDatWriter.create(target, f.headers())) {
            for (int i = 0; i < (f.latencyText() == null ? f.cpuData().size() : 0); i++) {
                Supplier<byte[]> pages = f.pages(i);
                for (byte[] p = pages.get(); p != null; p = pages.get()) {
                    w.append(f.cpuData().get(i).cpu(), p);
                }
            }
            assertEquals(List.of(), f.problems());
        }
    }

    @ParameterizedTest
    @MethodSource("files")
    void rewrittenFilePrintsAsTheOriginal(Path dat, @TempDir Path tmp) throws IOException, InterruptedException {
        Path copy = tmp.resolve("copy.dat"); //$NON-NLS-1$
        rewrite(dat, copy);
        try (Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(copy), left.toList(), "temporary files left"); //$NON-NLS-1$
        }
        try (TraceDatFile f = TraceDatFile.open(copy)) {
            assertEquals(6, f.version());
            assertEquals(List.of(), f.problems());
        }
        List<String> expected = TraceDatSamples.expected(dat);
        try (TraceDatFile f = TraceDatFile.open(dat)) {
            if (f.buffers() > 1) {
                // the writer copies the top buffer only: the copy prints as its events alone
                StringBuilder top = new StringBuilder();
                new ReportPrinter(f, 0).print(top);
                expected = TraceDatSamples.lines(top.toString());
                assertTrue(expected.size() > 1000, dat.toString());
            }
        }
        TraceDatReportTest.assertSameLines(expected, TraceDatSamples.report(copy), copy);
        if (TraceDatReportTest.onPath("trace-cmd")) { //$NON-NLS-1$
            TraceDatReportTest.assertSameLines(expected, traceCmdReport(copy, tmp), copy);
        }
    }

    @Test
    void anExistingFileIsNeverOverwritten(@TempDir Path tmp) throws IOException {
        Path existing = Files.writeString(tmp.resolve("trace.dat"), "mine"); //$NON-NLS-1$ //$NON-NLS-2$
        try (TraceDatFile f = TraceDatFile.open(TraceDatSamples.sample("v6_sched_1cpu_tutorial3LabSisop.dat"))) { //$NON-NLS-1$
            TraceDatHeaders h = f.headers();
            assertThrows(FileAlreadyExistsException.class, () -> TraceDatWriter.create(existing, h));
        }
        assertEquals("mine", Files.readString(existing)); //$NON-NLS-1$
        try (Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(existing), left.toList());
        }
    }

    @Test
    void abortLeavesNothingAndPagesMustBeWhole(@TempDir Path tmp) throws IOException {
        Path target = tmp.resolve("trace.dat"); //$NON-NLS-1$
        try (TraceDatFile f = TraceDatFile.open(TraceDatSamples.sample("v6_sched_4cpu_kernel-monitor-framework.dat"))) { //$NON-NLS-1$
            TraceDatWriter w = TraceDatWriter.create(target, f.headers());
            byte[] page = f.pages(0).get();
            w.append(0, page);
            assertEquals(page.length, w.bytes(0));
            assertThrows(IllegalArgumentException.class, () -> w.append(1, page, 0, page.length - 1));
            assertThrows(IllegalArgumentException.class, () -> w.append(4, page));
            w.abort();
            assertThrows(IllegalStateException.class, () -> w.append(0, page));
        }
        try (Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(), left.toList());
        }
    }

    /** A CPU without pages (a quiet CPU of a capture) is listed with no data, before and after others. */
    @Test
    void quietCpusAreListedEmpty(@TempDir Path tmp) throws IOException, InterruptedException {
        Path sample = TraceDatSamples.sample("v6_sched_1cpu_tutorial3LabSisop.dat"); //$NON-NLS-1$
        Path target = tmp.resolve("quiet.dat"); //$NON-NLS-1$
        try (TraceDatFile f = TraceDatFile.open(sample)) {
            TraceDatHeaders h = f.headers();
            TraceDatHeaders.Builder b = TraceDatHeaders.builder().cpus(3).pageSize(h.pageSize()).longSize(h.longSize())
                    .bigEndian(h.bigEndian()).headerPage(h.headerPage()).headerEvent(h.headerEvent())
                    .kallsyms(h.kallsyms()).printkFormats(h.printkFormats()).savedCmdlines(h.savedCmdlines())
                    .uname(h.uname()).traceClock(h.traceClock());
            h.ftraceFormats().forEach(b::ftraceFormat);
            h.eventFormats().forEach((system, list) -> list.forEach(x -> b.eventFormat(system, x)));
            h.options().forEach(o -> b.option(o.id(), o.data()));
            try (TraceDatWriter w = TraceDatWriter.create(target, b.build())) {
                Supplier<byte[]> pages = f.pages(0);
                for (byte[] p = pages.get(); p != null; p = pages.get()) {
                    w.append(1, p);
                }
            }
        }
        try (TraceDatFile f = TraceDatFile.open(target)) {
            assertEquals(3, f.cpus());
            assertEquals(0, f.cpuData().get(0).size());
            assertEquals(0, f.cpuData().get(2).size());
            assertTrue(f.cpuData().get(1).size() > 0);
            assertEquals(0, f.cpuData().get(1).offset() % f.pageSize());
            assertFalse(TraceDatSamples.report(target).isEmpty());
        }
        List<String> original = TraceDatSamples.expected(sample);
        List<String> report = TraceDatSamples.report(target);
        assertEquals("cpus=3", report.get(0)); //$NON-NLS-1$
        assertEquals(original.size(), report.size());
        assertEquals(original.get(1).replace("[000]", "[001]"), report.get(1)); //$NON-NLS-1$ //$NON-NLS-2$
        if (TraceDatReportTest.onPath("trace-cmd")) { //$NON-NLS-1$
            TraceDatReportTest.assertSameLines(report, traceCmdReport(target, tmp), target);
        }
    }

    @Test
    void headersAreCopiedNotShared() {
        byte[] text = "field".getBytes(StandardCharsets.ISO_8859_1); //$NON-NLS-1$
        TraceDatHeaders h = TraceDatHeaders.builder().cpus(1).headerPage(text).headerEvent(text).build();
        text[0] = 'X';
        assertArrayEquals("field".getBytes(StandardCharsets.ISO_8859_1), h.headerPage()); //$NON-NLS-1$
        assertThrows(IllegalArgumentException.class, () -> TraceDatHeaders.builder().cpus(0).headerPage(text)
                .headerEvent(text).build());
    }

    static List<String> traceCmdReport(Path dat, Path tmp) throws IOException, InterruptedException {
        Path out = Files.createTempFile(tmp, "report", ".txt"); //$NON-NLS-1$ //$NON-NLS-2$
        int exit = -1;
        for (int attempt = 0; attempt < 5 && exit != 0; attempt++) { // trace-cmd 3.1.6 crashes now and then
            Process p = new ProcessBuilder("trace-cmd", "report", "-i", dat.toString()).redirectOutput(out.toFile()) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            assertTrue(p.waitFor(2, TimeUnit.MINUTES));
            exit = p.exitValue();
        }
        assertEquals(0, exit, "trace-cmd report " + dat); //$NON-NLS-1$
        List<String> lines = TraceDatSamples.lines(Files.readString(out, StandardCharsets.ISO_8859_1));
        Files.delete(out);
        return lines;
    }
}
