// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.properties;

import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.ui.views.properties.IPropertySource;
import org.latscope.ui.internal.preferences.AnalysisPreferences;

/**
 * Adapts the analysis results the views select (Java records: {@code CallNode},
 * {@code Hotspot}, {@code KeyComparison}, a Statistics row) to the Properties view.
 */
public final class RecordPropertiesAdapterFactory implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
        if (adapterType == IPropertySource.class && adaptable instanceof Record record) {
            return adapterType.cast(new RecordPropertySource(record, new AnalysisPreferences()));
        }
        return null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] { IPropertySource.class };
    }
}
