// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.latscope.formats.tests.modern.ModernTraces.read;

import java.io.IOException;

import org.junit.jupiter.api.Test;
import org.latscope.formats.modern.PerfSchedReaderFactory;
import org.latscope.formats.modern.RtlaReaderFactory;
import org.latscope.formats.tests.SharedCellTexts;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramSeries;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;
import org.latscope.model.SeriesKind;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;

class RtlaAndPerfSchedReaderTest {

    @Test
    void timerlatHistWithUserThreadsAndSkippedBucket() throws IOException {
        TraceFile file = read(new RtlaReaderFactory(), "public/rtla_timerlat_hist_user_threads_3cpus.txt");
        Histogram h = CyclictestReaderTest.onlyHistogram(file);
        assertEquals("rtla timerlat", h.getTool());
        assertEquals("us", h.getUnit());
        assertEquals(9, h.getSeries().size());
        HistogramSeries usr2 = h.getSeries().get(5);
        assertEquals("Usr-002", usr2.getName());
        assertEquals(SeriesKind.CPU, usr2.getKind());
        assertEquals(2, usr2.getIndex());
        assertEquals(19, usr2.getBuckets().size());
        assertEquals(447_830, usr2.getBuckets().get(2).getCount());
        assertEquals(19, usr2.getBuckets().get(18).getValue()); // bucket 18 is omitted
        assertEquals(600_000, usr2.getTotal());
        assertEquals(2, usr2.getMin());
        assertEquals(2.0, usr2.getAvg());
        assertEquals(14, usr2.getMax());
        assertEquals(0, usr2.getOverflows());
        assertEquals(477_555, h.getSeries().get(0).getBuckets().get(0).getCount());
        assertEquals(1, file.getDiagnostics().size()); // the shell prompt
    }

    @Test
    void timerlatTopPerCpuAndContext() throws IOException {
        TraceFile file = read(new RtlaReaderFactory(), "public/rtla_timerlat_top_auto_analysis_23cpus_tabs.txt");
        Histogram h = CyclictestReaderTest.onlyHistogram(file);
        assertEquals(46, h.getSeries().size());
        HistogramSeries irq1 = h.getSeries().get(0);
        assertEquals("IRQ-001", irq1.getName());
        assertEquals(12_322, irq1.getTotal());
        assertEquals(15, irq1.getMax());
        HistogramSeries thr23 = h.getSeries().get(45);
        assertEquals("Thr-023", thr23.getName());
        assertEquals(23, thr23.getIndex());
        assertEquals(3, thr23.getMin());
        assertEquals(11.0, thr23.getAvg());
        assertEquals(41, thr23.getMax());
        assertEquals(12_320, thr23.getTotal());
        assertTrue(file.getDiagnostics().stream().allMatch(d -> d.getSeverity() == Severity.INFO));
        assertEquals(file.getLinesRead(), file.getLinesUsed() + file.getDiagnostics().size());
    }

    @Test
    void perfSchedLatencyTable() throws IOException {
        TraceFile file = read(new PerfSchedReaderFactory(), "public/perf_sched_latency_gregg_17tasks_TOTAL.txt");
        assertEquals(1, file.getContents().size());
        ResultTable t = (ResultTable) file.getContents().get(0);
        assertEquals(18, t.getTests().size());
        assertEquals("docker-containe:(3)", t.getTests().get(0));
        assertEquals("TOTAL", t.getTests().get(17));
        assertEquals(5, t.getMetrics().size());
        assertEquals("Maximum delay ms", t.getMetrics().get(3));
        assertEquals(17 * 5 + 2, t.getCells().size());
        ResultCell max = t.getCells().get(3);
        assertEquals("docker-containe:(3)", max.getTest());
        assertEquals("Maximum delay ms", max.getMetric());
        assertEquals(0.045, max.getValue(), 1e-9);
        assertEquals("max:    0.045 ms", max.getText());
        ResultCell at = t.getCells().get(4);
        assertEquals(9246430.852946, at.getValue(), 1e-6);
        ResultCell total = t.getCells().get(t.getCells().size() - 1);
        assertEquals("TOTAL", total.getTest());
        assertEquals("Switches", total.getMetric());
        assertEquals(71, total.getValue());
        SharedCellTexts.assertShared(t);
        assertEquals(2, file.getDiagnostics().size()); // two shell prompts
        assertEquals(file.getLinesRead(), file.getLinesUsed() + 2);
    }
}
