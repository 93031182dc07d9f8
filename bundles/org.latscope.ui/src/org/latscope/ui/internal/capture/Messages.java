// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import org.eclipse.osgi.util.NLS;

/** The capture UI's messages. */
final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.latscope.ui.internal.capture.messages"; //$NON-NLS-1$

    public static String Wizard_title;
    public static String Wizard_browse;
    public static String TargetPage_title;
    public static String TargetPage_description;
    public static String TargetPage_target;
    public static String TargetPage_targetTip;
    public static String TargetPage_identity;
    public static String TargetPage_identityHint;
    public static String TargetPage_strict;
    public static String TargetPage_connect;
    public static String TargetPage_connecting;
    public static String TargetPage_found;
    public static String TargetPage_readOnly;
    public static String TracerPage_title;
    public static String TracerPage_description;
    public static String TracerPage_descriptionFor;
    public static String TracerPage_tracer;
    public static String TracerPage_keepsMaxima;
    public static String TracerPage_streamed;
    public static String TracerPage_functions;
    public static String TracerPage_functionsHint;
    public static String TracerPage_events;
    public static String TracerPage_eventsHint;
    public static String TracerPage_options;
    public static String TracerPage_optionsHint;
    public static String TracerPage_unknownOptions;
    public static String TracerPage_threshold;
    public static String TracerPage_thresholdNote;
    public static String TracerPage_buffer;
    public static String TracerPage_bufferNote;
    public static String TracerPage_stop;
    public static String TracerPage_untilStopped;
    public static String TracerPage_after;
    public static String TracerPage_seconds;
    public static String TracerPage_whenMaxReaches;
    public static String TracerPage_microseconds;
    public static String TracerPage_snapshots;
    public static String TracerPage_snapshotsNote;
    public static String TracerPage_pattern;
    public static String TracerPage_resetMax;
    public static String TracerPage_runFolder;
    public static String TracerPage_unknownEvents;
    public static String TracerPage_noFolder;
    public static String TracerPage_folderNotEmpty;
    public static String Passphrase_title;
    public static String Passphrase_prompt;
    public static String Passphrase_remember;
    public static String Probe_job;
    public static String Capture_job;
    public static String CaptureView_none;
    public static String CaptureView_stop;
    public static String CaptureView_stopping;
    public static String CaptureView_openRun;
    public static String CaptureView_waiting;
    public static String CaptureView_where;
    public static String CaptureView_figures;
    public static String CaptureView_connecting;
    public static String CaptureView_running;
    public static String CaptureView_failed;
    public static String CaptureView_ended;
    public static String CaptureView_streamed;
    public static String Snapshots_number;
    public static String Snapshots_file;
    public static String Snapshots_latency;
    public static String Snapshots_saved;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
