// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import org.eclipse.osgi.util.NLS;

/** The IDE integration's user-visible strings (messages.properties). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.latscope.ide.internal.messages"; //$NON-NLS-1$

    public static String Markers_job;
    public static String Markers_clearJob;
    public static String HotspotSource_job;
    public static String HotspotSource_marker;
    public static String HotspotSource_unresolved;
    public static String Decorator_suffix;
    public static String Decorator_suffixNoLatency;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
