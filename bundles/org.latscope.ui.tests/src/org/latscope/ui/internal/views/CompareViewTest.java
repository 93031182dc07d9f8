// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.testdata.TestData;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/**
 * The Compare view on a folder with two runs of real v1.0.5 traces: lt040903 (the two traces
 * posted on 2 and 3 Sep 2004) and lt040907 (seed 000, the mail that carries lt040907's traces).
 */
class CompareViewTest {

    @TempDir
    Path dir;

    private static IWorkbenchWindow window() {
        return ViewTests.window();
    }

    @AfterEach
    void cleanUp() {
        ViewTests.cleanUp();
    }

    private Path twoRuns() throws Exception {
        Path a = Files.createDirectories(dir.resolve("runs/lt040903/NoAccel"));
        Files.copy(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"), a.resolve("lt.01"));
        Files.copy(TestData.path("samples/public/old_v1.0.5_swapper_2888us_wrapped_line.txt"), a.resolve("lt.02"));
        Path b = Files.createDirectories(dir.resolve("runs/lt040907/lt001.v3k1"));
        Files.copy(TestData.path("seeds/000_ccd2cb2fc6f710da.txt"), b.resolve("lt.01"));
        return dir.resolve("runs");
    }

    private static TableItem row(Table table, String key) {
        for (TableItem item : table.getItems()) {
            if (item.getText(0).equals(key)) {
                return item;
            }
        }
        throw new AssertionError(key + " is not in the table");
    }

    @Test
    void twoRunsOfOneFolderShowWhatCompareOfTheirFoldersPrints() throws Exception {
        Path runs = twoRuns();
        IWorkbenchPage page = window().getActivePage();
        ViewTests.open(page, runs);
        CompareView view = (CompareView) page.showView(CompareView.ID);
        Display display = page.getWorkbenchWindow().getShell().getDisplay();
        UiWait.until(display, () -> view.comparison() != null, 30_000, "the comparison");
        UiWait.drain(display);
        assertEquals(List.of("runs", "runs / lt040903", "runs / lt040907"), view.sources());
        // the threshold of the preferences: 100 us
        assertEquals(100_000, view.comparison().minNs());
        Table keys = view.keyTable();
        // mark_offset_tsc: once (+2.878 ms) in lt040903, 12 steps of 100 us or more in lt040907's
        TableItem tsc = row(keys, "mark_offset_tsc");
        assertEquals("common", tsc.getText(1));
        String json = Cli.run("compare", "--json", "--min", "100us", "--unit", "ns", runs.resolve("lt040903").toString(),
                runs.resolve("lt040907").toString());
        int at = json.indexOf("\"mark_offset_tsc\"");
        assertTrue(at > 0, json);
        assertEquals(tsc.getText(2), Long.toString((long) Cli.number(json, "count_a", at)));
        assertEquals(tsc.getText(3), Long.toString((long) Cli.number(json, "count_b", at)));
        assertEquals(tsc.getText(4), String.format("%+d", (long) Cli.number(json, "count_delta", at)));
        assertEquals(tsc.getText(5), KeyTable.ratio(Cli.number(json, "count_ratio", at)));
        assertEquals(2_878_000, (long) Cli.number(json, "max_a_ns", at));
        assertEquals("2.878 ms", tsc.getText(6));
        assertNull(tsc.getBackground(0).equals(keys.getBackground()) ? null : tsc.getBackground(0), "common: no colour");
        // __copy_to_user_ll (+0.549 ms) is new in lt040907, sched_clock (+0.620 ms) vanished from lt040903
        TableItem copy = row(keys, "__copy_to_user_ll");
        assertEquals("new", copy.getText(1));
        assertEquals("0", copy.getText(2));
        assertEquals("549 us", copy.getText(7));
        assertEquals(new RGB(200, 240, 200), copy.getBackground(0).getRGB());
        TableItem clock = row(keys, "sched_clock");
        assertEquals("vanished", clock.getText(1));
        assertEquals("620 us", clock.getText(6));
        assertEquals(new RGB(250, 205, 205), clock.getBackground(0).getRGB());
        assertEquals(json.split("\"key\"").length - 1, keys.getItemCount(), "every key of the command line");
        // the trace latencies of both runs overlaid
        assertEquals(2, view.chart().painter().model().layers().size());
        assertNotNull(view.chart().painter().model().marks());
        ViewTests.maximize(view);
        Screenshots.save(window().getShell(), "compare-runs");
    }
}
