// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.LogLine;
import org.latscope.model.PrintkLog;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.testdata.TestData;

/**
 * A kernel log longer than {@link PrintkParser#LINES_PER_LOG} lines is read as consecutive logs,
 * each reported complete as the next begins, so that a headless command can let it go: a day of
 * console output read whole outgrew a 1 GB heap.
 */
class PrintkPartsTest {

    @TempDir
    Path dir;

    /** What the reader reports complete, with the lines each log holds then. */
    private final List<TraceContent> finished = new ArrayList<>();
    private final List<Integer> linesWhenFinished = new ArrayList<>();

    private TraceFile read(Path file) throws IOException {
        TraceFormatRegistry registry = new TraceFormatRegistry();
        ClassicFormats.create().forEach(registry::add);
        TraceSetReader reader = new TraceSetReader(registry, 1, new TraceSetReader.WhenRead() {
            @Override
            public void read(TraceFile f, SymbolLookup symbols) {
                // kept whole
            }

            @Override
            public void finished(TraceFile f, TraceContent content, SymbolLookup symbols) {
                finished.add(content);
                linesWhenFinished.add(((PrintkLog) content).getLines().size());
            }
        });
        return reader.read(List.of(file), "console").getFiles().get(0);
    }

    @Test
    void aLogLongerThanAPartIsReadAsConsecutiveLogsEachReportedAsTheNextBegins() throws IOException {
        int parts = PrintkParser.LINES_PER_LOG;
        int logged = parts + 1_000;
        // a wrapped line continues the first part's last line
        Path file = TestData.consoleLog(dir.resolve("console.log"), logged, parts - 1);

        TraceFile read = read(file);

        assertEquals("printk-times", read.getFormatId());
        assertEquals(logged + 1, read.getLinesRead());
        assertEquals(logged + 1, read.getLinesUsed());
        assertEquals(2, read.getContents().size());
        PrintkLog first = (PrintkLog) read.getContents().get(0);
        PrintkLog second = (PrintkLog) read.getContents().get(1);
        assertEquals(parts, first.getLines().size());
        assertEquals(1_000, second.getLines().size());
        assertEquals(1, first.getFirstLine());
        assertEquals(parts + 1, first.getLastLine(), "with the wrapped line");
        assertEquals(parts + 2, second.getFirstLine());
        assertEquals(logged + 1, second.getLastLine());

        LogLine last = first.getLines().get(parts - 1);
        assertTrue(last.getText().endsWith("n=" + (parts - 1) + " wrapped by the console"), last.getText());
        assertEquals(String.valueOf(parts - 1), last.getMeasurements().get(0).getValue());
        LogLine next = second.getLines().get(0);
        assertEquals(parts / 1000 * 1_000_000_000L, next.getTimeNs());
        assertEquals(parts + 2, next.getLine());

        assertEquals(List.of(first, second), finished, "each part reported complete, in order");
        assertEquals(List.of(parts, 1_000), linesWhenFinished);
    }

    @Test
    void aLogOfAPartExactlyStaysOneLog() throws IOException {
        Path file = TestData.consoleLog(dir.resolve("dmesg.txt"), PrintkParser.LINES_PER_LOG, -1);

        TraceFile read = read(file);

        assertEquals(1, read.getContents().size());
        assertEquals(PrintkParser.LINES_PER_LOG, ((PrintkLog) read.getContents().get(0)).getLines().size());
        assertEquals(List.of(read.getContents().get(0)), finished);
    }
}
