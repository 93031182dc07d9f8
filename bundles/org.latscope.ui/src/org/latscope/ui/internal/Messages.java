// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import org.eclipse.osgi.util.NLS;

/** The UI bundle's messages. */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.latscope.ui.internal.messages"; //$NON-NLS-1$

    public static String OpenTraceSetJob_name;
    public static String OpenTraceSetJob_failed;
    public static String OpenTraceSetJob_canceled;
    public static String OpenTraceFolderHandler_title;
    public static String Label_loading;
    public static String Label_traceSet;
    public static String Label_traceSetOneFile;
    public static String Label_file;
    public static String Label_fileOneItem;
    public static String Label_unknownFormat;
    public static String Label_trace;
    public static String Label_traceOneStep;
    public static String Label_worstTable;
    public static String Label_irqOffList;
    public static String Label_printkLog;
    public static String Label_histogram;
    public static String Label_resultTable;
    public static String Label_diagnostics;
    public static String Label_diagnostic;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
