// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.preferences;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.ColorFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.timeline.TimelineColors;

/** Latscope &gt; Timeline: the colour of each nesting context and of delay marks. */
public final class TimelinePreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    /** The bundle whose instance preferences hold the colours. */
    public static final String QUALIFIER = "org.latscope.ui"; //$NON-NLS-1$

    public TimelinePreferencePage() {
        super(GRID);
        setDescription(Messages.Preferences_description);
    }

    @Override
    public void init(IWorkbench workbench) {
        ScopedPreferenceStore store = new ScopedPreferenceStore(InstanceScope.INSTANCE, QUALIFIER);
        TimelineColors.initializeDefaults(store);
        setPreferenceStore(store);
    }

    @Override
    protected void createFieldEditors() {
        String[] names = { Messages.Legend_hardirq, Messages.Legend_softirq, Messages.Legend_preempt, Messages.Legend_nmi,
                Messages.Legend_preemptActive };
        NestingContext[] contexts = { NestingContext.HARDIRQ, NestingContext.SOFTIRQ, NestingContext.PREEMPT,
                NestingContext.NMI, NestingContext.PREEMPT_ACTIVE };
        for (int i = 0; i < contexts.length; i++) {
            addField(new ColorFieldEditor(TimelineColors.key(contexts[i]), names[i], getFieldEditorParent()));
        }
        addField(new ColorFieldEditor(TimelineColors.KEY_DELAY, Messages.Legend_delay, getFieldEditorParent()));
    }
}
