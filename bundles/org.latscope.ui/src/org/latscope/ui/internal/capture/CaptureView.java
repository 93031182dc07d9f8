// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;
import org.latscope.capture.CaptureResult;
import org.latscope.capture.TargetInfo;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.editor.UiRefresh;
import org.latscope.ui.internal.views.table.VirtualTable;

/**
 * A running or finished capture: what it captures from where, the maximum latency as it rises
 * (a live chart), the snapshots as they arrive (double-click opens one), Stop, and the run
 * folder, which opens as a Trace Set that is read again as snapshots arrive.
 */
public final class CaptureView extends ViewPart {

    public static final String ID = "org.latscope.ui.views.capture"; //$NON-NLS-1$

    private Label status;
    private MaxLatencyChart chart;
    private VirtualTable table;
    private CaptureJob job;
    private CaptureSession session;
    private UiRefresh refresh;
    private Runnable listener;
    private RunFolderEditor runFolder;
    private int snapshotsShown;
    private boolean openedAtEnd;
    private final Action stop = new Action(Messages.CaptureView_stop) {
        @Override
        public void run() {
            if (job != null) {
                job.cancel();
                setEnabled(false);
                status.setText(NLS.bind(Messages.CaptureView_stopping, session.request().target()));
            }
        }
    };
    private final Action open = new Action(Messages.CaptureView_openRun) {
        @Override
        public void run() {
            if (session != null) {
                runFolder.open();
            }
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(parent);
        status = new Label(parent, SWT.WRAP);
        status.setText(Messages.CaptureView_none);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(status);
        SashForm sash = new SashForm(parent, SWT.VERTICAL);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(sash);
        chart = new MaxLatencyChart(sash);
        table = new VirtualTable(sash);
        table.setModel(new SnapshotsTableModel(List.of()));
        table.addDoubleClickListener(row -> openSnapshot(((SnapshotsTableModel) table.model()).row(row).file()));
        sash.setWeights(3, 2);
        IToolBarManager toolbar = getViewSite().getActionBars().getToolBarManager();
        toolbar.add(stop);
        toolbar.add(open);
        stop.setEnabled(false);
        open.setEnabled(false);
        refresh = new UiRefresh(parent.getDisplay(), this::update);
    }

    /**
     * Shows a capture and starts it.
     *
     * @param capture the job to run, holding its session
     */
    void start(CaptureJob capture) {
        if (session != null) {
            session.removeListener(listener);
        }
        job = capture;
        session = capture.session();
        snapshotsShown = 0;
        openedAtEnd = false;
        runFolder = new RunFolderEditor(getSite().getPage(), session.request().runFolder());
        listener = refresh::request;
        session.addListener(listener);
        stop.setEnabled(true);
        open.setEnabled(true);
        update();
        capture.schedule();
    }

    /** @return the run folder's Trace Set editor, null before the first snapshot */
    TraceSetEditor runFolderEditor() {
        return runFolder == null ? null : runFolder.editor();
    }

    /** @return the capture shown, null before one started */
    CaptureSession session() {
        return session;
    }

    private void update() {
        if (status.isDisposed() || session == null) {
            return;
        }
        List<CaptureSession.Snapshot> snapshots = session.snapshots();
        status.setText(describe(session, snapshots.size()));
        chart.show(session.samples(), snapshots, session.isEnded() ? session.lastReadMs() : elapsedOrRead());
        if (snapshots.size() != snapshotsShown) {
            snapshotsShown = snapshots.size();
            table.setModel(new SnapshotsTableModel(snapshots));
            table.fitColumns();
            runFolder.arrived(); // the run folder's Trace Set fills as files arrive
        }
        CaptureResult result = session.result();
        if (result != null && snapshotsShown == 0 && !result.files().isEmpty() && !openedAtEnd) {
            openedAtEnd = true; // a streamed run's trace.dat, or the trace saved at the end
            runFolder.arrived();
        }
        stop.setEnabled(!session.isEnded());
        status.getParent().layout(true, true);
    }

    private long elapsedOrRead() {
        return session.lastReadMs();
    }

    private static String describe(CaptureSession s, int snapshots) {
        CaptureRequest r = s.request();
        TargetInfo info = s.info();
        String where = info == null ? r.target() : NLS.bind(Messages.CaptureView_where, r.target(), info.kernelRelease());
        List<CaptureSession.Sample> line = s.samples();
        long max = line.isEmpty() ? 0 : line.get(line.size() - 1).maxUs();
        String figures = NLS.bind(Messages.CaptureView_figures, new Object[] { r.settings().tracer(),
                String.format(Locale.ROOT, "%,d", Long.valueOf(max)), Integer.valueOf(snapshots), r.runFolder() }); //$NON-NLS-1$
        String state;
        if (!s.isEnded()) {
            state = info == null ? Messages.CaptureView_connecting : Messages.CaptureView_running;
        } else if (s.result() == null) {
            state = NLS.bind(Messages.CaptureView_failed, s.failure());
        } else {
            CaptureResult result = s.result();
            state = NLS.bind(Messages.CaptureView_ended, result.end().name().toLowerCase(Locale.ROOT).replace('_', ' '),
                    result.restoreNote()) + (result.failure() == null ? "" : " " + result.failure()); //$NON-NLS-1$ //$NON-NLS-2$
            if (result.events() > 0 && !result.files().isEmpty()) {
                state += "\n" + NLS.bind(Messages.CaptureView_streamed, new Object[] { //$NON-NLS-1$
                        String.format(Locale.ROOT, "%,d", Long.valueOf(result.events())), //$NON-NLS-1$
                        result.files().get(result.files().size() - 1).getFileName(),
                        String.format(Locale.ROOT, "%,d", Long.valueOf(result.lostEvents())) }); //$NON-NLS-1$
            }
        }
        // the run says how the target was restored as a notice too: once is enough
        List<String> notices = s.notices().stream().filter(n -> s.result() == null || !n.equals(s.result().restoreNote())).toList();
        String notice = notices.isEmpty() ? "" : "\n" + String.join("\n", notices); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        return where + " \u00b7 " + figures + "\n" + state + notice; //$NON-NLS-1$ //$NON-NLS-2$
    }

    private void openSnapshot(Path file) {
        try {
            TraceSetEditor.open(getSite().getPage(), file);
        } catch (PartInitException e) {
            status.setText(e.getMessage());
        }
    }

    @Override
    public void setFocus() {
        table.setFocus();
    }

    @Override
    public void dispose() {
        if (session != null) {
            session.removeListener(listener);
        }
        super.dispose();
    }
}
