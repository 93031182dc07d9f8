// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.contexts.IContextService;
import org.eclipse.ui.part.ViewPart;
import org.latscope.model.TraceSet;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.source.OpenSource;
import org.latscope.ui.internal.source.OpenSourceHandler;
import org.latscope.ui.internal.source.SelectionRefs;

/**
 * A view that shows what an analysis computed of the active trace set (see
 * {@link ActiveTraceSet}): a message while there is none or it loads, the view's own content
 * once it is loaded. Results come from the set's {@link org.latscope.ui.internal.AnalysisCache},
 * computed in Jobs and handed to the UI thread; the view only shows them.
 */
public abstract class TraceSetView extends ViewPart {

    private ActiveTraceSet active;
    private StackLayout stack;
    private Composite content;
    private Label message;
    private OpenedTraceSet shown;

    @Override
    public final void createPartControl(Composite parent) {
        stack = new StackLayout();
        parent.setLayout(stack);
        message = new Label(parent, SWT.WRAP);
        content = new Composite(parent, SWT.NONE);
        createContent(content);
        active = new ActiveTraceSet(getSite().getPage(), this::changed);
        getSite().getService(IContextService.class).activateContext(OpenSourceHandler.CONTEXT);
    }

    /** Creates the view's widgets (the parent has no layout yet). */
    protected abstract void createContent(Composite parent);

    /** Shows a loaded set; on the UI thread. Ask for results with {@link #compute}. */
    protected abstract void show(OpenedTraceSet set);

    /** Drops what the view shows of the set it showed: that set closed or another one is loading. */
    protected void clear() {
        // nothing by default: the message covers the content
    }

    /** @return the set shown, or null */
    protected final OpenedTraceSet shown() {
        return shown;
    }

    private void changed(OpenedTraceSet set) {
        if (message.isDisposed()) {
            return;
        }
        if (set == null || set.results() == null) {
            if (shown != null) {
                clear();
            }
            shown = null;
            message.setText(set == null ? NLS.bind(Messages.TraceSetView_none, getPartName())
                    : set.problem() != null ? set.problem() : NLS.bind(Messages.TraceSetView_reading, set.path()));
            stack.topControl = message;
        } else if (set != shown) {
            shown = set;
            stack.topControl = content;
            show(set);
        }
        message.getParent().layout();
    }

    /**
     * Asks for an analysis of the shown set (computed once per set and key, in a Job) and
     * hands its result to {@code use} on the UI thread, unless another set is shown by then.
     *
     * @param key what is computed, with its settings
     * @param name the analysis's name for the progress view
     * @param analysis the computation
     * @param use what to do with the result, on the UI thread
     */
    protected final <R> void compute(Object key, String name, Function<TraceSet, R> analysis, Consumer<R> use) {
        OpenedTraceSet set = shown;
        if (set == null) {
            return;
        }
        set.analyses().get(key, name, analysis).thenAccept(result -> content.getDisplay().asyncExec(() -> {
            if (!content.isDisposed() && shown == set) {
                use.accept(result);
            }
        }));
    }

    /**
     * Opens the kernel source at what an element of the view refers to (a double-click does,
     * as F3 does): resolved in a Job, see {@link OpenSource}.
     *
     * @param element a hotspot, call-tree node, record...
     */
    protected final void openSource(Object element) {
        OpenedTraceSet set = shown;
        if (set != null) {
            SelectionRefs.of(element).ifPresent(ref -> new OpenSource(getSite().getPage()).open(set, ref,
                    SelectionRefs.releases(element, set.traceSet())));
        }
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == OpenedTraceSet.class) {
            return adapter.cast(shown);
        }
        return super.getAdapter(adapter);
    }

    @Override
    public void dispose() {
        if (active != null) {
            active.close();
        }
        super.dispose();
    }
}
