// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.nesting;

import java.util.List;
import java.util.Optional;

/**
 * The result of {@link NestingAnalysis}.
 *
 * @param profiles one per latency trace whose steps carry a preempt count or ftrace flags
 * @param skipped latency traces without nesting information (v1.0 traces, plain ftrace)
 */
public record NestingReport(List<NestingProfile> profiles, int skipped) {

    /** Copies the list. */
    public NestingReport {
        profiles = List.copyOf(profiles);
    }

    /**
     * @param trace a trace label
     * @return its profile
     */
    public Optional<NestingProfile> find(String trace) {
        return profiles.stream().filter(p -> p.trace().equals(trace)).findFirst();
    }
}
