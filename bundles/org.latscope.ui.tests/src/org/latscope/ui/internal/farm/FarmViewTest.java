// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.farm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IEditorReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.latscope.testdata.TestData;
import org.latscope.ui.internal.views.ViewTests;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/**
 * The Farm view on a real farm result: {@code latscope farm} run over the testdata samples laid
 * out as three machines by three kernels (data/farm, made by {@code FarmFixtureTest} of the farm
 * module), one machine without the newest kernel. The grid shows machines by kernels coloured
 * by p99 or maximum, marks regressions, and a double-click opens the group's folder as a Trace Set.
 */
class FarmViewTest {

    @AfterEach
    void cleanUp() {
        ViewTests.cleanUp();
    }

    @Test
    void machinesByKernelsColouredWithRegressionsAndADoubleClickOpensTheRuns() throws Exception {
        IWorkbenchPage page = ViewTests.window().getActivePage();
        FarmView view = (FarmView) page.showView(FarmView.ID);
        view.open(TestData.path("farm"));
        Display display = view.grid().getDisplay();
        view.grid().getShell().setSize(1100, 700);
        page.setPartState(page.findViewReference(FarmView.ID), IWorkbenchPage.STATE_MAXIMIZED);
        UiWait.drain(display);
        FarmResult farm = FarmResult.read(TestData.path("farm"));
        assertEquals(List.of("nuc", "rpi4", "xavier"), farm.machines());
        assertEquals(List.of("6.1", "6.6", "6.12"), farm.kernels(), "kernels in version order, not text order");
        assertNull(farm.group("xavier", "6.12"), "xavier has no runs of 6.12");
        assertTrue(Files.isDirectory(Path.of(farm.group("rpi4", "6.6").folder())), farm.group("rpi4", "6.6").folder());
        assertTrue(!farm.regressions().isEmpty(), "a kernel step whose p99 rose");

        FarmGrid grid = view.grid();
        Point missing = grid.cellCentre("xavier", "6.12");
        assertNull(grid.groupAt(missing.x, missing.y));
        // the cells are coloured: the lowest p99 green, the highest red
        RGB low = pixel(grid, lowest(farm, FarmGrid.Measure.P99));
        RGB high = pixel(grid, highest(farm, FarmGrid.Measure.P99));
        assertTrue(low.green > low.red, "lowest is green: " + low);
        assertTrue(high.red > high.green, "highest is red: " + high);
        Screenshots.save(grid.getShell(), "farm-grid");
        grid.setMeasure(FarmGrid.Measure.MAX);
        UiWait.drain(display);
        RGB lowMax = pixel(grid, lowest(farm, FarmGrid.Measure.MAX));
        RGB highMax = pixel(grid, highest(farm, FarmGrid.Measure.MAX));
        assertTrue(lowMax.green > lowMax.red && highMax.red > highMax.green, lowMax + " to " + highMax);
        assertNotEquals(pixel(grid, lowest(farm, FarmGrid.Measure.P99)), pixel(grid, highest(farm, FarmGrid.Measure.P99)));
        grid.setMeasure(FarmGrid.Measure.P99);
        page.setPartState(page.findViewReference(FarmView.ID), IWorkbenchPage.STATE_RESTORED);

        Point cell = grid.cellCentre("rpi4", "6.6");
        Event e = new Event();
        e.x = cell.x;
        e.y = cell.y;
        e.button = 1;
        e.count = 2;
        // a double-click opens the group's folder in a Trace Set editor
        int before = page.getEditorReferences().length;
        view.grid().notifyListeners(SWT.MouseDoubleClick, e);
        UiWait.until(display, () -> page.getEditorReferences().length == before + 1, 20_000, "a Trace Set editor");
        IEditorReference editor = page.getEditorReferences()[page.getEditorReferences().length - 1];
        assertTrue(editor.getTitleToolTip().contains("ftrace-6.1-rt") || editor.getPartName().contains("ftrace-6.1-rt"),
                editor.getPartName() + " / " + editor.getTitleToolTip());
    }

    private static Point lowest(FarmResult farm, FarmGrid.Measure m) {
        FarmResult.Group g = farm.groups().values().stream().filter(x -> m.of(x) > 0)
                .min((a, b) -> Long.compare(m.of(a), m.of(b))).orElseThrow();
        return new Point(farm.machines().indexOf(g.machine()), farm.kernels().indexOf(g.kernel()));
    }

    private static Point highest(FarmResult farm, FarmGrid.Measure m) {
        FarmResult.Group g = farm.groups().values().stream().max((a, b) -> Long.compare(m.of(a), m.of(b))).orElseThrow();
        return new Point(farm.machines().indexOf(g.machine()), farm.kernels().indexOf(g.kernel()));
    }

    /** The colour a cell is filled with, a little inside its corner (its text is in the middle). */
    private static RGB pixel(FarmGrid grid, Point rowCol) {
        FarmResult farm = grid.result();
        Point c = grid.cellCentre(farm.machines().get(rowCol.x), farm.kernels().get(rowCol.y));
        Point size = grid.getSize();
        Image image = new Image(grid.getDisplay(), size.x, size.y);
        GC gc = new GC(grid);
        try {
            gc.copyArea(image, 0, 0);
            return image.getImageData().palette.getRGB(image.getImageData().getPixel(c.x - 50, c.y - 14));
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
