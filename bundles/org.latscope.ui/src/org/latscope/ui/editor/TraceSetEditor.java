// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.editor;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.contexts.IContextService;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.latscope.ui.internal.FormatsTraceSetLoader;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenTraceSetJob;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.editor.OverviewPage;
import org.latscope.ui.internal.editor.TimelinePart;
import org.latscope.ui.internal.editor.UiRefresh;
import org.latscope.ui.internal.source.OpenSourceHandler;
import org.latscope.ui.internal.timeline.TimelineViewer;

/**
 * The Trace Set editor: the active trace set that every Latscope view follows through the
 * workbench's part and selection services. It reads its folder, file or archive in a Job and
 * shows what is read as it arrives, on two pages: the Overview and the Timeline.
 */
public final class TraceSetEditor extends FormEditor {

    /** The editor id, as in plugin.xml. */
    public static final String ID = "org.latscope.ui.editors.traceSet"; //$NON-NLS-1$
    /** Index of the Overview page. */
    public static final int OVERVIEW_PAGE = 0;
    /** Index of the Timeline page. */
    public static final int TIMELINE_PAGE = 1;

    private OpenedTraceSet opened;
    private FormatsTraceSetLoader loader;
    private OpenTraceSetJob job;
    private Composite timelineHolder;
    private TimelinePart timeline;
    private OverviewPage overview;
    private ISelectionListener selectionListener;

    /**
     * Opens a path in a Trace Set editor, or activates the editor that has it open already.
     *
     * @param page the workbench page
     * @param path a folder, file or archive
     * @return the editor
     * @throws PartInitException when the editor cannot be created
     */
    public static TraceSetEditor open(IWorkbenchPage page, Path path) throws PartInitException {
        IEditorPart part = page.openEditor(new TraceSetEditorInput(path), ID);
        return (TraceSetEditor) part;
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof TraceSetEditorInput setInput)) {
            throw new PartInitException(Messages.TraceSetEditor_wrongInput);
        }
        super.init(site, input);
        setPartName(input.getName());
        opened = new OpenedTraceSet(setInput.path());
    }

    @Override
    protected void addPages() {
        try {
            overview = new OverviewPage(this, opened);
            addPage(overview);
            timelineHolder = new Composite(getContainer(), SWT.NONE);
            timelineHolder.setLayout(new org.eclipse.swt.layout.FillLayout());
            addPage(timelineHolder);
            setPageText(TIMELINE_PAGE, Messages.TraceSetEditor_timelinePage);
        } catch (PartInitException e) {
            throw new IllegalStateException(e);
        }
        selectionListener = (part, selection) -> {
            if (part != this && timeline != null) {
                timeline.follow(selection);
            }
        };
        getSite().getPage().addPostSelectionListener(selectionListener);
        getSite().getService(IContextService.class).activateContext(OpenSourceHandler.CONTEXT);
        getSite().getService(IHandlerService.class).activateHandler(IWorkbenchCommandConstants.EDIT_FIND_AND_REPLACE,
                new AbstractHandler() {
                    @Override
                    public Object execute(ExecutionEvent event) {
                        setActivePage(TIMELINE_PAGE);
                        timelinePart().viewer().focusFind();
                        return null;
                    }
                });
        Display display = getSite().getShell().getDisplay();
        UiRefresh refresh = new UiRefresh(display, this::refresh);
        opened.addListener(refresh::request);
        loader = new FormatsTraceSetLoader();
        job = new OpenTraceSetJob(opened, loader);
        job.schedule();
        // The timeline's widgets in a later turn of the event loop: opening an editor is two short
        // stretches of widget creation on the UI thread, not one long one.
        display.asyncExec(() -> {
            if (!timelineHolder.isDisposed()) {
                timelinePart();
            }
        });
    }

    /** @return the Timeline page's part, made on first need */
    private TimelinePart timelinePart() {
        if (timeline == null) {
            timeline = new TimelinePart(timelineHolder, opened,
                    new ScopedPreferenceStore(InstanceScope.INSTANCE, "org.latscope.ui")); //$NON-NLS-1$
            timelineHolder.layout(true, true);
            getSite().setSelectionProvider(timeline.selectionProvider());
            refresh(); // both pages: the set may have loaded already
        }
        return timeline;
    }

    @Override
    protected void pageChange(int newPageIndex) {
        super.pageChange(newPageIndex);
        if (newPageIndex == TIMELINE_PAGE) {
            timelinePart().refresh(); // a hidden timeline skips the refreshes of a set still loading
        }
    }

    private void refresh() {
        if (overview != null) {
            overview.refresh();
        }
        if (timeline != null) {
            timeline.refresh();
        }
    }

    /** @return whether the editor reads with the formats service (false: read by its loader) */
    public boolean readsWithFormatsService() {
        return loader.usesService();
    }

    /**
     * @return whether the editor shows the loaded set: loading has ended and its timeline has
     *         taken the merged result (the UI thread takes it up to {@link UiRefresh#INTERVAL_MS} later)
     */
    public boolean showsLoadedSet() {
        return opened.isDone() && (opened.results() == null || timeline != null && timeline.showsLoadedSet());
    }

    /** @return the set this editor shows: loading, loaded or failed */
    public OpenedTraceSet traceSet() {
        return opened;
    }

    /** @return the timeline, for tests and for views that reveal steps in it */
    public TimelineViewer timeline() {
        return timelinePart().viewer();
    }

    /**
     * Shows the Timeline page scrolled to a trace's row.
     *
     * @param label the trace's label, as the analyses give it
     */
    public void revealTrace(String label) {
        setActivePage(TIMELINE_PAGE);
        timelinePart().revealTrace(label);
    }

    /** Shows the Overview page. */
    public void showOverview() {
        setActivePage(OVERVIEW_PAGE);
    }

    /** Shows the Timeline page. */
    public void showTimeline() {
        setActivePage(TIMELINE_PAGE);
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == OpenedTraceSet.class) {
            return adapter.cast(opened);
        }
        return super.getAdapter(adapter);
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // trace sets are only read
    }

    @Override
    public void doSaveAs() {
        // trace sets are only read
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    @Override
    public void dispose() {
        if (selectionListener != null) {
            getSite().getPage().removePostSelectionListener(selectionListener);
        }
        if (job != null) {
            job.cancel();
        }
        if (loader != null) {
            loader.close();
        }
        super.dispose();
    }
}
