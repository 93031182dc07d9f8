// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.open;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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
import org.latscope.testdata.TestData;

/** Decompression bombs stop with a diagnostic naming them; the good entries beside them are read. */
class HostileInputTest {

    @TempDir
    Path dir;

    /** Writes {@code megabytes} MB of one repeated line into {@code out}. */
    static void bomb(OutputStream out, int megabytes) throws IOException {
        byte[] block = "x\n".repeat(512 * 1024).getBytes(); // 1 MB
        for (int i = 0; i < megabytes; i++) {
            out.write(block);
        }
    }

    @Test
    void gzipAndZipBombsAreStoppedAndNamed() throws IOException {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(dir.resolve("bomb.txt.gz")), 1 << 16)) {
            bomb(out, 600);
        }
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(dir.resolve("bomb.zip")))) {
            zip.putNextEntry(new ZipEntry("good.txt"));
            zip.write(Files.readAllBytes(TestData.path("seeds/000_ccd2cb2fc6f710da.txt")));
            zip.putNextEntry(new ZipEntry("big.txt"));
            bomb(zip, 600);
            zip.putNextEntry(new ZipEntry("after.txt"));
            zip.write("never read\n".getBytes());
        }
        TraceFormatRegistry registry = new TraceFormatRegistry();
        ClassicFormats.create().forEach(registry::add);
        TraceSet set = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> new TraceSetReader(registry, 2).read(List.of(dir), "test"));
        List<String> paths = set.getFiles().stream().map(TraceFile::getPath).toList();
        assertTrue(paths.stream().anyMatch(p -> p.endsWith("bomb.zip!/good.txt")), paths::toString);
        for (String bomb : List.of("bomb.txt.gz", "bomb.zip!/big.txt")) {
            TraceFile file = set.getFiles().stream().filter(f -> f.getPath().endsWith(bomb)).findFirst().orElseThrow();
            assertTrue(file.getDiagnostics().stream().anyMatch(d -> d.getReason().contains("decompression bomb")),
                    () -> bomb + ": " + file.getDiagnostics());
            assertTrue(file.getLinesRead() < 200_000_000L, bomb);
        }
    }
}
