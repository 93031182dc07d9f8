// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timeline;

/** The clock a capture timeline orders traces by. */
public enum CaptureClock {

    /**
     * The trace's own timestamps, in time since boot: ftrace's default format and trace-cmd
     * report print them, as printk does. Only comparable within one boot.
     */
    BOOT("boot"), //$NON-NLS-1$

    /**
     * When the file or archive entry was last modified, in time since the epoch: traces saved
     * as they arrived, such as the seeds' {@code lt.NN} files, were captured then.
     */
    FILE_TIME("file-time"); //$NON-NLS-1$

    private final String id;

    CaptureClock(String id) {
        this.id = id;
    }

    /** @return the id used on the command line and in JSON */
    public String id() {
        return id;
    }
}
