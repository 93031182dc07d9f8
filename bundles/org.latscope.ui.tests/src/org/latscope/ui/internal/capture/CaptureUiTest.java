// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.capture.CaptureResult;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.QemuTestTarget;
import org.latscope.ui.internal.views.ViewTests;
import org.latscope.ui.tests.Screenshots;
import org.latscope.ui.tests.UiWait;

/**
 * The Capture wizard and view against Debian's PREEMPT_RT kernel under QEMU, over SSH: Connect
 * reads the target's tracers, wakeup_rt with three snapshots runs from Finish, the view charts
 * the maximum as it rises and lists each snapshot, the run folder opens as a Trace Set holding
 * them, and the target is written back.
 */
class CaptureUiTest {

    @TempDir
    Path dir;

    @Test
    void theWizardProbesTheKernelAndTheViewShowsEachNewMaximum() throws Exception {
        Assumptions.assumeFalse(QemuTestTarget.skipped(), "LATSCOPE_SKIP_TARGET_TESTS is set: the tests against the QEMU kernel are disabled");
        QemuTestTarget target = QemuTestTarget.get();
        IWorkbenchWindow window = ViewTests.window();
        Display display = window.getShell().getDisplay();
        CapturePreferences preferences = new CapturePreferences(InstanceScope.INSTANCE.getNode("org.latscope.ui.tests/capture"));
        Path knownHosts = dir.resolve("known_hosts");
        CaptureWizard wizard = new CaptureWizard(window.getActivePage(), preferences,
                o -> o.withKnownHosts(knownHosts).isolated());
        WizardDialog dialog = new WizardDialog(window.getShell(), wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        Path runFolder = dir.resolve("wakeup_rt-run");
        CaptureJob job;
        try {
            dialog.getShell().setSize(940, 720);
            CaptureTargetPage targetPage = wizard.targetPage();
            targetPage.setTarget(target.url(), target.identity());
            targetPage.probe();
            UiWait.until(display, () -> targetPage.probed() != null, 120_000, "Connect to read the target's tracefs");
            TargetProbe.Result probed = targetPage.probed();
            assertNull(probed.problem(), "probe: " + probed.problem());
            assertTrue(probed.info().kernelRelease().contains("-rt-"), probed.info().kernelRelease());
            assertTrue(probed.info().tracers().contains("wakeup_rt"), probed.info().tracers().toString());
            assertTrue(targetPage.isPageComplete());
            dialog.showPage(wizard.tracerPage());
            // every function traced in the wakeup window stalls a TCG guest: the tracer's own records only
            wizard.tracerPage().choose("wakeup_rt", "nofunction-trace", 3, 90, runFolder);
            assertTrue(wizard.canFinish(), wizard.tracerPage().getErrorMessage());
            Screenshots.save(dialog.getShell(), "capture-wizard");
            assertTrue(wizard.performFinish());
            job = wizard.started();
        } finally {
            dialog.close();
        }
        assertNotNull(job);
        CaptureSession session = job.session();
        CaptureView view = (CaptureView) window.getActivePage().findView(CaptureView.ID);
        assertNotNull(view, "Finish shows the Capture view");
        UiWait.until(display, () -> session.snapshots().size() >= 3 || session.isEnded(), 180_000,
                "three snapshots of rising maxima");
        UiWait.spin(display, 2500); // the view's refresh, the run folder's editor
        window.getActivePage().activate(view);
        window.getActivePage().setPartState(window.getActivePage().getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        UiWait.spin(display, 500);
        Screenshots.save(window.getShell(), "capture-live");
        window.getActivePage().setPartState(window.getActivePage().getReference(view), IWorkbenchPage.STATE_RESTORED);
        job.join(120_000, null);
        UiWait.drain(display);
        CaptureResult result = session.result();
        assertNotNull(result, "ended: " + session.failure());
        assertTrue(result.restored(), result.restoreNote());
        List<CaptureSession.Snapshot> snapshots = session.snapshots();
        // three when the kernel's maximum rises three times in the 90 s; an early spike can stand longer
        assertTrue(snapshots.size() >= 2, snapshots.toString());
        for (int i = 1; i < snapshots.size(); i++) {
            assertTrue(snapshots.get(i).latencyUs() > snapshots.get(i - 1).latencyUs(), "rising: " + snapshots);
        }
        for (CaptureSession.Snapshot s : snapshots) {
            assertTrue(Files.size(s.file()) > 0, s.file().toString());
        }
        assertEquals(List.of("lt.01", "lt.02", "lt.03").subList(0, snapshots.size()),
                snapshots.stream().map(s -> s.file().getFileName().toString()).toList());
        // the run folder opened as a Trace Set, read again as snapshots arrived
        UiWait.until(display, () -> view.runFolderEditor() != null && view.runFolderEditor().showsLoadedSet(), 60_000,
                "the run folder's Trace Set to load");
        TraceSet set = view.runFolderEditor().traceSet().traceSet();
        List<LatencyTrace> traces = TraceSets.latencyTraces(set);
        assertTrue(traces.size() >= 2, "snapshots read back: " + traces.size());
    }
}
