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
import org.latscope.formats.TraceFormat;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.formats.classic.ClassicFormats;
import org.latscope.formats.classic.PreemptTimingFormat;
import org.latscope.formats.spi.LineSource;
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
    /**
     * A reader whose own allocation fails past the guard (the violation reader stopped for memory
     * and then built the table of its half a million reports): the file keeps what the reader
     * added, says where reading stopped, and the folder's other files are read.
     */
    @Test
    void aReaderOutOfMemoryKeepsWhatItReadAndTheOtherFiles() throws IOException {
        Path reports = TestData.path("samples/public/critical_section_violates_heath_rt_U6_timestamps_4reports.txt");
        Files.copy(reports, dir.resolve("a.txt"));
        Files.copy(reports, dir.resolve("b.oom"));
        TraceFormatRegistry registry = new TraceFormatRegistry();
        ClassicFormats.create().forEach(registry::add);
        PreemptTimingFormat timing = new PreemptTimingFormat();
        registry.add(TraceFormat.of(PreemptTimingFormat.ID, "preempt-timing", List.of(), timing, timing));
        // the real reader on the first 30 lines (the first report and part of the second), then out of memory
        registry.add(TraceFormat.of("oom", "runs out of memory", List.of("*.oom"),
                (head, length, name) -> name.endsWith(".oom") ? 100 : 0,
                () -> (lines, context) -> timing.create().read(new LineSource() {
                    @Override
                    public boolean next() throws IOException {
                        if (lines.lineNumber() == 30) {
                            throw new OutOfMemoryError("Java heap space");
                        }
                        return lines.next();
                    }

                    @Override
                    public String line() {
                        return lines.line();
                    }

                    @Override
                    public int lineNumber() {
                        return lines.lineNumber();
                    }

                    @Override
                    public String peek() throws IOException {
                        return lines.peek();
                    }
                }, context)));
        TraceSet set = new TraceSetReader(registry, 2).read(List.of(dir), "test");
        TraceFile whole = set.getFiles().stream().filter(f -> f.getPath().endsWith("a.txt")).findFirst().orElseThrow();
        TraceFile cut = set.getFiles().stream().filter(f -> f.getPath().endsWith("b.oom")).findFirst().orElseThrow();
        assertEquals(5, whole.getContents().size(), "4 reports and their table");
        assertEquals(91, whole.getLinesRead());
        assertEquals(1, cut.getContents().size(), "the first report, complete before line 30");
        long stopped = cut.getLinesRead(); // line 30, or the line after it when the reader looked ahead
        assertTrue(stopped >= 30 && stopped <= 31, "the rest of the file is not read: " + stopped);
        assertTrue(cut.getDiagnostics().stream().anyMatch(d -> d.getSeverity() == Severity.ERROR && d.getLine() == stopped
                && d.getReason().startsWith("Memory nearly full") && d.getReason().contains("reading stopped after line " + stopped)),
                () -> cut.getDiagnostics().toString());
    }
}
