// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.properties;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Locale;

import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.latscope.ui.internal.preferences.AnalysisPreferences;

/**
 * Shows an analysis result that is a Java record (a call-tree node, a hotspot, a compared key,
 * a row of figures) in the Properties view, read-only: one property per component, in a
 * category named after the record. Durations (components named {@code ...Ns} or
 * {@code max...}) are formatted in the preferred unit as the views show them ({@code 549 us}),
 * collections by their size, nested records as nested properties.
 */
public final class RecordPropertySource extends ReadOnlyPropertySource {

    private static final String NS = "Ns"; //$NON-NLS-1$

    private final Record record;
    private final AnalysisPreferences preferences;

    /**
     * @param record the record shown
     * @param preferences the unit of durations
     */
    public RecordPropertySource(Record record, AnalysisPreferences preferences) {
        this.record = record;
        this.preferences = preferences;
    }

    /** What the Properties view prints for a nested record: its kind. */
    @Override
    public Object getEditableValue() {
        return record.getClass().getSimpleName();
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        RecordComponent[] components = record.getClass().getRecordComponents();
        IPropertyDescriptor[] descriptors = new IPropertyDescriptor[components.length];
        for (int i = 0; i < components.length; i++) {
            PropertyDescriptor d = new PropertyDescriptor(components[i], name(components[i]));
            d.setCategory(record.getClass().getSimpleName());
            descriptors[i] = d;
        }
        return descriptors;
    }

    /** {@code totalNs} as {@code total}, {@code maxStepNs} as {@code max step}, {@code countA} as {@code count A}. */
    static String name(RecordComponent component) {
        String name = component.getName();
        if (name.endsWith(NS) && name.length() > NS.length()) {
            name = name.substring(0, name.length() - NS.length());
        }
        StringBuilder b = new StringBuilder();
        for (char c : name.toCharArray()) {
            if (Character.isUpperCase(c)) {
                b.append(' ');
            }
            b.append(c);
        }
        String spaced = b.toString();
        return spaced.endsWith(" A") || spaced.endsWith(" B") ? spaced //$NON-NLS-1$ //$NON-NLS-2$
                : spaced.toLowerCase(Locale.ROOT);
    }

    @Override
    public Object getPropertyValue(Object id) {
        RecordComponent component = (RecordComponent) id;
        Object value;
        try {
            value = component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            return String.valueOf(e.getCause() != null ? e.getCause() : e);
        }
        if (value instanceof Number n && isDuration(component.getName())) {
            return preferences.format(Math.round(n.doubleValue()));
        }
        if (value instanceof Collection<?> c) {
            return Integer.valueOf(c.size());
        }
        if (value instanceof Record nested) {
            return new RecordPropertySource(nested, preferences);
        }
        return value == null ? "" : value; //$NON-NLS-1$
    }

    private static boolean isDuration(String name) {
        return name.endsWith(NS) || name.startsWith("max"); //$NON-NLS-1$
    }

    @Override
    public String toString() {
        return record.getClass().getSimpleName();
    }
}
