// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.formats.classic.ClassicFormats;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.Severity;
import org.latscope.testdata.TestData;

/** When the heap is nearly full the reader stops with a diagnostic per file not read, never an OutOfMemoryError. */
class MemoryLimitTest {

    @TempDir
    Path dir;

    @AfterEach
    void restore() {
        System.clearProperty("latscope.memoryLimitPercent");
    }

    @Test
    void filesNotReadForLackOfMemoryAreNamed() throws IOException {
        for (int i = 0; i < 3; i++) {
            Files.copy(TestData.path("seeds/000_ccd2cb2fc6f710da.txt"), dir.resolve("trace" + i + ".txt"));
        }
        TraceFormatRegistry registry = new TraceFormatRegistry();
        ClassicFormats.create().forEach(registry::add);
        System.setProperty("latscope.memoryLimitPercent", "0"); // any heap in use after a collection is too much
        System.gc();
        TraceSet set = new TraceSetReader(registry, 2).read(List.of(dir), "test");
        assertEquals(3, set.getFiles().size());
        for (TraceFile file : set.getFiles()) {
            assertTrue(file.getContents().isEmpty(), file.getPath());
            assertTrue(file.getDiagnostics().stream().anyMatch(d -> d.getSeverity() == Severity.ERROR
                    && d.getReason().startsWith("Memory nearly full") && d.getReason().contains("not read")),
                    () -> file.getDiagnostics().toString());
        }
        System.clearProperty("latscope.memoryLimitPercent");
        assertEquals(8, new TraceSetReader(registry, 2).read(List.of(dir), "test").getFiles().get(0).getContents().size());
    }
}
