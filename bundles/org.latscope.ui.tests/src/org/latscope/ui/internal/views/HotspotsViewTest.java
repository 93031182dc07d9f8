// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertySheet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.testdata.TestData;
import org.latscope.ui.internal.preferences.AnalysisPreferences;
import org.latscope.ui.internal.preferences.TimelinePreferencePage;
import org.latscope.ui.internal.views.hotspots.HotspotsResult;
import org.latscope.ui.internal.views.hotspots.HotspotsTableModel;
import org.latscope.ui.internal.views.hotspots.HotspotsView;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/** The Hotspots view's defaults from the preferences, and its count per run on a folder of two runs. */
class HotspotsViewTest {

    @TempDir
    Path dir;

    private static IWorkbenchWindow window() {
        return ViewTests.window();
    }

    private static IEclipsePreferences preferences() {
        return InstanceScope.INSTANCE.getNode(TimelinePreferencePage.QUALIFIER);
    }

    @AfterEach
    void cleanUp() {
        preferences().remove(AnalysisPreferences.KEY_THRESHOLD);
        preferences().remove(AnalysisPreferences.KEY_GROUPING);
        ViewTests.cleanUp();
    }

    /** Closes the view if open, and opens it anew, as after a restart. */
    private static HotspotsView reopen(IWorkbenchPage page) throws Exception {
        IViewPart open = page.findView(HotspotsView.ID);
        if (open != null) {
            page.hideView(open);
        }
        return (HotspotsView) page.showView(HotspotsView.ID);
    }

    /** Waits until the view shows the hotspots of its controls' grouping and a threshold. */
    private static HotspotsView computed(HotspotsView view, long minNs) {
        Display display = view.getSite().getShell().getDisplay();
        UiWait.until(display, () -> view.model() != null
                && view.model().request().equals(new HotspotsResult.Request(view.grouping(), minNs)), 60_000, "the hotspots");
        UiWait.drain(display);
        return view;
    }

    /** Opens {@code path} and shows its hotspots by {@code by}, every step and row counted. */
    private static HotspotsView shown(IWorkbenchPage page, Path path, HotspotGrouping by) throws Exception {
        ViewTests.open(page, path);
        HotspotsView view = computed(reopen(page), 100_000);
        view.set(by, "0");
        return computed(view, 0);
    }

    /** Violation reports: a step each without a delta, no worst-N row; the status line says which grouping counts what. */
    @Test
    void nothingToGroupSaysWhatGroupsWhat() throws Exception {
        IWorkbenchPage page = window().getActivePage();
        HotspotsView view = shown(page, TestData.path("samples/public/critical_section_violates_heath_rt_U6_timestamps_4reports.txt"),
                HotspotGrouping.FUNCTION);
        assertEquals(0, view.model().rowCount());
        assertEquals("Nothing to group by function: no function step has a delta. Worst-N rows group by location or cause, "
                + "events by event, irq, softirq or task.",
                view.statusText());
        view.set(HotspotGrouping.LOCATION, "0");
        computed(view, 0);
        assertEquals("Nothing to group by location: no worst-N rows. Steps group by function, caller or marker.",
                view.statusText());
        UiWait.spin(page.getWorkbenchWindow().getShell().getDisplay(), 300);
        Screenshots.save(page.getWorkbenchWindow().getShell(), "hotspots-nothing-to-group");
        view.set(HotspotGrouping.FUNCTION, "100us");
    }

    @Test
    void thresholdAndGroupingStartFromThePreferences() throws Exception {
        preferences().put(AnalysisPreferences.KEY_THRESHOLD, "250us");
        preferences().put(AnalysisPreferences.KEY_GROUPING, HotspotGrouping.LOCATION.id());
        IWorkbenchPage page = window().getActivePage();
        ViewTests.open(page, TestData.path("seeds/001_abd67432cf475aff.txt"));
        HotspotsView view = computed(reopen(page), 250_000);
        assertEquals("250us", view.thresholdField().getText());
        assertEquals(HotspotGrouping.LOCATION, view.grouping());
        // and back to the defaults: 100 us, by function
        preferences().remove(AnalysisPreferences.KEY_THRESHOLD);
        preferences().remove(AnalysisPreferences.KEY_GROUPING);
        HotspotsView fresh = computed(reopen(page), 100_000);
        assertEquals("100us", fresh.thresholdField().getText());
        assertEquals(HotspotGrouping.FUNCTION, fresh.grouping());
    }

    /** Each run's count column equals {@code latscope hotspots --json} on that run's folder alone. */
    @Test
    void aCountColumnPerRunAsTheCommandLinePrintsForEachRun() throws Exception {
        Path runs = ViewTests.twoRuns(dir);
        IWorkbenchPage page = window().getActivePage();
        ViewTests.open(page, runs);
        HotspotsView view = computed(reopen(page), 100_000);
        view.set(HotspotGrouping.FUNCTION, "0");
        computed(view, 0);
        view.table().setFilter("");
        ViewTests.settled(view.table());
        HotspotsTableModel model = view.model();
        List<String> names = List.of("lt040903", "lt040907");
        assertEquals(names, model.result().runs());
        assertEquals(HotspotsTableModel.RUNS + 2, model.columnCount());
        for (int r = 0; r < names.size(); r++) {
            Map<String, Long> cli = cliCounts(runs.resolve(names.get(r)));
            assertFalse(cli.isEmpty());
            Map<String, Long> shown = new HashMap<>();
            for (int row = 0; row < model.rowCount(); row++) {
                long count = model.result().runCounts()[row][r];
                if (count > 0) {
                    shown.put(model.hotspot(row).key(), Long.valueOf(count));
                }
            }
            assertEquals(cli, shown, names.get(r));
            assertEquals("Count in " + names.get(r), model.header(HotspotsTableModel.RUNS + r));
        }
        // as painted: mark_offset_tsc once in lt040903 (+2.878 ms), 12 times in lt040907
        int tsc = ViewTests.row(view.table(), "mark_offset_tsc");
        assertEquals(cliCounts(runs.resolve("lt040903")).get("mark_offset_tsc").toString(),
                ViewTests.cell(view.table(), tsc, HotspotsTableModel.RUNS));
        assertEquals(cliCounts(runs.resolve("lt040907")).get("mark_offset_tsc").toString(),
                ViewTests.cell(view.table(), tsc, HotspotsTableModel.RUNS + 1));
        ViewTests.maximize(view);
        Screenshots.save(window().getShell(), "hotspots-runs");
    }

    /** softirq durations of a 6.18 events capture, by vector as the trace spells it, as hotspots --by softirq prints them. */
    @Test
    void softirqsOfAnEventsCaptureGroupByVector() throws Exception {
        IWorkbenchPage page = window().getActivePage();
        Path events = TestData.path("samples/ftrace/events-default-format.txt");
        HotspotsView view = shown(page, events, HotspotGrouping.SOFTIRQ);
        view.table().setFilter("");
        ViewTests.settled(view.table());
        String json = Cli.run("hotspots", "--by", "softirq", "--min", "0", "--json", "--unit", "ns", events.toString());
        HotspotsTableModel model = view.model();
        assertEquals(4, model.rowCount(), json);
        for (String vector : List.of("SCHED", "RCU", "TIMER", "BLOCK")) {
            int at = json.indexOf("\"key\": \"" + vector + "\"");
            assertTrue(at > 0, vector + " in " + json);
            int row = ViewTests.row(view.table(), vector);
            Hotspot h = model.hotspot(view.table().rows().row(row));
            assertEquals((long) Cli.number(json, "count", at), h.count(), vector);
            assertEquals((long) Cli.number(json, "total_ns", at), h.totalNs(), vector);
            assertEquals((long) Cli.number(json, "max_ns", at), h.maxNs(), vector);
        }
        assertEquals("284 of 284 steps and rows reach the threshold", view.statusText());
        ViewTests.maximize(view);
        Screenshots.save(window().getShell(), "hotspots-softirq");
    }

    /** A selected hotspot's components in the Properties view, durations as the views show them. */
    @Test
    void aSelectedHotspotShowsItsFiguresInTheProperties() throws Exception {
        IWorkbenchPage page = window().getActivePage();
        HotspotsView view = shown(page, TestData.path("seeds/001_abd67432cf475aff.txt"), HotspotGrouping.LOCATION);
        PropertySheet sheet = (PropertySheet) page.showView(IPageLayout.ID_PROP_SHEET);
        page.activate(view);
        int row = view.table().rows().row(ViewTests.row(view.table(), "end:697/sched.c"));
        view.table().select(row);
        Hotspot hotspot = view.model().hotspot(row);
        assertNotNull(Adapters.adapt(hotspot, IPropertySource.class), "a hotspot's property source");
        assertEquals(hotspot, ((IStructuredSelection) view.getSite().getSelectionProvider().getSelection()).getFirstElement());
        Display display = view.getSite().getShell().getDisplay();
        UiWait.drain(display);
        Tree properties = (Tree) sheet.getCurrentPage().getControl();
        UiWait.until(display, () -> properties.getItemCount() > 0, 10_000, "Properties to show the hotspot");
        TreeItem category = properties.getItem(0);
        category.setExpanded(true);
        UiWait.drain(display);
        assertEquals("Hotspot", category.getText(0));
        AnalysisPreferences preferences = new AnalysisPreferences();
        assertEquals("end:697/sched.c", valueOf(category, "key"));
        assertEquals("43", valueOf(category, "count"));
        assertEquals(preferences.format(hotspot.totalNs()), valueOf(category, "total"));
        assertEquals(preferences.format(hotspot.maxNs()), valueOf(category, "max"));
        assertEquals(Integer.toString(hotspot.traces().size()), valueOf(category, "traces"));
        Screenshots.save(window().getShell(), "properties-hotspot");
    }

    private static String valueOf(TreeItem category, String name) {
        for (TreeItem item : category.getItems()) {
            if (item.getText(0).equals(name)) {
                return item.getText(1);
            }
        }
        return "no property " + name;
    }

    /** @return key to count of {@code latscope hotspots --by function --min 0 --json} on a folder */
    @SuppressWarnings("unchecked")
    private static Map<String, Long> cliCounts(Path folder) {
        Map<String, Object> json = (Map<String, Object>) Json.parse(
                Cli.run("hotspots", "--by", "function", "--min", "0", "--json", folder.toString()));
        Map<String, Long> counts = new HashMap<>();
        for (Object o : (List<Object>) json.get("hotspots")) {
            Map<String, Object> h = (Map<String, Object>) o;
            counts.put((String) h.get("key"), Long.valueOf(((Double) h.get("count")).longValue()));
        }
        return counts;
    }
}
