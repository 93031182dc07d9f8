// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timeline;

/**
 * What {@link CaptureTimelineAnalysis#file} reads of one trace file: when each of its contents
 * started since boot, -1 where its format does not say.
 */
public final class FileCaptures {

    final long[] boot;

    FileCaptures(long[] boot) {
        this.boot = boot;
    }
}
