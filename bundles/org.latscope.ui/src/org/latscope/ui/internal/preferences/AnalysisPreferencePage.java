// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.preferences;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.latscope.analysis.Durations;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.ui.internal.Messages;

/** Latscope &gt; Analysis: the default hotspot threshold, time unit and grouping of the views. */
public final class AnalysisPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    /** Creates the page. */
    public AnalysisPreferencePage() {
        super(GRID);
        setDescription(Messages.AnalysisPreferences_description);
    }

    @Override
    public void init(IWorkbench workbench) {
        ScopedPreferenceStore store = new ScopedPreferenceStore(InstanceScope.INSTANCE, TimelinePreferencePage.QUALIFIER);
        store.setDefault(AnalysisPreferences.KEY_THRESHOLD, AnalysisPreferences.DEFAULT_THRESHOLD);
        store.setDefault(AnalysisPreferences.KEY_UNIT, AnalysisPreferences.AUTO);
        store.setDefault(AnalysisPreferences.KEY_GROUPING, HotspotGrouping.FUNCTION.id());
        setPreferenceStore(store);
    }

    @Override
    protected void createFieldEditors() {
        addField(new StringFieldEditor(AnalysisPreferences.KEY_THRESHOLD, Messages.AnalysisPreferences_threshold,
                getFieldEditorParent()) {
            @Override
            protected boolean doCheckState() {
                try {
                    Durations.parseNanos(getStringValue(), "us"); //$NON-NLS-1$
                    return true;
                } catch (IllegalArgumentException e) {
                    setErrorMessage(NLS.bind(Messages.AnalysisPreferences_badThreshold, getStringValue()));
                    return false;
                }
            }
        });
        String[][] units = new String[AnalysisPreferences.UNITS.length][];
        for (int i = 0; i < units.length; i++) {
            String u = AnalysisPreferences.UNITS[i];
            units[i] = new String[] { AnalysisPreferences.AUTO.equals(u) ? Messages.AnalysisPreferences_auto : u, u };
        }
        addField(new ComboFieldEditor(AnalysisPreferences.KEY_UNIT, Messages.AnalysisPreferences_unit, units,
                getFieldEditorParent()));
        HotspotGrouping[] groupings = HotspotGrouping.values();
        String[][] names = new String[groupings.length][];
        for (int i = 0; i < groupings.length; i++) {
            names[i] = new String[] { groupings[i].id(), groupings[i].id() };
        }
        addField(new ComboFieldEditor(AnalysisPreferences.KEY_GROUPING, Messages.AnalysisPreferences_grouping, names,
                getFieldEditorParent()));
    }
}
