// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.report;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.browser.ProgressAdapter;
import org.eclipse.swt.browser.ProgressEvent;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;
import org.latscope.report.ReportOptions;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;

/**
 * Report Preview: the HTML report of a trace set in an SWT {@link Browser} inside the
 * explorer, exactly the page File &gt; Export writes (computed in a {@link ReportJob}, handed
 * to the browser on the UI thread). Without a browser engine it says so in a label.
 */
public final class ReportPreviewView extends ViewPart {

    /** The view's id. */
    public static final String ID = "org.latscope.ui.views.reportPreview"; //$NON-NLS-1$

    private Browser browser;
    private Label message;
    private String html;
    private boolean loaded;
    private Job job;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new FillLayout());
        try {
            browser = new Browser(parent, SWT.NONE);
            browser.setJavascriptEnabled(false);
            browser.addProgressListener(new ProgressAdapter() {
                @Override
                public void completed(ProgressEvent event) {
                    loaded = html != null;
                }
            });
            browser.setText(page(Messages.Report_previewEmpty));
        } catch (SWTError e) {
            message = new Label(parent, SWT.WRAP);
            message.setText(Messages.Report_noBrowser + "\n" + e.getMessage()); //$NON-NLS-1$
        }
    }

    /**
     * Computes the set's report in the background and shows it.
     *
     * @param set the set, null or still loading for a note instead
     */
    public void preview(OpenedTraceSet set) {
        if (set == null || !set.isDone() || set.traceSet() == null) {
            show(null, page(Messages.Report_noSet));
            return;
        }
        setContentDescription(set.path().toString());
        if (job != null) {
            job.cancel();
        }
        job = ReportJob.preview(new ReportRequest(set, ReportOptions.defaults()), page -> {
            if (browser != null && !browser.isDisposed()) {
                browser.getDisplay().asyncExec(() -> show(page, page));
            }
        });
        job.schedule();
    }

    private void show(String report, String page) {
        if (browser == null || browser.isDisposed()) {
            return;
        }
        html = report;
        loaded = false;
        browser.setText(page);
    }

    private static String page(String note) {
        return "<!DOCTYPE html><html><body style=\"font:14px sans-serif;color:#555\"><p>" //$NON-NLS-1$
                + note + "</p></body></html>"; // our own messages, no trace text //$NON-NLS-1$
    }

    /** @return the report shown, null before one is */
    public String html() {
        return html;
    }

    /** @return whether the browser finished loading the report shown */
    public boolean isLoaded() {
        return loaded;
    }

    /** @return the job computing the last preview, null before */
    public Job job() {
        return job;
    }

    @Override
    public void setFocus() {
        if (browser != null) {
            browser.setFocus();
        } else if (message != null) {
            message.setFocus();
        }
    }

    @Override
    public void dispose() {
        if (job != null) {
            job.cancel();
        }
        super.dispose();
    }
}
