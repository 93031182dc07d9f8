// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.tracedat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.latscope.formats.tracedat.TraceDatFile;

/**
 * The key property of the trace.dat reader: for every sample and every conversion, the report
 * equals what Debian's {@code trace-cmd report} (3.1.6) printed, line for line; and, where
 * trace-cmd is installed, what it prints now.
 */
class TraceDatReportTest {

    static Stream<Path> files() throws IOException {
        return TraceDatSamples.all().stream();
    }

    @Test
    void everySampleAndBothVersionsAreCovered() throws IOException {
        List<Path> files = TraceDatSamples.all();
        assertEquals(13, files.size(), files.toString());
        int v6 = 0;
        int v7 = 0;
        int zstd = 0;
        int instances = 0;
        for (Path p : files) {
            try (TraceDatFile f = TraceDatFile.open(p)) {
                v6 += f.version() == 6 ? 1 : 0;
                v7 += f.version() == 7 ? 1 : 0;
                zstd += f.compression().equals("zstd") ? 1 : 0; //$NON-NLS-1$
                instances += f.buffers() > 1 ? 1 : 0;
            }
        }
        assertEquals(4, v6);
        assertEquals(9, v7);
        assertEquals(8, zstd);
        assertEquals(2, instances); // trace-cmd record -B, in version 7 and 6
    }

    @ParameterizedTest
    @MethodSource("files")
    void reportEqualsTraceCmdLineForLine(Path dat) throws IOException {
        assertSameLines(TraceDatSamples.expected(dat), TraceDatSamples.report(dat), dat);
        try (TraceDatFile f = TraceDatFile.open(dat)) {
            assertEquals(List.of(), f.problems());
        }
    }

    @ParameterizedTest
    @MethodSource("files")
    void reportEqualsTraceCmdRunNow(Path dat, @TempDir Path tmp) throws IOException, InterruptedException {
        if (!onPath("trace-cmd")) { //$NON-NLS-1$
            Assumptions.abort("trace-cmd is not installed (releng/scripts/test installs it)"); //$NON-NLS-1$
        }
        // trace-cmd 3.1.6 is not always its own oracle: now and then it crashes, and once (one
        // conversion, one run in a few hundred) it printed raw timestamps for a whole file. A
        // differing run is run again; three runs that all differ from ours fail.
        List<String> ours = TraceDatSamples.report(dat);
        List<String> live = List.of();
        for (int run = 0; run < 3 && !live.equals(ours); run++) {
            live = runTraceCmdReport(dat, tmp.resolve("report-" + run + ".txt")); //$NON-NLS-1$ //$NON-NLS-2$
        }
        assertSameLines(live, ours, dat);
    }

    private static List<String> runTraceCmdReport(Path dat, Path out) throws IOException, InterruptedException {
        int exit = -1;
        for (int attempt = 0; attempt < 5 && exit != 0; attempt++) { // trace-cmd 3.1.6 crashes now and then
            Process p = new ProcessBuilder("trace-cmd", "report", "-i", dat.toString()).redirectOutput(out.toFile()) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            assertTrue(p.waitFor(2, TimeUnit.MINUTES));
            exit = p.exitValue();
        }
        assertEquals(0, exit);
        return TraceDatSamples.lines(Files.readString(out, StandardCharsets.ISO_8859_1));
    }

    /**
     * Pages that say the kernel lost events before them (the commit word's two top bits, the
     * count stored after the page's data or not): the report names the loss on a line of its
     * own before the page's first event, as trace-cmd does; every event is still there.
     */
    @Test
    void missedEventsPrintBeforeThePageThatLostThem(@TempDir Path tmp) throws IOException {
        Path sample = TraceDatSamples.sample("v6_sched_4cpu_kernel-monitor-framework.dat"); //$NON-NLS-1$
        byte[] b = Files.readAllBytes(sample);
        long cpu0;
        int page;
        try (TraceDatFile f = TraceDatFile.open(sample)) {
            assertEquals(4, f.kernelLongSize());
            cpu0 = f.cpuData().get(0).offset();
            page = f.pageSize();
        }
        java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        int first = (int) cpu0 + page + 8; // the second page's commit word: lost, count unknown
        buf.putInt(first, buf.getInt(first) | 1 << 31);
        int second = (int) cpu0 + 2 * page + 8; // the third page's: lost, count after its data
        int size = buf.getInt(second) & (1 << 27) - 1;
        buf.putInt(second + 4 + size, 1234);
        buf.putInt(second, buf.getInt(second) | 1 << 31 | 1 << 30);
        Path damaged = tmp.resolve("missed.dat"); //$NON-NLS-1$
        Files.write(damaged, b);
        List<String> report = TraceDatSamples.report(damaged);
        List<String> events = new java.util.ArrayList<>(report);
        assertEquals(List.of("CPU:0 [EVENTS DROPPED]", "CPU:0 [1234 EVENTS DROPPED]"), //$NON-NLS-1$ //$NON-NLS-2$
                report.stream().filter(l -> l.contains("DROPPED")).toList()); //$NON-NLS-1$
        events.removeIf(l -> l.contains("DROPPED")); //$NON-NLS-1$
        assertSameLines(TraceDatSamples.expected(sample), events, damaged);
        assertEquals(" [000]", report.get(report.indexOf("CPU:0 [EVENTS DROPPED]") + 1).substring(22, 28)); //$NON-NLS-1$ //$NON-NLS-2$
    }

    static boolean onPath(String command) {
        String path = System.getenv("PATH"); //$NON-NLS-1$
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, command))) {
                return true;
            }
        }
        return false;
    }

    /** Names the first line that differs, rather than dumping 50,000 lines. */
    static void assertSameLines(List<String> expected, List<String> actual, Path file) {
        int n = Math.min(expected.size(), actual.size());
        for (int i = 0; i < n; i++) {
            assertEquals(expected.get(i), actual.get(i), file.getFileName() + ": line " + (i + 1)); //$NON-NLS-1$
        }
        assertEquals(expected.size(), actual.size(), file.getFileName() + ": line count"); //$NON-NLS-1$
    }
}
