// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.views;

import java.util.Arrays;
import java.util.Locale;

import org.eclipse.nebula.widgets.nattable.grid.GridRegion;
import org.eclipse.nebula.widgets.nattable.layer.CompositeLayer;
import org.eclipse.nebula.widgets.nattable.viewport.ViewportLayer;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.latscope.bench.views.UiClock.Figure;
import org.latscope.model.LogLine;
import org.latscope.model.TraceSet;
import org.latscope.ui.internal.views.records.RecordKind;
import org.latscope.ui.internal.views.records.RecordRows;
import org.latscope.ui.internal.views.table.RowIndex;
import org.latscope.ui.internal.views.table.TableModel;
import org.latscope.ui.internal.views.table.VirtualTable;

/**
 * The Records view's table ({@link VirtualTable}) over the log lines of a set
 * ({@link RecordKind#LOG}, the model the view builds in its job), in a plain shell. Timed on
 * the UI thread with its frame ({@link UiClock}): setting the model and scrolling page by page
 * from the middle of the table (the viewport moved by its height, a frame painted), with the
 * median and worst page. Sorting by time and by text and filtering by a word compute the index
 * in the table's job: timed from the action to the repaint of the result, with the UI thread's
 * longest stall meanwhile ({@link UiClock#async}). Beside each,
 * the same work without a widget: the row index built, sorted or filtered over the model
 * ({@link RowIndex}, the class the table keeps), and a page's cells read by index over the
 * model. Reading every row's values by index over the model is timed first, as the floor.
 */
final class RecordsBench {

    private static final int TIME = 1;
    private static final int TEXT = 3;
    private static final String WORD = "jiffies";

    private RecordsBench() {
    }

    /**
     * @param display the display
     * @param set the loaded set
     * @param pages how many pages to scroll
     * @param width the shell's width
     * @param height the shell's height
     */
    static void measure(Display display, TraceSet set, int pages, int width, int height) throws Exception {
        RecordRows<?>[] built = new RecordRows<?>[1];
        Figure build = UiClock.headless(() -> built[0] = RecordKind.LOG.rows(set));
        RecordRows<?> rows = built[0];
        int n = rows.rowCount();
        long[] sink = new long[1];
        Figure read = UiClock.headless(() -> {
            long sum = 0;
            for (int r = 0; r < n; r++) {
                sum += ((LogLine) rows.element(r)).getTimeNs() + rows.text(r, TEXT).length();
            }
            sink[0] = sum;
        });
        System.out.printf(Locale.ROOT, "  RecordKind.LOG.rows (the model, in the view's job): %.1f ms; %,d rows%n",
                build.best(), n);
        System.out.printf(Locale.ROOT, "  every row's time and text read by index over the model: %.1f ms (%.1f ns a row)%n",
                read.best(), read.best() * 1e6 / Math.max(1, n));
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(width, height);
        VirtualTable table = new VirtualTable(shell);
        shell.open();
        RowIndex index = new RowIndex();
        try (UiClock clock = new UiClock(table.natTable())) {
            clock.frame();
            System.out.printf(Locale.ROOT, "  frame %dx%d%n", clock.area().width, clock.area().height);
            UiClock.header();
            clock.frameRow();
            UiClock.row("set the model", clock.ui(() -> table.setModel(TableModel.EMPTY), () -> table.setModel(rows)),
                    "row index built", UiClock.headless(() -> index.setModel(rows)));
            UiClock.asyncHeader();
            UiClock.asyncRow("sort by time, descending", clock.async(() -> {
            }, () -> table.sort(TIME, true), () -> !table.busy()), "row index sorted",
                    UiClock.headless(() -> index.sort(TIME, true)));
            UiClock.asyncRow("sort by text", clock.async(() -> {
            }, () -> table.sort(TEXT, false), () -> !table.busy()), "row index sorted",
                    UiClock.headless(() -> index.sort(TEXT, false)));
            table.sort(-1, false);
            index.sort(-1, false);
            UiClock.asyncRow("filter by '" + WORD + "'", clock.async(() -> {
                table.setFilter("");
                settle(table);
            }, () -> table.setFilter(WORD), () -> !table.busy()), "row index filtered",
                    UiClock.headless(() -> index.setFilter(WORD)));
            System.out.printf(Locale.ROOT, "  %,d of %,d rows match '%s'%n", table.rows().size(), n, WORD);
            table.setFilter("");
            settle(table);
            index.setFilter("");
            scroll(clock, table, index, pages);
        } finally {
            shell.dispose();
        }
    }

    /** Runs the event loop until the table shows the rows of its last request. */
    private static void settle(VirtualTable table) {
        while (table.busy()) {
            if (!table.getDisplay().readAndDispatch()) {
                table.getDisplay().sleep();
            }
        }
    }

    /** Moves the viewport down by its height {@code pages} times from the middle of the table. */
    private static void scroll(UiClock clock, VirtualTable table, RowIndex index, int pages) {
        ViewportLayer viewport = (ViewportLayer) ((CompositeLayer) table.natTable().getLayer())
                .getChildLayerByRegionName(GridRegion.BODY);
        int page = viewport.getClientAreaHeight();
        int first = viewport.getStartYOfRowPosition(index.size() / 2);
        double[] ui = new double[pages];
        double[] headless = new double[pages];
        int shown = 0;
        long chars = 0;
        for (int p = 0; p < pages; p++) {
            long t0 = System.nanoTime();
            viewport.setOriginY(first + p * page);
            clock.frame();
            ui[p] = (System.nanoTime() - t0) / 1e6;
            shown = viewport.getRowCount();
            int top = viewport.getOriginRowPosition();
            t0 = System.nanoTime();
            for (int r = top; r < Math.min(index.size(), top + shown); r++) {
                for (int c = 0; c < index.model().columnCount(); c++) {
                    chars += index.model().text(index.row(r), c).length();
                }
            }
            headless[p] = (System.nanoTime() - t0) / 1e6;
        }
        System.out.printf(Locale.ROOT, "  scroll %d pages of %d rows from row %,d (viewport moved, a frame painted; %,d chars read)%n",
                pages, shown, index.size() / 2, chars);
        System.out.printf(Locale.ROOT, "  %-38s | %9.2f / %9.2f ms     | %-32s %5.3f / %5.3f ms | %s%n", "page down: median / worst",
                median(ui), max(ui), "page's cells read by index", median(headless), max(headless),
                max(ui) > UiClock.LIMIT_MS ? "STALL: a page over " + (int) UiClock.LIMIT_MS + " ms" : "ok");
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static double max(double[] values) {
        return Arrays.stream(values).max().orElse(Double.NaN);
    }
}
