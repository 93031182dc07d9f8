// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.latscope.formats.tests.modern.ModernTraces.assertClean;
import static org.latscope.formats.tests.modern.ModernTraces.read;
import static org.latscope.formats.tests.modern.ModernTraces.readText;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.modern.CyclictestReaderFactory;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramSeries;
import org.latscope.model.SeriesKind;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;

class CyclictestReaderTest {

    private final CyclictestReaderFactory factory = new CyclictestReaderFactory();

    static Histogram onlyHistogram(TraceFile file) {
        assertEquals(1, file.getContents().size());
        return (Histogram) file.getContents().get(0);
    }

    @Test
    void captureHistogramWithOverflow() throws IOException {
        TraceFile file = read(factory, "cyclictest/histogram-i200-l5000.txt");
        assertClean(file);
        Histogram h = onlyHistogram(file);
        assertEquals("cyclictest", h.getTool());
        assertEquals("us", h.getUnit());
        assertEquals(1, h.getBucketWidth());
        assertEquals(1, h.getSeries().size());
        HistogramSeries t0 = h.getSeries().get(0);
        assertEquals(SeriesKind.THREAD, t0.getKind());
        assertEquals(0, t0.getIndex());
        assertEquals(400, t0.getBuckets().size());
        assertEquals(0, t0.getBuckets().get(0).getValue());
        assertEquals(399, t0.getBuckets().get(399).getValue());
        assertEquals(4999, t0.getTotal());
        assertEquals(12, t0.getMin());
        assertEquals(24.0, t0.getAvg());
        assertEquals(495, t0.getMax());
        assertEquals(1, t0.getOverflows());
        assertEquals(List.of(3312L), t0.getOverflowCycles());
        long counted = t0.getBuckets().stream().mapToLong(b -> b.getCount()).sum();
        assertEquals(t0.getTotal(), counted); // "# Total" counts the bucketed samples
        assertEquals(5000, t0.getTotal() + t0.getOverflows()); // -l5000 loops
    }

    @Test
    void raspberryPiTenMillionLoops() throws IOException {
        TraceFile file = read(factory, "public/cyclictest_hist_rpi2_4.1.15-rt_10M_loops.txt");
        assertClean(file);
        HistogramSeries t0 = onlyHistogram(file).getSeries().get(0);
        assertEquals(78, t0.getBuckets().size());
        assertEquals(16, t0.getBuckets().get(16).getValue());
        assertEquals(8_595_933, t0.getBuckets().get(16).getCount());
        assertEquals(10_000_000, t0.getTotal());
        assertEquals(14, t0.getMin());
        assertEquals(76, t0.getMax());
        assertEquals(0, t0.getOverflows());
    }

    @Test
    void sixteenThreadsWithElidedRows() throws IOException {
        TraceFile file = read(factory, "public/cyclictest_hist_openshift_16threads_good_elided.txt");
        Histogram h = onlyHistogram(file);
        assertEquals(16, h.getSeries().size());
        HistogramSeries t2 = h.getSeries().get(2);
        assertEquals(3, t2.getBuckets().size());
        assertEquals(418_614, t2.getBuckets().get(2).getCount());
        assertEquals(600_000, t2.getTotal());
        assertEquals(4, t2.getMax());
        assertEquals(599_995, h.getSeries().get(15).getTotal());
        assertEquals(2, file.getDiagnostics().size());
        assertEquals(Severity.INFO, file.getDiagnostics().get(1).getSeverity());
        assertEquals(6, file.getDiagnostics().get(1).getLine());
    }

    @Test
    void summaryLinesPerThread() throws IOException {
        TraceFile file = read(factory, "public/cyclictest_summary_xavier_generic_smp_4threads.txt");
        Histogram h = onlyHistogram(file);
        assertEquals(4, h.getSeries().size());
        HistogramSeries t2 = h.getSeries().get(2);
        assertEquals(7, t2.getMin());
        assertEquals(14.0, t2.getAvg());
        assertEquals(1076, t2.getMax());
        assertEquals(73_004, t2.getTotal());
        assertEquals(6, h.getSeries().get(3).getMin());
        assertEquals(1, file.getDiagnostics().size()); // the shell prompt
    }

    @Test
    void overflowListWithOthersAndBadRows(@TempDir Path tmp) throws IOException {
        TraceFile file = readText(factory, tmp, "hist.txt", """
                # Histogram
                000000\t000001\t000002
                000001\t000003
                000002\t0000x4\t000005
                # Total: 000000010 000000020
                # Histogram Overflows: 00600 00000
                # Histogram Overflow at cycle number:
                # Thread 0: 00012 00034 # 00598 others
                # Thread 1:
                """);
        Histogram h = onlyHistogram(file);
        HistogramSeries t0 = h.getSeries().get(0);
        assertEquals(1, t0.getBuckets().size());
        assertEquals(List.of(12L, 34L), t0.getOverflowCycles());
        assertEquals(598, t0.getOverflowOthers());
        assertEquals(600, t0.getOverflows());
        assertEquals(20, h.getSeries().get(1).getTotal());
        assertFalse(h.getSeries().get(1).isSetOverflowOthers());
        assertEquals(2, file.getDiagnostics().size());
        assertEquals(3, file.getDiagnostics().get(0).getLine());
        assertEquals(4, file.getDiagnostics().get(1).getLine());
    }
}
