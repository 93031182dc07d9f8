// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.rcp.internal;

import org.eclipse.osgi.util.NLS;

/** The application bundle's messages. */
final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.latscope.rcp.internal.messages"; //$NON-NLS-1$

    public static String LatscopeWindowAdvisor_title;
    public static String LatscopeActionBarAdvisor_file;
    public static String LatscopeActionBarAdvisor_window;
    public static String LatscopeActionBarAdvisor_help;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
