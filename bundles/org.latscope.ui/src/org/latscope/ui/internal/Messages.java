// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import org.eclipse.osgi.util.NLS;

/** The UI bundle's messages. */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.latscope.ui.internal.messages"; //$NON-NLS-1$

    public static String ListTraceFolderJob_name;
    public static String ListTraceFolderJob_unreadable;
    public static String TraceSetsLabelProvider_folder;
    public static String TraceSetsLabelProvider_file;
    public static String OpenTraceFolderHandler_title;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
