// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.editor;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.editor.FormPage;
import org.eclipse.ui.forms.events.HyperlinkAdapter;
import org.eclipse.ui.forms.events.HyperlinkEvent;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.eclipse.ui.forms.widgets.ScrolledForm;
import org.eclipse.ui.forms.widgets.Section;
import org.latscope.analysis.overview.ContentCounts;
import org.latscope.analysis.overview.TraceSetOverview;
import org.latscope.analysis.overview.WorstLatency;
import org.latscope.model.Severity;
import org.latscope.ui.internal.MemoryShort;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.source.SourceSection;
import org.latscope.ui.internal.timeline.TimeUnits;

/**
 * The Overview page of the Trace Set editor: files and formats, what they hold, the worst
 * latency and where it is, the diagnostics, the kernel releases and the capture timeline strip,
 * all as {@link org.latscope.analysis.overview.OverviewAnalysis} and
 * {@link org.latscope.analysis.timeline.CaptureTimelineAnalysis} computed them.
 */
public final class OverviewPage extends FormPage {

    /** The page id. */
    public static final String ID = "org.latscope.ui.editors.traceSet.overview"; //$NON-NLS-1$

    private final OpenedTraceSet opened;
    private FormToolkit toolkit;
    private ScrolledForm form;
    private Label files;
    private Label contents;
    private Label lines;
    private Hyperlink worst;
    private Hyperlink diagnostics;
    private Label releases;
    private CaptureStrip strip;
    private DiagnosticsList diagnosticsList;
    private SourceSection source;

    /**
     * @param editor the Trace Set editor
     * @param opened the set it shows
     */
    public OverviewPage(FormEditor editor, OpenedTraceSet opened) {
        super(editor, ID, Messages.Overview_title);
        this.opened = opened;
    }

    @Override
    protected void createFormContent(IManagedForm managedForm) {
        form = managedForm.getForm();
        toolkit = managedForm.getToolkit();
        Path name = opened.path().getFileName();
        form.setText(NLS.bind(Messages.Overview_heading, name == null ? opened.path() : name));
        Composite body = form.getBody();
        body.setLayout(new GridLayout(1, false));
        Composite set = section(body, Messages.Overview_set);
        value(set, Messages.Overview_location).setText(opened.path().toString());
        files = value(set, Messages.Overview_files);
        lines = value(set, Messages.Overview_lines);
        releases = value(set, Messages.Overview_releases);
        Composite held = section(body, Messages.Overview_contents);
        contents = value(held, Messages.Overview_found);
        Composite latency = section(body, Messages.Overview_worst);
        worst = link(latency, Messages.Overview_worstAt, () -> revealWorst());
        diagnostics = link(latency, Messages.Overview_diagnostics, () -> diagnosticsList.toggle());
        source = new SourceSection(section(body, Messages.Source_overviewSection), toolkit, opened, () -> form.reflow(true));
        Composite captures = section(body, Messages.Overview_captures);
        strip = new CaptureStrip(captures);
        GridData stripData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        stripData.widthHint = 200;
        stripData.heightHint = 70;
        strip.control().setLayoutData(stripData);
        diagnosticsList = new DiagnosticsList(body, toolkit, opened);
        org.latscope.ui.internal.report.ReportToolbar.fill(form.getToolBarManager(), getSite());
        form.updateToolBar();
        refresh();
    }

    private Composite section(Composite parent, String title) {
        Section section = toolkit.createSection(parent, Section.TITLE_BAR);
        section.setText(title);
        section.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false));
        Composite client = toolkit.createComposite(section);
        client.setLayout(new GridLayout(2, false));
        section.setClient(client);
        return client;
    }

    private Label value(Composite parent, String name) {
        toolkit.createLabel(parent, name).setForeground(form.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        Label label = toolkit.createLabel(parent, "", SWT.WRAP); //$NON-NLS-1$
        label.setLayoutData(wrapping());
        return label;
    }

    /** Fills the width and wraps: the small width hint lets the label shrink below its text. */
    private static GridData wrapping() {
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.widthHint = 200;
        return data;
    }

    private Hyperlink link(Composite parent, String name, Runnable action) {
        toolkit.createLabel(parent, name).setForeground(form.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        Hyperlink link = toolkit.createHyperlink(parent, "", SWT.WRAP); //$NON-NLS-1$
        link.setLayoutData(wrapping());
        link.addHyperlinkListener(new HyperlinkAdapter() {
            @Override
            public void linkActivated(HyperlinkEvent e) {
                action.run();
            }
        });
        return link;
    }

    /** Shows what is loaded; on the UI thread. */
    public void refresh() {
        if (form == null || form.isDisposed()) {
            return;
        }
        OpenedTraceSet.Results results = opened.results();
        if (results == null) {
            String status = opened.problem() != null ? opened.problem()
                    : NLS.bind(Messages.Overview_reading, Integer.valueOf(opened.arrivedCount()));
            boolean counting = opened.problem() == null && !files.getText().isEmpty();
            files.setText(status);
            if (!counting) {
                form.reflow(true); // a count of files read is one line already laid out: no reflow of the whole form for it
            }
            return;
        }
        TraceSetOverview o = results.overview();
        MemoryShort memoryShort = opened.memoryShort();
        // a short heading: a long one widens the form past the window and the labels stop wrapping
        form.setMessage(memoryShort == null ? null : memoryShort.headline(),
                memoryShort == null ? IMessageProvider.NONE : IMessageProvider.WARNING);
        List<String> formats = new ArrayList<>();
        o.formats().forEach(f -> formats.add(f.formatId() + " " + f.files())); //$NON-NLS-1$
        if (o.unrecognized() > 0) {
            formats.add(NLS.bind(Messages.Overview_unrecognized, Integer.valueOf(o.unrecognized())));
        }
        if (o.nothingRead() > 0) {
            formats.add(NLS.bind(Messages.Overview_nothingRead, Integer.valueOf(o.nothingRead())));
        }
        files.setText(NLS.bind(Messages.Overview_filesValue, Integer.valueOf(o.fileCount()), String.join(", ", formats)) //$NON-NLS-1$
                + (memoryShort == null ? "" : "\n" + memoryShort.text())); //$NON-NLS-1$ //$NON-NLS-2$
        lines.setText(NLS.bind(Messages.Overview_linesValue,
                new Object[] { Long.valueOf(o.linesRead()), Long.valueOf(o.linesUsed()), Long.valueOf(o.steps()) }));
        releases.setText(o.kernelReleases().isEmpty() ? Messages.Overview_none : String.join(", ", o.kernelReleases())); //$NON-NLS-1$
        ContentCounts c = o.contents();
        contents.setText(NLS.bind(Messages.Overview_foundValue, new Object[] { Integer.valueOf(c.latencyTraces()),
                Integer.valueOf(c.worstTables()), Integer.valueOf(c.irqOffLists()), Integer.valueOf(c.printkLogs()),
                Integer.valueOf(c.histograms()), Integer.valueOf(c.resultTables()) }));
        WorstLatency w = o.worst();
        worst.setText(w == null ? Messages.Overview_none
                : NLS.bind(Messages.Overview_worstValue, new Object[] { TimeUnits.duration(w.ns()), relative(w.trace()),
                        Integer.valueOf(w.line()), w.detail() == null ? "" : w.detail() })); //$NON-NLS-1$
        // "none" leads nowhere: plain text, not a link
        worst.setEnabled(w != null);
        worst.setUnderlined(w != null);
        worst.setForeground(w != null ? toolkit.getHyperlinkGroup().getForeground() : toolkit.getColors().getForeground());
        int errors = o.diagnostics().get(Severity.ERROR).intValue();
        int warnings = o.diagnostics().get(Severity.WARNING).intValue();
        int notes = o.diagnostics().get(Severity.INFO).intValue();
        diagnostics.setText(NLS.bind(Messages.Overview_diagnosticsValue, new Object[] {
                Integer.valueOf(o.diagnosticCount()), Integer.valueOf(errors), Integer.valueOf(warnings), Integer.valueOf(notes) }));
        strip.setTimeline(results.timeline().captures());
        source.refresh();
        form.reflow(true);
    }

    /** A path inside the opened folder, relative to it; others as they are. */
    private String relative(String path) {
        String folder = opened.path().toString() + '/';
        return path.startsWith(folder) ? path.substring(folder.length()) : path;
    }

    /** @return the text of the set's Files line (with the memory notice when memory ran short), for tests */
    public String filesText() {
        return files.getText();
    }

    /** @return whether the worst latency is a link to its trace (there is one), for tests */
    public boolean worstIsLink() {
        return worst.isEnabled();
    }

    /** @return the message in the page's heading (the memory notice), for tests */
    public String headingMessage() {
        return form.getMessage();
    }

    /** @return the Kernel Source section, for tests */
    public SourceSection source() {
        return source;
    }

    private void revealWorst() {
        OpenedTraceSet.Results results = opened.results();
        if (results == null || results.overview().worst() == null) {
            return;
        }
        String label = results.overview().worst().trace();
        ((org.latscope.ui.editor.TraceSetEditor) getEditor()).revealTrace(label);
    }
}
