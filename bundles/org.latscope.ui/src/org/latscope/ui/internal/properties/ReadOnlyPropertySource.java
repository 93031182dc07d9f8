// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.properties;

import org.eclipse.ui.views.properties.IPropertySource;

/** A property source whose values are shown, never changed: traces are only read. */
public abstract class ReadOnlyPropertySource implements IPropertySource {

    @Override
    public final boolean isPropertySet(Object id) {
        return false;
    }

    @Override
    public final void resetPropertyValue(Object id) {
        // read-only
    }

    @Override
    public final void setPropertyValue(Object id, Object value) {
        // read-only
    }
}
