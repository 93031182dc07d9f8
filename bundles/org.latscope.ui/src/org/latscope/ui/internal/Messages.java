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
    public static String TraceSetEditor_timelinePage;
    public static String TraceSetEditor_wrongInput;
    public static String Overview_title;
    public static String Overview_heading;
    public static String Overview_location;
    public static String Overview_set;
    public static String Overview_files;
    public static String Overview_filesValue;
    public static String Overview_unrecognized;
    public static String Overview_lines;
    public static String Overview_linesValue;
    public static String Overview_releases;
    public static String Overview_contents;
    public static String Overview_found;
    public static String Overview_foundValue;
    public static String Overview_worst;
    public static String Overview_worstAt;
    public static String Overview_worstValue;
    public static String Overview_diagnostics;
    public static String Overview_diagnosticsValue;
    public static String Overview_captures;
    public static String Overview_capturesValue;
    public static String Overview_timesCollapsed;
    public static String Overview_noCaptures;
    public static String Overview_none;
    public static String Overview_reading;
    public static String Timeline_order;
    public static String Timeline_orderLatency;
    public static String Timeline_orderCapture;
    public static String Timeline_orderFile;
    public static String Timeline_find;
    public static String Timeline_findHint;
    public static String Timeline_previous;
    public static String Timeline_next;
    public static String Timeline_fit;
    public static String Timeline_keys;
    public static String Timeline_rowDetails;
    public static String Timeline_steps;
    public static String Timeline_oneStep;
    public static String Timeline_recordLane;
    public static String Timeline_tickLane;
    public static String Timeline_rulerUnit;
    public static String Legend_hardirq;
    public static String Legend_softirq;
    public static String Legend_preempt;
    public static String Legend_nmi;
    public static String Legend_preemptActive;
    public static String Legend_delay;
    public static String Legend_started;
    public static String Legend_ended;
    public static String Hover_time;
    public static String Hover_delta;
    public static String Hover_box;
    public static String Hover_context;
    public static String Hover_cpu;
    public static String Hover_task;
    public static String Hover_mark;
    public static String Property_category;
    public static String Property_trace;
    public static String Property_step;
    public static String Property_function;
    public static String Property_parent;
    public static String Property_time;
    public static String Property_delta;
    public static String Property_duration;
    public static String Property_context;
    public static String Property_cpu;
    public static String Property_pid;
    public static String Property_comm;
    public static String Property_mcount;
    public static String Property_mark;
    public static String Property_kind;
    public static String Preferences_description;
    public static String AnalysisCache_job;
    public static String TraceSetView_none;
    public static String TraceSetView_reading;
    public static String Calls_function;
    public static String Calls_total;
    public static String Calls_self;
    public static String Calls_count;
    public static String Calls_max;
    public static String Calls_traces;
    public static String Calls_percent;
    public static String Calls_topDown;
    public static String Calls_bottomUp;
    public static String Calls_filter;
    public static String Calls_hottest;
    public static String Calls_hottestTip;
    public static String Calls_job;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
