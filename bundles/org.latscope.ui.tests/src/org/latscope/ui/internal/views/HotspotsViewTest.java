// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertEquals;


import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.testdata.TestData;
import org.latscope.ui.internal.preferences.AnalysisPreferences;
import org.latscope.ui.internal.preferences.TimelinePreferencePage;
import org.latscope.ui.internal.views.hotspots.HotspotsResult;
import org.latscope.ui.internal.views.hotspots.HotspotsView;
import org.latscope.ui.tests.UiWait;

/** The Hotspots view's defaults from the preferences. */
class HotspotsViewTest {

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
}
