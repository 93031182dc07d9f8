// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.open;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.formats.classic.ClassicFormats;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.testdata.TarWriter;
import org.latscope.testdata.TestData;

/**
 * Every file read keeps when it was last modified: the file's time for plain and gzipped
 * files, the entry's time for tar and zip entries. Traces saved as they arrived were captured
 * then, which the capture timeline shows.
 */
class FileTimesTest {

    /** The time of seed 000's first trace, 2004-09-03 (the mail's date), to the second. */
    private static final Instant CAPTURED = Instant.parse("2004-09-03T20:14:05Z");

    @TempDir
    Path dir;

    private final TraceFormatRegistry registry = new TraceFormatRegistry();

    FileTimesTest() {
        ClassicFormats.create().forEach(registry::add);
    }

    private byte[] trace() throws IOException {
        return Files.readAllBytes(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
    }

    private TraceSet read(Path path) throws IOException {
        return new TraceSetReader(registry, 2).read(List.of(path), "test");
    }

    private static TraceFile file(TraceSet set, String suffix) {
        return set.getFiles().stream().filter(f -> f.getPath().endsWith(suffix)).findFirst().orElseThrow();
    }

    @Test
    void plainAndGzippedFilesKeepTheirFileTime() throws IOException {
        Path plain = Files.write(dir.resolve("lt.1"), trace());
        Files.setLastModifiedTime(plain, FileTime.from(CAPTURED));
        Path gz = dir.resolve("lt.2.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(trace());
        }
        Files.setLastModifiedTime(gz, FileTime.from(CAPTURED.plusSeconds(600)));
        TraceSet set = read(dir);
        assertEquals(CAPTURED.toEpochMilli(), file(set, "lt.1").getLastModified());
        assertEquals(CAPTURED.plusSeconds(600).toEpochMilli(), file(set, "lt.2.gz").getLastModified());
        assertEquals("vp-latency", file(set, "lt.2.gz").getFormatId());
    }

    @Test
    void aFileNamedAloneOrFoundThroughALinkKeepsItsOwnTime() throws IOException {
        // a folder walk lists each file's time with its size; these two are not listed so
        Path plain = Files.write(Files.createDirectories(dir.resolve("traces")).resolve("lt.1"), trace());
        Files.setLastModifiedTime(plain, FileTime.from(CAPTURED));
        Path linked = Files.createDirectories(dir.resolve("linked"));
        Files.createSymbolicLink(linked.resolve("lt.1"), plain);
        assertEquals(CAPTURED.toEpochMilli(), file(read(plain), "lt.1").getLastModified());
        assertEquals(CAPTURED.toEpochMilli(), file(read(linked), "lt.1").getLastModified(), "the time of the file, not the link's");
    }

    @Test
    void tarEntriesKeepTheirHeaderTime() throws IOException {
        Path tar = dir.resolve("run.tgz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(tar))) {
            TarWriter.entry(out, "run1/batch1/lt.1", trace(), CAPTURED.getEpochSecond());
            TarWriter.entry(out, "run1/batch1/lt.2", trace(), CAPTURED.getEpochSecond() + 1260);
            TarWriter.entry(out, "run1/batch1/lt.3", trace(), 0);
            out.write(new byte[1024]);
        }
        TraceSet set = read(tar);
        assertEquals(CAPTURED.toEpochMilli(), file(set, "!/run1/batch1/lt.1").getLastModified());
        assertEquals(CAPTURED.plusSeconds(1260).toEpochMilli(), file(set, "!/run1/batch1/lt.2").getLastModified());
        assertEquals(0, file(set, "!/run1/batch1/lt.3").getLastModified(), "no time in the header: unknown");
    }

    @Test
    void zipEntriesKeepTheirTime() throws IOException {
        Path zip = dir.resolve("run.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            ZipEntry first = new ZipEntry("lt.1");
            first.setLastModifiedTime(FileTime.from(CAPTURED));
            out.putNextEntry(first);
            out.write(trace());
            ZipEntry second = new ZipEntry("lt.2");
            second.setLastModifiedTime(FileTime.from(CAPTURED.plusSeconds(90)));
            out.putNextEntry(second);
            out.write(trace());
        }
        TraceSet set = read(zip);
        assertEquals(CAPTURED.toEpochMilli(), file(set, "!/lt.1").getLastModified());
        assertEquals(CAPTURED.plusSeconds(90).toEpochMilli(), file(set, "!/lt.2").getLastModified());
    }
}
