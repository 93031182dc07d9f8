// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.latscope.formats.tests.modern.ModernTraces.read;
import static org.latscope.formats.tests.modern.ModernTraces.reasons;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.formats.modern.CyclictestReaderFactory;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramSeries;
import org.latscope.model.TraceFile;

/** cyclictest summaries of every generation, on public samples (one made by hand, see SOURCES.md). */
class CyclictestGenerationsTest {

    private static Histogram histogram(TraceFile file) {
        assertEquals(1, file.getContents().size());
        return (Histogram) file.getContents().get(0);
    }

    @Test
    void unpaddedPids() throws IOException {
        TraceFile file = read(new CyclictestReaderFactory(), "public/cyclictest_summary_rt_benchmark_unpadded_pids.txt");
        List<HistogramSeries> series = histogram(file).getSeries();
        assertEquals(2, series.size());
        assertEquals(23436, series.get(0).getMax());
        assertEquals(425.0, series.get(0).getAvg(), 1e-9);
        assertEquals(13988, series.get(1).getTotal());
        assertEquals(9, series.get(1).getMin());
    }

    @Test
    void quotedSummaryWithMaxWrappedOntoTheNextLine() throws IOException {
        TraceFile file = read(new CyclictestReaderFactory(), "public/cyclictest_summary_fps_quoted_wrapped_max.txt");
        List<HistogramSeries> series = histogram(file).getSeries();
        assertEquals(4, series.size());
        assertEquals(List.of(14L, 28L, 15L, 24L), series.stream().map(HistogramSeries::getMax).toList());
        assertEquals(8715, series.get(0).getTotal());
        assertEquals(4, reasons(file).stream().filter(r -> r.contains("wrapped onto this line")).count());
    }

    @Test
    void carriageReturnRefreshesKeepEachThreadsLastValues() throws IOException {
        TraceFile file = read(new CyclictestReaderFactory(), "public/cyclictest_handmade_cr_refresh_capture_2threads.txt");
        List<HistogramSeries> series = histogram(file).getSeries();
        assertEquals(2, series.size());
        assertEquals(2996, series.get(0).getTotal());
        assertEquals(3, series.get(0).getMin());
        assertEquals(23, series.get(0).getMax());
        assertEquals(1997, series.get(1).getTotal());
        assertEquals(30, series.get(1).getMax());
        assertEquals(List.of(
                "4: 3 status lines merged by carriage-return refreshes (2 refreshes): each thread keeps its last values",
                "5: 3 status lines merged by carriage-return refreshes (2 refreshes): each thread keeps its last values"),
                reasons(file));
    }

    @Test
    void loadavgLinesCarryingRemnantsOfRefreshedStatusLinesAreNamed() throws IOException {
        TraceFile file = read(new CyclictestReaderFactory(), "public/cyclictest_summary_vmalloc_patch_2016_refresh_remnants.txt");
        List<String> remnants = reasons(file).stream().filter(r -> r.contains("tail of a refreshed status line")).toList();
        assertEquals(6, remnants.size());
        assertEquals("2: The loadavg line carries the tail of a refreshed status line (Avg:  128 Max:    1177): its thread is unknown, not read",
                remnants.get(0));
        assertEquals(2, reasons(file).size() - remnants.size()); // the two lines of prose
    }
}
