// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.source.IAnnotationHover;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.texteditor.AbstractDecoratedTextEditor;
import org.latscope.source.FileAnnotations;
import org.latscope.ui.internal.Messages;

/**
 * The annotated source editor: a read-only C text editor over a file of the set's kernel tree.
 * Every line that records start or end on carries an annotation in the vertical ruler (its hover:
 * count, max, total and the release-drift note), the overview ruler shows the file's heat, a
 * header names the tree, why it was chosen and the drift, and a side list shows the records of
 * the caret's line. Next/Previous Hot Line ({@code Ctrl+.}/{@code Ctrl+,}) walk the hot lines.
 */
public final class SourceEditor extends AbstractDecoratedTextEditor {

    /** The editor's id, as in plugin.xml. */
    public static final String ID = "org.latscope.ui.editors.source"; //$NON-NLS-1$
    /** The key binding context of the editor (Next/Previous Hot Line). */
    public static final String CONTEXT = "org.latscope.ui.sourceEditorScope"; //$NON-NLS-1$

    private final HotLineAnnotations annotations = new HotLineAnnotations();
    private Label header;
    private Label drift;
    private LineRecordsList records;
    private String note;

    /** A read-only editor over {@link SourceEditorInput}s. */
    public SourceEditor() {
        setDocumentProvider(new SourceDocumentProvider());
    }

    @Override
    protected void initializeEditor() {
        super.initializeEditor();
        setSourceViewerConfiguration(new CSourceConfiguration(getPreferenceStore()));
    }

    @Override
    protected void initializeKeyBindingScopes() {
        setKeyBindingScopes(new String[] { CONTEXT });
    }

    @Override
    public void createPartControl(Composite parent) {
        Composite outer = new Composite(parent, SWT.NONE);
        GridLayoutFactory.fillDefaults().spacing(0, 2).applyTo(outer);
        header = new Label(outer, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).indent(4, 2).applyTo(header);
        drift = new Label(outer, SWT.WRAP);
        drift.setForeground(outer.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        GridDataFactory.fillDefaults().grab(true, false).indent(4, 0).applyTo(drift);
        SashForm sash = new SashForm(outer, SWT.HORIZONTAL);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(sash);
        Composite text = new Composite(sash, SWT.NONE);
        text.setLayout(new FillLayout());
        super.createPartControl(text);
        records = new LineRecordsList(sash);
        records.setStepReveal(new StepReveal(getSite().getPage()));
        sash.setWeights(52, 48);
        getSelectionProvider().addSelectionChangedListener(e -> showRecords());
        showHeader();
    }

    @Override
    protected void doSetInput(IEditorInput input) throws CoreException {
        super.doSetInput(input);
        annotate();
        showHeader();
    }

    /** @return the input's annotations, null before an input is set */
    public FileAnnotations fileAnnotations() {
        return getEditorInput() instanceof SourceEditorInput in ? in.annotations() : null;
    }

    private void annotate() {
        FileAnnotations file = fileAnnotations();
        IDocument document = getDocumentProvider().getDocument(getEditorInput());
        if (file != null && document != null) {
            annotations.apply(getDocumentProvider().getAnnotationModel(getEditorInput()), document, file);
        }
    }

    private void showHeader() {
        if (header == null || header.isDisposed() || !(getEditorInput() instanceof SourceEditorInput in)) {
            return;
        }
        String release = in.tree().release() == null ? "?" : in.tree().release().text(); //$NON-NLS-1$
        String text = NLS.bind(Messages.Source_header, new Object[] { in.file(), in.tree().name(), release, in.choice() });
        header.setText(text);
        String warning = in.annotations().drift() == null ? "" : in.annotations().drift(); //$NON-NLS-1$
        drift.setText(note == null ? warning : warning + '\n' + note);
        ((org.eclipse.swt.layout.GridData) drift.getLayoutData()).exclude = drift.getText().isEmpty();
        header.getParent().layout();
    }

    /**
     * Shows why the editor is not where the reference pointed (an mcount marker the tree lacks:
     * the function's definition is shown instead).
     *
     * @param text the note, null for none
     */
    public void setNote(String text) {
        note = text;
        showHeader();
    }

    private void showRecords() {
        FileAnnotations file = fileAnnotations();
        if (file != null && records != null) {
            records.show(file, caretLine(), ((SourceEditorInput) getEditorInput()).traceSet());
        }
    }

    /**
     * Selects a whole line and scrolls it into view.
     *
     * @param line 1-based
     */
    public void goToLine(int line) {
        IDocument document = getDocumentProvider().getDocument(getEditorInput());
        try {
            IRegion region = document.getLineInformation(line - 1);
            selectAndReveal(region.getOffset(), region.getLength());
        } catch (BadLocationException e) {
            // past the end: stay where the caret is
        }
        showRecords();
    }

    /** @return the 1-based line of the caret */
    public int caretLine() {
        return ((ITextSelection) getSelectionProvider().getSelection()).getStartLine() + 1;
    }

    /**
     * Moves to the next or previous hot line, as the commands do.
     *
     * @param forward the next (true) or the previous
     * @return the line moved to, -1 when there is none that way
     */
    public int nextHotLine(boolean forward) {
        FileAnnotations file = fileAnnotations();
        int line = file == null ? -1 : file.next(caretLine(), forward);
        if (line > 0) {
            goToLine(line);
        }
        return line;
    }

    /**
     * @param line 1-based
     * @return what the vertical ruler's hover shows at a line, null for none
     */
    public String hoverText(int line) {
        IAnnotationHover hover = getSourceViewerConfiguration().getAnnotationHover(getSourceViewer());
        return hover.getHoverInfo(getSourceViewer(), line - 1);
    }

    /** @return the header's text: the file, tree, release, why it was chosen, the drift note */
    public String headerText() {
        return header.getText() + '\n' + drift.getText();
    }

    /**
     * @return the records of the caret's line, as the side list shows them (kind, file, line,
     *         latency, reference, trace), in table order; the scan runs in a job of
     *         {@link #RECORDS_FAMILY}
     */
    public List<List<String>> lineRecords() {
        return records.rows();
    }

    /** @return the line above the side list: how many records, the line's count, max and total */
    public String lineRecordsSummary() {
        return records.summary();
    }

    /** @return the side list's table */
    public org.latscope.ui.internal.views.table.VirtualTable lineRecordsTable() {
        return records.table();
    }

    /**
     * Acts as a double-click on a row of the side list: opens the record's trace file at its line.
     *
     * @param tableRow a row, in table order
     * @return the dialog opened; for a step (it keeps no line) the last one, the step shows in the timeline
     */
    public org.latscope.ui.internal.views.diagnostics.RawFileDialog openLineRecord(int tableRow) {
        records.table().open(records.table().rows().row(tableRow));
        return records.rawDialog();
    }

    /** The job family of the side list's scans. */
    public static final Object RECORDS_FAMILY = LineRecordsList.FAMILY;

    /** Line numbers always: the references are line numbers. */
    @Override
    protected boolean isLineNumberRulerVisible() {
        return true;
    }

    @Override
    public boolean isEditable() {
        return false;
    }

    @Override
    public boolean isDirty() {
        return false;
    }
}
