// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

import java.util.List;

/**
 * The nesting of one trace file's traces, from {@link NestingAnalysis#file}; a set's report
 * lists its files' profiles in set order.
 */
public final class FileNesting {

    final List<NestingProfile> profiles;
    final int skipped;

    FileNesting(List<NestingProfile> profiles, int skipped) {
        this.profiles = profiles;
        this.skipped = skipped;
    }
}
