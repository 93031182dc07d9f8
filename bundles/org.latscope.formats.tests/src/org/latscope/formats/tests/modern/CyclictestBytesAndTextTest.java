// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.latscope.formats.tests.modern.ModernTraces.reasons;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.latscope.formats.TraceFiles;
import org.latscope.formats.internal.FileReadContext;
import org.latscope.formats.modern.CyclictestReaderFactory;
import org.latscope.formats.spi.LineSource;
import org.latscope.model.Histogram;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

/**
 * The cyclictest reader reads plain histogram rows from their bytes and every other line from
 * its text: both give the same histogram, lines used and diagnostics.
 */
class CyclictestBytesAndTextTest {

    /** Rows the bytes must leave to the text: letters, too many columns, numbers too long, tabs, blanks. */
    private static final String ODD = String.join("\n", "# Histogram", "000000 000001 000002", "000001\t000003  000004 ",
            "000002 000005", "000003 00000a 000001", "000004 000001 000002 000003",
            "000005 0000000000000000001 000001", "  000006 000002 000000", "", "000007 000001 000001",
            "> 000008 000001 000001", "# Total: 000000010 000000010", "000009 000001 000001",
            "# Histogram", "000010 000001 000001", "# Max Latencies: 00010 00011") + "\n";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = { "samples/cyclictest/histogram-i200-l5000.txt",
            "samples/public/cyclictest_hist_openshift_16threads_good_elided.txt",
            "samples/public/cyclictest_hist_rpi2_4.1.15-rt_10M_loops.txt", "odd" })
    void bytesAndTextReadTheSameHistogram(String sample) throws IOException {
        Path path = sample.equals("odd") ? Files.writeString(dir.resolve("odd.txt"), ODD) : TestData.path(sample);
        TraceFile fromBytes = TraceFiles.readWith(new CyclictestReaderFactory(), path);
        TraceFile fromText = readAsText(path);

        assertEquals(reasons(fromText), reasons(fromBytes), "diagnostics");
        assertEquals(fromText.getLinesUsed(), fromBytes.getLinesUsed(), "lines used");
        assertEquals(fromText.getContents().size(), fromBytes.getContents().size());
        for (int i = 0; i < fromText.getContents().size(); i++) {
            assertTrue(EcoreUtil.equals(fromText.getContents().get(i), fromBytes.getContents().get(i)), sample + " content " + i);
        }
        assertTrue(((Histogram) fromBytes.getContents().get(0)).getSeries().get(0).getBuckets().size() >= 3, sample);
    }

    private static TraceFile readAsText(Path path) throws IOException {
        TraceSet set = TraceSets.create("text");
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath(path.getFileName().toString());
        set.getFiles().add(file);
        FileReadContext context = new FileReadContext(file, set, () -> false);
        List<String> all = Files.readAllLines(path, StandardCharsets.UTF_8);
        LineSource lines = new LineSource() { // only text: peekAscii() is never offered
            private int current = -1;

            @Override
            public boolean next() {
                current = Math.min(current + 1, all.size());
                return current < all.size();
            }

            @Override
            public String line() {
                return all.get(current);
            }

            @Override
            public int lineNumber() {
                return current + 1;
            }

            @Override
            public String peek() {
                return current + 1 < all.size() ? all.get(current + 1) : null;
            }
        };
        new CyclictestReaderFactory().create().read(lines, context);
        context.finish(all.size());
        return file;
    }
}
