// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.tracedat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.tracedat.ReportPrinter;
import org.latscope.formats.tracedat.TraceDatCpu;
import org.latscope.formats.tracedat.TraceDatFile;
import org.latscope.formats.tracedat.TraceDatProblem;

/**
 * Damaged trace.dat files: each damage is one problem naming the byte offset and the reason,
 * the rest of the file is still read, and nothing is thrown out of the reader.
 */
class TraceDatBadInputTest {

    private static final String V6_4CPU = "v6_sched_4cpu_kernel-monitor-framework.dat"; //$NON-NLS-1$
    private static final String V7_EVENTS = "v7zstd_6.1rt_events.dat"; //$NON-NLS-1$

    @TempDir
    Path tmp;

    private Path damaged(String sample, byte[] bytes) throws IOException {
        Path p = tmp.resolve("damaged-" + sample); //$NON-NLS-1$
        Files.write(p, bytes);
        return p;
    }

    private static byte[] bytes(String sample) throws IOException {
        return Files.readAllBytes(TraceDatSamples.sample(sample));
    }

    /** @return the report lines and the problems, having printed the whole report */
    private static Result read(Path p) throws IOException {
        try (TraceDatFile f = TraceDatFile.open(p)) {
            StringBuilder out = new StringBuilder();
            new ReportPrinter(f).print(out);
            return new Result(TraceDatSamples.lines(out.toString()), f.problems());
        }
    }

    private record Result(List<String> lines, List<TraceDatProblem> problems) {
        TraceDatProblem only() {
            assertEquals(1, problems.size(), problems.toString());
            return problems.get(0);
        }
    }

    @Test
    void wrongMagicIsOneProblemAtItsByte() throws IOException {
        byte[] b = bytes(V6_4CPU);
        b[3] = 'X';
        Result r = read(damaged(V6_4CPU, b));
        TraceDatProblem p = r.only();
        assertEquals(3, p.offset());
        assertTrue(p.reason().contains("magic"), p.reason()); //$NON-NLS-1$
        assertEquals(List.of("cpus=0"), r.lines()); //$NON-NLS-1$
    }

    @Test
    void unknownVersionIsOneProblemAtTheVersion() throws IOException {
        byte[] b = bytes(V6_4CPU);
        assertEquals('6', b[10]);
        b[10] = '9';
        TraceDatProblem p = read(damaged(V6_4CPU, b)).only();
        assertEquals(10, p.offset());
        assertTrue(p.reason().contains("\"9\""), p.reason()); //$NON-NLS-1$
    }

    @Test
    void fileCutInItsHeaderSaysWhereItEnds() throws IOException {
        byte[] b = Arrays.copyOf(bytes(V6_4CPU), 5000); // inside the event formats
        Result r = read(damaged(V6_4CPU, b));
        TraceDatProblem p = r.only();
        assertTrue(p.offset() > 0 && p.offset() <= 5000, p.toString());
        assertTrue(p.reason().contains("past the end"), p.reason()); //$NON-NLS-1$
    }

    @Test
    void fileCutInItsDataKeepsTheEventsBeforeTheCut() throws IOException {
        byte[] whole = bytes(V6_4CPU);
        List<String> expected = TraceDatSamples.expected(TraceDatSamples.sample(V6_4CPU));
        Path full = TraceDatSamples.sample(V6_4CPU);
        TraceDatCpu last;
        try (TraceDatFile f = TraceDatFile.open(full)) {
            last = f.cpuData().get(f.cpuData().size() - 1);
        }
        // cut in the middle of the last CPU's data: its later pages are gone, the others whole
        int cut = (int) (last.offset() + last.size() / 2);
        Result r = read(damaged(V6_4CPU, Arrays.copyOf(whole, cut)));
        assertFalse(r.problems().isEmpty());
        TraceDatProblem p = r.problems().get(0);
        assertTrue(p.reason().startsWith("CPU " + last.cpu()), p.reason()); //$NON-NLS-1$
        assertTrue(p.offset() >= last.offset() && p.offset() <= cut, p.toString());
        String tag = String.format("[%03d]", last.cpu()); //$NON-NLS-1$
        long otherCpus = expected.stream().filter(l -> l.contains(" [") && !l.contains(tag)).count();
        assertEquals(otherCpus, r.lines().stream().filter(l -> l.contains(" [") && !l.contains(tag)).count());
        long lastCpu = r.lines().stream().filter(l -> l.contains(tag)).count();
        assertTrue(lastCpu > 0 && lastCpu < expected.stream().filter(l -> l.contains(tag)).count());
    }

    @Test
    void cpuPointerPastTheEndLosesOnlyThatCpu() throws IOException {
        byte[] b = bytes(V6_4CPU);
        int table = indexOf(b, "flyrecord\0".getBytes(StandardCharsets.ISO_8859_1)) + 10; //$NON-NLS-1$
        ByteBuffer buf = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        long beyond = b.length + 1_000_000L;
        buf.putLong(table + 16, beyond); // CPU 1's offset
        Result r = read(damaged(V6_4CPU, b));
        TraceDatProblem p = r.only();
        assertEquals(Math.min(beyond, b.length), p.offset());
        assertTrue(p.reason().startsWith("CPU 1"), p.reason()); //$NON-NLS-1$
        List<String> expected = TraceDatSamples.expected(TraceDatSamples.sample(V6_4CPU));
        assertEquals(expected.stream().filter(l -> l.contains("[002]")).count(), //$NON-NLS-1$
                r.lines().stream().filter(l -> l.contains("[002]")).count()); //$NON-NLS-1$
        assertEquals(0, r.lines().stream().filter(l -> l.contains("[001]")).count()); //$NON-NLS-1$
    }

    @Test
    void chunkThatDoesNotDecompressLosesOnlyThatCpu() throws IOException {
        Path sample = TraceDatSamples.sample(V7_EVENTS);
        TraceDatCpu cpu0;
        try (TraceDatFile f = TraceDatFile.open(sample)) {
            cpu0 = f.cpuData().get(0);
        }
        byte[] b = Files.readAllBytes(sample);
        int chunk = (int) cpu0.offset() + 4; // after the chunk count
        for (int i = chunk + 8 + 4; i < chunk + 8 + 64; i++) {
            b[i] = (byte) 0xA5; // inside the first chunk's zstd frame
        }
        Result r = read(damaged(V7_EVENTS, b));
        TraceDatProblem p = r.only();
        assertEquals(chunk, p.offset());
        assertTrue(p.reason().contains("zstd"), p.reason()); //$NON-NLS-1$
        List<String> expected = TraceDatSamples.expected(sample);
        assertEquals(expected.stream().filter(l -> l.contains("[001]")).count(), //$NON-NLS-1$
                r.lines().stream().filter(l -> l.contains("[001]")).count()); //$NON-NLS-1$
    }

    @Test
    void unknownCompressionIsNamed() throws IOException {
        byte[] b = bytes(V7_EVENTS);
        int at = indexOf(b, "zstd\0".getBytes(StandardCharsets.ISO_8859_1)); //$NON-NLS-1$
        b[at + 1] = 'x';
        Result r = read(damaged(V7_EVENTS, b));
        assertFalse(r.problems().isEmpty());
        assertEquals(at + 5 + "1.5.4\0".length(), r.problems().get(0).offset()); //$NON-NLS-1$
        assertTrue(r.problems().get(0).reason().contains("\"zxtd\""), r.problems().get(0).reason()); //$NON-NLS-1$
    }

    /** Seeded damage of two samples: whatever the bytes, the reader reports and never throws. */
    @Test
    void randomDamageNeverThrows() throws IOException {
        long seed = Long.getLong("latscope.fuzz.seed", System.nanoTime()); //$NON-NLS-1$
        Random random = new Random(seed);
        for (String sample : new String[] { "v6_sched_1cpu_tutorial3LabSisop.dat", V7_EVENTS }) { //$NON-NLS-1$
            byte[] whole = bytes(sample);
            for (int i = 0; i < 40; i++) {
                byte[] b = i % 4 == 0 ? Arrays.copyOf(whole, random.nextInt(whole.length)) : whole.clone();
                for (int k = 0, n = 1 + random.nextInt(20); k < n && b.length > 0; k++) {
                    // the header and meta data hold most structure: damage them more often
                    int at = random.nextBoolean() ? random.nextInt(Math.min(b.length, 8192)) : random.nextInt(b.length);
                    b[at] = (byte) random.nextInt(256);
                }
                Path p = damaged(sample, b);
                try {
                    read(p);
                } catch (RuntimeException e) {
                    throw new AssertionError("seed " + seed + ", " + sample + " damage " + i, e); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                }
            }
        }
    }

    private static int indexOf(byte[] b, byte[] what) {
        outer: for (int i = 0; i + what.length <= b.length; i++) {
            for (int k = 0; k < what.length; k++) {
                if (b[i + k] != what[k]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found"); //$NON-NLS-1$
    }
}
