// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Next Hot Line ({@code Ctrl+.}) and Previous Hot Line ({@code Ctrl+,}) in the annotated source
 * editor; plugin.xml gives {@code next} or {@code previous} after the class name.
 */
public final class HotLineHandler extends AbstractHandler implements IExecutableExtension {

    private boolean forward = true;

    @Override
    public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
        forward = !"previous".equals(data); //$NON-NLS-1$
    }

    @Override
    public Object execute(ExecutionEvent event) {
        if (HandlerUtil.getActiveEditor(event) instanceof SourceEditor editor) {
            editor.nextHotLine(forward);
        }
        return null;
    }
}
