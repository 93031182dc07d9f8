// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui;

import org.eclipse.ui.IWorkbenchPage;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.model.TraceSet;

/**
 * Opens a hotspot double-clicked in the Hotspots view somewhere other than the timeline, such
 * as the kernel source file it names in an IDE's workspace. Contributed through the extension
 * point {@code org.latscope.ui.hotspotOpeners}; the view asks each in turn and shows the
 * timeline when none takes the hotspot.
 */
public interface HotspotOpener {

    /**
     * Called on the UI thread: answers at once and does any long work in a Job.
     *
     * @param page the page of the Hotspots view
     * @param set the loaded trace set the hotspot belongs to
     * @param hotspot the hotspot double-clicked
     * @return whether this opener takes the hotspot (false: the next opener, then the timeline)
     */
    boolean open(IWorkbenchPage page, TraceSet set, Hotspot hotspot);
}
