// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.editor;

import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.ui.views.properties.IPropertySource;

/** Gives a selected timeline step its Properties. */
public final class StepSelectionAdapterFactory implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
        if (adaptable instanceof StepSelection selection && adapterType == IPropertySource.class) {
            return adapterType.cast(new StepPropertySource(selection));
        }
        return null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] { IPropertySource.class };
    }
}
