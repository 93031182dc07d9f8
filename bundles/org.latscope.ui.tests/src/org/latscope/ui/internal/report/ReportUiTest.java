// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.forms.editor.FormPage;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.menus.CommandContributionItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.testdata.TestData;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.editor.OverviewPage;
import org.latscope.ui.internal.views.ViewTests;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/** The report in the explorer: the toolbars' Export, the wizard's overwrite question, the Preview in a real browser. */
class ReportUiTest {

    private static final String EXPORT = "org.latscope.ui.exportReport";

    @TempDir
    Path dir;

    @AfterEach
    void cleanUp() {
        IWorkbenchWindow window = ViewTests.window();
        IViewPart preview = window.getActivePage().findView(ReportPreviewView.ID);
        if (preview != null) {
            window.getActivePage().hideView(preview);
        }
        ViewTests.cleanUp();
    }

    private static List<String> commands(IContributionItem[] items) {
        List<String> ids = new ArrayList<>();
        for (IContributionItem item : items) {
            if (item instanceof CommandContributionItem c && c.getCommand() != null) {
                ids.add(c.getCommand().getId());
            } else if (item.getId() != null) {
                ids.add(item.getId()); // a plugin.xml contribution, rendered by e4
            }
        }
        return ids;
    }

    @Test
    void theEditorAndTheViewsOfferExport() throws Exception {
        IWorkbenchWindow window = ViewTests.window();
        TraceSetEditor editor = ViewTests.open(window.getActivePage(), TestData.path("samples"));
        FormPage overview = (FormPage) editor.findPage(OverviewPage.ID);
        List<String> editorCommands = commands(overview.getManagedForm().getForm().getToolBarManager().getItems());
        assertTrue(editorCommands.containsAll(List.of(EXPORT, "org.latscope.ui.previewReport")), editorCommands.toString());
        for (String view : List.of("org.latscope.ui.views.hotspots", "org.latscope.ui.views.calls", "org.latscope.ui.views.statistics")) {
            IViewPart part = window.getActivePage().showView(view);
            List<String> viewCommands = commands(part.getViewSite().getActionBars().getToolBarManager().getItems());
            assertTrue(viewCommands.contains(EXPORT + ".view"), view + ": " + viewCommands);
        }
    }

    @Test
    void theWizardAsksBeforeReplacingAndWritesInAJob() throws Exception {
        IWorkbenchWindow window = ViewTests.window();
        Display display = window.getShell().getDisplay();
        TraceSetEditor editor = ViewTests.open(window.getActivePage(), TestData.path("samples"));
        Path target = dir.resolve("samples.html");
        byte[] mine = "my notes".getBytes(StandardCharsets.UTF_8);
        Files.write(target, mine);
        ReportWizard wizard = new ReportWizard(editor.traceSet());
        WizardDialog dialog = new WizardDialog(window.getShell(), wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            wizard.destination().setTarget(target);
            List<Path> asked = new ArrayList<>();
            wizard.setOverwriteQuestion(p -> asked.add(p) && false);
            assertTrue(wizard.canFinish());
            assertFalse(wizard.performFinish(), "declined: the wizard stays open");
            assertEquals(List.of(target), asked);
            assertArrayEquals(mine, Files.readAllBytes(target), "untouched");
            wizard.setOverwriteQuestion(p -> true);
            assertTrue(wizard.performFinish());
            wizard.job().join(60_000, null);
            UiWait.drain(display);
            String page = Files.readString(target);
            assertTrue(page.startsWith("<!DOCTYPE html>") && page.contains("id=\"timelines\""), page.substring(0, 200));
            try (var files = Files.list(dir)) {
                assertEquals(List.of(target), files.toList(), "no temporary file left");
            }
        } finally {
            dialog.close();
        }
    }

    @Test
    void thePreviewShowsTheReportInABrowser() throws Exception {
        IWorkbenchWindow window = ViewTests.window();
        Display display = window.getShell().getDisplay();
        ViewTests.open(window.getActivePage(), TestData.path("samples"));
        window.getService(IHandlerService.class).executeCommand("org.latscope.ui.previewReport", null);
        ReportPreviewView view = (ReportPreviewView) window.getActivePage().findView(ReportPreviewView.ID);
        UiWait.until(display, view::isLoaded, 120_000, "the report to show in the preview");
        String html = view.html();
        for (String section : Arrays.asList("id=\"summary\"", "id=\"timelines\"", "id=\"hotspots\"", "id=\"histogram\"")) {
            assertTrue(html.contains(section), section);
        }
        ViewTests.maximize(view);
        UiWait.spin(display, 1500);
        assertTrue(Files.isRegularFile(Screenshots.save(window.getShell(), "report-preview")));
    }
}
