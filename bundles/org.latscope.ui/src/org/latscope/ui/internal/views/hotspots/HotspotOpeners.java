// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.hotspots;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.ui.IWorkbenchPage;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.model.TraceSet;
import org.latscope.ui.HotspotOpener;

/**
 * The openers contributed to {@code org.latscope.ui.hotspotOpeners}, read when a hotspot is
 * double-clicked (rarely, so they are not cached: installed and removed bundles count at once).
 */
final class HotspotOpeners {

    static final String EXTENSION_POINT = "org.latscope.ui.hotspotOpeners"; //$NON-NLS-1$

    private final IExtensionRegistry registry;

    HotspotOpeners(IExtensionRegistry registry) {
        this.registry = registry;
    }

    /** @return whether a contributed opener took the hotspot */
    boolean open(IWorkbenchPage page, TraceSet set, Hotspot hotspot) {
        if (registry == null) {
            return false;
        }
        for (IConfigurationElement element : registry.getConfigurationElementsFor(EXTENSION_POINT)) {
            try {
                Object opener = element.createExecutableExtension("class"); //$NON-NLS-1$
                if (opener instanceof HotspotOpener o && o.open(page, set, hotspot)) {
                    return true;
                }
            } catch (CoreException | RuntimeException e) {
                // a broken contribution must not take the timeline away
                ILog.of(HotspotOpeners.class).error(element.getContributor().getName() + ": " + e.getMessage(), e); //$NON-NLS-1$
            }
        }
        return false;
    }
}
