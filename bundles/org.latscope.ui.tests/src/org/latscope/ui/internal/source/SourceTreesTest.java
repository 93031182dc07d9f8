// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.source.SystemTrees;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.editor.OverviewPage;
import org.latscope.ui.internal.preferences.SourceTreesPreferencePage;
import org.latscope.ui.internal.views.ViewTests;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/** The Source Trees preference page, and a set's own tree overriding the choice by release. */
class SourceTreesTest {

    private static final String WORST20 = "samples/worst20/latencytimes-2.4.10-pre12.txt";

    private static final Path LINUX_SOURCE_61 = Path.of("/usr/src/linux-source-6.1.tar.xz");

    private final SourcePreferences preferences = new SourcePreferences();

    @AfterEach
    void cleanUp() {
        preferences.setTrees(List.of());
        preferences.setSetTree(TestData.path(WORST20), null);
        ViewTests.cleanUp();
        // without a window manager a closed dialog leaves no shell active: later tests need the focus
        ViewTests.window().getShell().forceActive();
        UiWait.drain(ViewTests.window().getShell().getDisplay());
    }

    @Test
    void thePageListsTreesWithTheReleaseOfTheirMakefile() throws Exception {
        Display display = ViewTests.window().getShell().getDisplay();
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(ViewTests.window().getShell(),
                "org.latscope.ui.preferences.sourceTrees", null, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            SourceTreesPreferencePage page = (SourceTreesPreferencePage) dialog.getSelectedPage();
            Path tree = TestData.path("kernel-src/linux-2.6.9");
            page.add(tree.toString());
            UiWait.until(display, () -> page.listed().equals(List.of(tree + " (2.6.9)")), 30_000, "the release of " + tree);
            if (Files.isRegularFile(LINUX_SOURCE_61)) {
                UiWait.until(display, () -> page.systemListed().contains(LINUX_SOURCE_61 + " (6.1)"), 30_000,
                        "the system's " + LINUX_SOURCE_61);
            }
            UiWait.drain(display);
            Screenshots.save(dialog.getShell(), "source-trees-preferences");
            assertTrue(page.performOk());
            assertEquals(List.of(tree), preferences.trees());
        } finally {
            dialog.close();
        }
    }

    /** Without a tree in the list or a kernel-src folder, a set's candidates are the system's full source. */
    @Test
    void aSetWithNoTreeTakesTheSystemsSource(@TempDir Path dir) throws Exception {
        Path src = Files.createDirectories(dir.resolve("usr/src/linux-source-6.1"));
        Files.createDirectories(dir.resolve("usr/src/linux-headers-6.1.0-18-amd64"));
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode("org.latscope.ui.tests.sourceTrees");
        try {
            SourcePreferences own = new SourcePreferences(node, new SystemTrees(dir.resolve("usr/src"), dir.resolve("lib/modules")));
            Path traces = Files.createDirectories(dir.resolve("traces"));
            assertEquals(List.of(src), own.candidates(traces));
            assertEquals(List.of(TestData.path("kernel-src/linux-2.4.16"), TestData.path("kernel-src/linux-2.6.22.19"),
                    TestData.path("kernel-src/linux-2.6.9")), own.candidates(TestData.path(WORST20)));
            own.setTrees(List.of(TestData.path("kernel-src/linux-2.6.9")));
            assertEquals(List.of(TestData.path("kernel-src/linux-2.6.9")), own.candidates(traces));
        } finally {
            node.removeNode();
        }
    }

    /** The worst-20 sample of 2.4.10-pre12 picks 2.4.16 by release; its own tree, 2.6.9, overrides that. */
    @Test
    void aSetsOwnTreeOverridesTheChoiceByRelease() throws Exception {
        Path worst20 = TestData.path(WORST20);
        preferences.setSetTree(worst20, TestData.path("kernel-src/linux-2.6.9"));
        IWorkbenchPage page = ViewTests.window().getActivePage();
        TraceSetEditor set = ViewTests.open(page, worst20);
        set.showOverview();
        OverviewPage overview = (OverviewPage) set.findPage(OverviewPage.ID);
        Display display = page.getWorkbenchWindow().getShell().getDisplay();
        UiWait.until(display, () -> overview.source().treeText().contains("linux-2.6.9"), 30_000, "the set's own tree");
        assertTrue(overview.source().treeText().contains("the only tree"), overview.source().treeText());
        assertTrue(overview.source().driftText().contains("2.6.9") && overview.source().driftText().contains("2.4.10-pre12"),
                overview.source().driftText());
        page.setPartState(page.getReference(set), IWorkbenchPage.STATE_MAXIMIZED);
        UiWait.spin(display, 500);
        Screenshots.save(page.getWorkbenchWindow().getShell(), "source-overview-own-tree");
        page.setPartState(page.getReference(set), IWorkbenchPage.STATE_RESTORED);
    }
}
