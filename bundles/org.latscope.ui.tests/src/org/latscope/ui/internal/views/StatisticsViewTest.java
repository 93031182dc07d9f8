// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.chart.ChartModel;
import org.latscope.ui.internal.chart.HistogramPainter;
import org.latscope.ui.internal.preferences.AnalysisPreferences;
import org.latscope.ui.internal.views.table.VirtualTable;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/** The Statistics view on cyclictest and rtla histograms: figures, series, painted percentiles. */
class StatisticsViewTest {

    static final String CYCLICTEST = "samples/cyclictest/histogram-i200-l5000.txt";
    static final String RTLA = "samples/public/rtla_timerlat_hist_user_threads_3cpus.txt";
    static final String TIMERLAT = "samples/ftrace-6.1-rt/timerlat.txt";

    private static IWorkbenchWindow window() {
        return ViewTests.window();
    }

    @AfterEach
    void cleanUp() {
        ViewTests.cleanUp();
    }

    private StatisticsView statistics(String sample) throws Exception {
        IWorkbenchPage page = window().getActivePage();
        ViewTests.open(page, TestData.path(sample));
        StatisticsView view = (StatisticsView) page.showView(StatisticsView.ID);
        Display display = page.getWorkbenchWindow().getShell().getDisplay();
        UiWait.until(display, () -> view.figuresTable().rows().size() > 0
                && !view.chart().painter().model().layers().isEmpty(), 30_000, "the statistics");
        UiWait.drain(display);
        return view;
    }

    @Test
    void cyclictestFiguresAreTheAnalysisAndTheCommandLines() throws Exception {
        StatisticsView view = statistics(CYCLICTEST);
        Statistics stats = new StatisticsAnalysis().run(
                ((TraceSetEditor) window().getActivePage().getActiveEditor()).traceSet().traceSet());
        Distribution histogram = stats.of(LatencyKind.HISTOGRAM);
        assertEquals(LatencyKind.HISTOGRAM.ordinal(), view.kindSelector().getSelectionIndex());
        // the table: one row per kind, then the series (Thread 0)
        VirtualTable table = view.figuresTable();
        int row = LatencyKind.HISTOGRAM.ordinal();
        AnalysisPreferences prefs = new AnalysisPreferences();
        assertEquals(Long.toString(histogram.count()), ViewTests.cell(table, row, 1));
        assertEquals(prefs.format(histogram.p50Ns()), ViewTests.cell(table, row, 3));
        assertEquals(prefs.format(histogram.p99Ns()), ViewTests.cell(table, row, 5));
        assertEquals(prefs.format(histogram.p999Ns()), ViewTests.cell(table, row, 6));
        assertEquals(prefs.format(histogram.maxNs()), ViewTests.cell(table, row, 7));
        assertEquals(5, view.figuresTable().rows().size());
        assertEquals("Thread 0", ViewTests.cell(table, 4, 0));
        // the command line's stats --json: the same figures
        String json = Cli.run("stats", "--json", "--unit", "ns", TestData.path(CYCLICTEST).toString());
        int at = json.indexOf("\"histogram\"");
        assertTrue(at > 0, json);
        assertEquals(histogram.count(), (long) Cli.number(json, "count", at));
        assertEquals(histogram.p50Ns(), (long) Cli.number(json, "p50_ns", at));
        assertEquals(histogram.p90Ns(), (long) Cli.number(json, "p90_ns", at));
        assertEquals(histogram.p99Ns(), (long) Cli.number(json, "p99_ns", at));
        assertEquals(histogram.p999Ns(), (long) Cli.number(json, "p99_9_ns", at));
        assertEquals(histogram.maxNs(), (long) Cli.number(json, "max_ns", at));
        // the chart: bars, the thread as a line, p50..p99.9 marked where the analysis put them
        ChartModel model = view.chart().painter().model();
        assertEquals(2, model.layers().size());
        assertEquals(List.of(histogram.p50Ns(), histogram.p90Ns(), histogram.p99Ns(), histogram.p999Ns()),
                model.marks().stream().map(ChartModel.Mark::ns).toList());
        assertPaintedMark(view, histogram.p999Ns());
        ViewTests.maximize(view);
        Screenshots.save(window().getShell(), "stats-cyclictest");
    }

    /** Paints the chart into an image and finds the mark's dashed red line in its column. */
    private static void assertPaintedMark(StatisticsView view, long ns) {
        Display display = view.chart().getDisplay();
        Image image = new Image(display, 900, 500);
        GC gc = new GC(image);
        HistogramPainter painter = new HistogramPainter(display);
        try {
            painter.setModel(view.chart().painter().model());
            painter.paint(gc, new Rectangle(0, 0, 900, 500));
            ImageData data = image.getImageData();
            Rectangle plot = painter.plot();
            int x = painter.x(ns);
            RGB mark = painter.rgb(HistogramPainter.MARK);
            int red = 0;
            for (int y = plot.y; y < plot.y + plot.height; y++) {
                if (data.palette.getRGB(data.getPixel(x, y)).equals(mark)) {
                    red++;
                }
            }
            assertTrue(red > plot.height / 3, "the mark at x=" + x + " has " + red + " of " + plot.height + " pixels");
            int left = 0;
            for (int y = plot.y; y < plot.y + plot.height; y++) {
                left += data.palette.getRGB(data.getPixel(x - 6, y)).equals(mark) ? 1 : 0;
            }
            assertEquals(0, left, "nothing red 6 pixels left of the mark");
        } finally {
            painter.dispose();
            gc.dispose();
            image.dispose();
        }
    }

    @Test
    void rtlaSeriesAreOverlaidOnePerCpuAndThread() throws Exception {
        StatisticsView view = statistics(RTLA);
        ChartModel model = view.chart().painter().model();
        // the bars of all buckets, then IRQ/Thr/Usr of CPUs 1..3 as lines
        assertEquals(10, model.layers().size());
        assertTrue(model.layers().get(0).bars());
        assertEquals("Thr-001", model.layers().get(2).name());
        assertEquals(9, model.layers().stream().filter(l -> !l.bars()).map(ChartModel.Layer::colour).distinct().count());
        assertEquals(4 + 9, view.figuresTable().rows().size());
        assertEquals("600001", ViewTests.cell(view.figuresTable(), 4 + 2, 1)); // Usr-001's count
        ViewTests.maximize(view);
        Screenshots.save(window().getShell(), "stats-rtla");
    }

    /** timerlat samples: each context a kind with a line per CPU, the figures those of stats --json. */
    @Test
    void timerlatContextsAreKindsWithALinePerCpu() throws Exception {
        StatisticsView view = statistics(TIMERLAT);
        // the view may still show the set before until the timerlat figures arrive
        UiWait.until(view.getSite().getShell().getDisplay(),
                () -> view.kindSelector().getSelectionIndex() == LatencyKind.TIMERLAT_IRQ.ordinal(), 30_000, "the timerlat figures");
        UiWait.drain(view.getSite().getShell().getDisplay());
        Statistics stats = new StatisticsAnalysis().run(
                ((TraceSetEditor) window().getActivePage().getActiveEditor()).traceSet().traceSet());
        Distribution irq = stats.of(LatencyKind.TIMERLAT_IRQ);
        assertEquals(4043, irq.count());
        assertEquals(4042, stats.of(LatencyKind.TIMERLAT_THREAD).count());
        // the first kind with values: the irq context; bars, then CPU 0 and CPU 1 as lines
        assertEquals(LatencyKind.TIMERLAT_IRQ.ordinal(), view.kindSelector().getSelectionIndex());
        assertEquals("timerlat, irq context", view.kindSelector().getText());
        ChartModel model = view.chart().painter().model();
        assertEquals(List.of("timerlat, irq context", "CPU 0", "CPU 1"), model.layers().stream().map(ChartModel.Layer::name).toList());
        assertEquals(List.of(irq.p50Ns(), irq.p90Ns(), irq.p99Ns(), irq.p999Ns()),
                model.marks().stream().map(ChartModel.Mark::ns).toList());
        assertPaintedMark(view, irq.p999Ns());
        // the table: the four classic kinds, the two timerlat kinds, then each kind's CPUs (all
        // columns in view: the series' labels are long)
        ViewTests.maximize(view);
        VirtualTable table = view.figuresTable();
        assertEquals(4 + 2 + 2 + 2, table.rows().size());
        int row = ViewTests.row(table, "timerlat, irq context");
        AnalysisPreferences prefs = new AnalysisPreferences();
        assertEquals("4043", ViewTests.cell(table, row, 1));
        assertEquals(prefs.format(irq.p99Ns()), ViewTests.cell(table, row, 5));
        assertEquals(prefs.format(irq.maxNs()), ViewTests.cell(table, row, 7));
        assertEquals("timerlat, thread context: CPU 1", ViewTests.cell(table, table.rows().size() - 1, 0));
        String json = Cli.run("stats", "--json", "--unit", "ns", TestData.path(TIMERLAT).toString());
        int at = json.indexOf("\"timerlat_irq\"");
        assertTrue(at > 0, json);
        assertEquals(irq.count(), (long) Cli.number(json, "count", at));
        assertEquals(irq.p99Ns(), (long) Cli.number(json, "p99_ns", at));
        assertEquals(irq.maxNs(), (long) Cli.number(json, "max_ns", at));
        Screenshots.save(window().getShell(), "stats-timerlat");
    }
}
