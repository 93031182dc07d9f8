// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.latscope.testdata.TestData;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.views.diagnostics.DiagnosticsView;
import org.latscope.ui.internal.views.records.RecordKind;
import org.latscope.ui.internal.views.records.RecordsView;
import org.latscope.ui.internal.views.table.VirtualTable;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/** Seed 002's result tables in the Records view; seed 000's diagnostics as {@code latscope summary --json} lists them. */
class RecordsDiagnosticsTest {

    private static final String SEED_000 = "seeds/000_ccd2cb2fc6f710da.txt";
    private static final String SEED_002 = "seeds/002_38247f0fc26520a7.txt";

    private static IWorkbenchWindow window() {
        return ViewTests.window();
    }

    @AfterEach
    void cleanUp() {
        ViewTests.cleanUp();
    }

    @Test
    void resultTablesOfSeed002ShowTestKernelMetricCells() throws Exception {
        IWorkbenchPage page = window().getActivePage();
        ViewTests.open(page, TestData.path(SEED_002));
        RecordsView view = (RecordsView) page.showView(RecordsView.ID);
        view.show(RecordKind.RESULTS);
        VirtualTable table = view.table();
        Display display = window().getShell().getDisplay();
        UiWait.until(display, () -> table.model().rowCount() > 0 && table.model().header(1).equals(Messages.Records_test),
                60_000, "result cells");
        table.setFilter("");
        ViewTests.settled(table);
        UiWait.drain(display);
        assertEquals(List.of(Messages.Records_table, Messages.Records_test, Messages.Records_kernel, Messages.Records_metric,
                Messages.Records_value), List.of(table.model().header(0), table.model().header(1), table.model().header(2),
                        table.model().header(3), table.model().header(4)));
        // every cell of the seed's tables, as the analysis model holds them, painted as text
        for (int r = 0; r < table.rows().size(); r++) {
            for (int c = 1; c < 5; c++) {
                assertEquals(table.model().text(table.rows().row(r), c), ViewTests.cell(table, r, c));
            }
            assertTrue(ViewTests.cell(table, r, 0).contains(": "), "a table's title: " + ViewTests.cell(table, r, 0));
            assertTrue(!ViewTests.cell(table, r, 4).isEmpty(), "a value in row " + r);
        }
        ViewTests.maximize(view);
        Screenshots.save(window().getShell(), "records-seed002");
    }

    /** Exactly the diagnostics (file, line, reason) that {@code latscope summary --json} reports, in its order. */
    @Test
    @SuppressWarnings("unchecked")
    void diagnosticsOfSeed000AreTheSummarys() throws Exception {
        Path seed = TestData.path(SEED_000);
        IWorkbenchPage page = window().getActivePage();
        ViewTests.open(page, seed);
        DiagnosticsView view = (DiagnosticsView) page.showView(DiagnosticsView.ID);
        VirtualTable table = view.table();
        Display display = window().getShell().getDisplay();
        UiWait.until(display, () -> table.model().rowCount() > 0, 60_000, "diagnostics");
        table.setFilter("");
        ViewTests.settled(table);
        table.sort(-1, false);
        ViewTests.settled(table);
        UiWait.drain(display);
        Map<String, Object> json = (Map<String, Object>) Json.parse(Cli.run("summary", "--json", seed.toString()));
        List<String> expected = new ArrayList<>();
        for (Object f : (List<Object>) json.get("files")) {
            Map<String, Object> file = (Map<String, Object>) f;
            String name = Path.of((String) file.get("path")).getFileName().toString();
            for (Object d : (List<Object>) file.get("diagnostics")) {
                Map<String, Object> diagnostic = (Map<String, Object>) d;
                int line = ((Double) diagnostic.get("line")).intValue();
                // line 0 is the whole file: the view shows no number there
                expected.add(name + " | " + (line > 0 ? Integer.toString(line) : "") + " | " + diagnostic.get("reason"));
            }
        }
        assertTrue(!expected.isEmpty());
        List<String> shown = new ArrayList<>();
        for (int r = 0; r < table.rows().size(); r++) {
            shown.add(ViewTests.cell(table, r, 0) + " | " + ViewTests.cell(table, r, 1) + " | " + ViewTests.cell(table, r, 3));
        }
        assertEquals(expected, shown);
    }
}
