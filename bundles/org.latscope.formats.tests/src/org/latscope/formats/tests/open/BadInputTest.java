// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.formats.classic.ClassicFormats;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstTable;
import org.latscope.testdata.TarWriter;
import org.latscope.testdata.TestData;

class BadInputTest {

    @TempDir
    Path dir;

    private final TraceFormatRegistry registry = new TraceFormatRegistry();

    BadInputTest() {
        ClassicFormats.create().forEach(registry::add);
    }

    private TraceSet read(Path... paths) throws IOException {
        return new TraceSetReader(registry, 2).read(List.of(paths), "test");
    }

    private static TraceFile file(TraceSet set, String suffix) {
        return set.getFiles().stream().filter(f -> f.getPath().endsWith(suffix)).findFirst().orElseThrow(
                () -> new AssertionError(suffix + " not in " + set.getFiles().stream().map(TraceFile::getPath).toList()));
    }

    private static boolean has(TraceFile file, String reason) {
        return file.getDiagnostics().stream().anyMatch(d -> d.getReason().contains(reason));
    }

    private Path seed000() {
        return TestData.path("seeds/000_ccd2cb2fc6f710da.txt");
    }

    @Test
    void emptyBinaryAndUnknownFilesAreListedBesideTheGoodOne() throws IOException {
        Files.copy(seed000(), dir.resolve("good.txt"));
        Files.write(dir.resolve("empty.txt"), new byte[0]);
        byte[] binary = new byte[4096];
        for (int i = 0; i < binary.length; i++) {
            binary[i] = (byte) (i * 31);
        }
        Files.write(dir.resolve("blob.bin"), binary);
        Files.writeString(dir.resolve("prose.txt"), "just some\nwords\n");
        TraceSet set = read(dir);
        assertEquals(4, set.getFiles().size());
        assertTrue(has(file(set, "empty.txt"), "Empty file: nothing read"));
        assertTrue(has(file(set, "blob.bin"), "Binary file (NUL or control bytes) where text was expected: not read"));
        assertTrue(has(file(set, "prose.txt"), "No installed format recognizes this file: lines counted, not read"));
        assertEquals(2, file(set, "prose.txt").getLinesRead());
        assertNull(file(set, "prose.txt").getFormatId());
        assertEquals("vp-latency", file(set, "good.txt").getFormatId());
        assertEquals(8, file(set, "good.txt").getContents().size());
    }

    @Test
    void aHundredMegabyteLineIsStreamedCutAndReported() throws IOException {
        Path big = dir.resolve("big.txt");
        byte[] head = Files.readAllBytes(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
        try (OutputStream out = Files.newOutputStream(big)) {
            out.write(head);
            byte[] chunk = new byte[1 << 20];
            Arrays.fill(chunk, (byte) 'x');
            for (int i = 0; i < 100; i++) {
                out.write(chunk);
            }
            out.write('\n');
            out.write(head);
        }
        TraceFile file = file(read(big), "big.txt");
        assertEquals("vp-latency", file.getFormatId());
        assertTrue(has(file, "a line may have: cut to its first"), file.getDiagnostics().toString());
        assertEquals(2, file.getContents().stream().filter(LatencyTrace.class::isInstance).count());
        assertTrue(file.getSize() > 100L << 20);
    }

    @Test
    void truncatedGzipKeepsWhatWasReadAndTheOtherFiles() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
            gz.write(Files.readAllBytes(TestData.path("seeds/001_abd67432cf475aff.txt")));
        }
        byte[] whole = bytes.toByteArray();
        Files.write(dir.resolve("cut.txt.gz"), Arrays.copyOf(whole, whole.length * 2 / 3));
        Files.write(dir.resolve("whole.txt.gz"), whole);
        TraceSet set = read(dir);
        TraceFile cut = file(set, "cut.txt.gz");
        assertTrue(has(cut, "Could not read the file ("), cut.getDiagnostics().toString());
        assertTrue(cut.getContents().size() >= 1);
        assertEquals(7, file(set, "whole.txt.gz").getContents().stream().filter(WorstTable.class::isInstance).count());
    }

    @Test
    void tarWithDotDotEntriesRefusesThemAndReadsTheRest() throws IOException {
        Path tar = dir.resolve("traces.tar");
        byte[] trace = Files.readAllBytes(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
        try (OutputStream out = Files.newOutputStream(tar)) {
            TarWriter.entry(out, "run1/batch1/lt.1", trace);
            TarWriter.entry(out, "../evil.txt", trace);
            TarWriter.entry(out, "/etc/passwd", trace);
            TarWriter.entry(out, "run1/batch1/lt.2", trace);
            out.write(new byte[1024]);
        }
        TraceSet set = read(tar);
        assertEquals(4, set.getFiles().size());
        assertTrue(has(file(set, "!/../evil.txt"),
                "Archive entry ../evil.txt has an absolute or .. path where a relative one was expected: refused, not read"));
        assertTrue(has(file(set, "!//etc/passwd"), "Archive entry /etc/passwd has an absolute or .. path"));
        assertEquals("vp-latency", file(set, "!/run1/batch1/lt.2").getFormatId());
        assertEquals("batch1", file(set, "!/run1/batch1/lt.1").getBatch().getName());
    }

    @Test
    void aRefusedEntryIsFiledUnderNoRunOrBatch() throws IOException {
        Path tar = dir.resolve("run9/batch9/escape.tar");
        Files.createDirectories(tar.getParent());
        byte[] trace = Files.readAllBytes(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
        try (OutputStream out = Files.newOutputStream(tar)) {
            TarWriter.entry(out, "../../escape_lt.1", trace);
            TarWriter.entry(out, "/etc/lt.2", trace);
            TarWriter.entry(out, "run1/batch1/lt.3", trace);
            out.write(new byte[1024]);
        }
        TraceSet set = read(dir);
        assertNull(file(set, "!/../../escape_lt.1").getBatch());
        assertNull(file(set, "!//etc/lt.2").getBatch());
        assertEquals("batch1", file(set, "!/run1/batch1/lt.3").getBatch().getName());
        assertEquals(List.of("run1"), set.getRuns().stream().map(r -> r.getName()).toList());
    }

    @Test
    void aTruncatedOrDamagedTarNamesTheEntryByItsPathInTheArchive() throws IOException {
        byte[] trace = Files.readAllBytes(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TarWriter.entry(bytes, "run1/lt.1", trace);
        TarWriter.entry(bytes, "run1/lt.2", trace);
        byte[] whole = bytes.toByteArray();
        int second = 512 + (trace.length + 511) / 512 * 512;
        Files.write(dir.resolve("cut.tar"), Arrays.copyOf(whole, second + 512 + 100));
        byte[] damaged = whole.clone();
        damaged[second + 10] ^= 1;
        Files.write(dir.resolve("damaged.tar"), damaged);
        TraceSet set = read(dir);
        assertTrue(has(file(set, "cut.tar!/run1/lt.2"), "The archive ends inside entry run1/lt.2 or the header after it: "
                + "what was read before is kept"), set.getFiles().toString());
        assertTrue(has(file(set, "damaged.tar"),
                "Damaged tar header (checksum mismatch) after entry run1/lt.1: the rest of the archive not read"));
        assertEquals("vp-latency", file(set, "damaged.tar!/run1/lt.1").getFormatId());
    }

    @Test
    void tarGzAndZipAreReadAsStreams() throws IOException {
        byte[] trace = Files.readAllBytes(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(dir.resolve("a.tgz")))) {
            TarWriter.entry(out, "lt.1", trace);
            out.write(new byte[1024]);
        }
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(dir.resolve("b.zip")))) {
            zip.putNextEntry(new ZipEntry("x/lt.2"));
            zip.write(trace);
            zip.putNextEntry(new ZipEntry("../bad"));
            zip.write(trace);
        }
        TraceSet set = read(dir);
        assertEquals("vp-latency", file(set, "a.tgz!/lt.1").getFormatId());
        assertEquals("vp-latency", file(set, "b.zip!/x/lt.2").getFormatId());
        assertTrue(has(file(set, "b.zip!/../bad"), "Archive entry ../bad has an absolute"));
    }

    @Test
    void latin1AndBrokenUtf8GiveDiagnosticsAndAreRead() throws IOException {
        String text = Files.readString(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
        Files.write(dir.resolve("latin1.txt"), ("caf\u00e9 \u00b5s\n" + text).getBytes(StandardCharsets.ISO_8859_1));
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        byte[] broken = new byte[utf8.length + 3];
        broken[0] = (byte) 0xe2;
        broken[1] = (byte) 0x82;
        broken[2] = '\n';
        System.arraycopy(utf8, 0, broken, 3, utf8.length);
        Files.write(dir.resolve("broken.txt"), broken);
        TraceSet set = read(dir);
        for (String name : new String[] { "latin1.txt", "broken.txt" }) {
            TraceFile file = file(set, name);
            assertTrue(has(file, "Latin-1"), name + " " + file.getDiagnostics());
            assertEquals(1, file.getContents().size(), name);
        }
    }

    @Test
    void quotedPrintableMailIsDecoded() throws IOException {
        String text = Files.readString(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
        String qp = "Content-Transfer-Encoding: quoted-printable\n\n"
                + text.replace("=", "=3D").replace("(+0.620ms): sched_clock (schedule)", "(+0.620ms): sched_clo=\nck (schedule)");
        Files.writeString(dir.resolve("qp.txt"), qp);
        TraceFile file = file(read(dir.resolve("qp.txt")), "qp.txt");
        LatencyTrace trace = (LatencyTrace) file.getContents().get(0);
        assertEquals(25, trace.getStepCount());
        assertTrue(has(file, "Quoted-printable text (=XX escapes, soft line breaks): decoded before reading"));
    }

    @Test
    void quotedMailIsUnquoted() throws IOException {
        String text = Files.readString(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
        Files.writeString(dir.resolve("quoted.txt"), "> " + text.replace("\n", "\n> "));
        TraceFile file = file(read(dir.resolve("quoted.txt")), "quoted.txt");
        assertEquals(25, ((LatencyTrace) file.getContents().get(0)).getStepCount());
        assertTrue(has(file, "quoting"));
    }
}
