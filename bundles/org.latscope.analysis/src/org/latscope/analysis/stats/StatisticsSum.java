// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

/**
 * The statistics of a set, added up from its files' as they come, holding no file: a command
 * that lets each file go once measured keeps the distributions, not the 100,000 files of a
 * folder. From {@link StatisticsAnalysis#sum()}; one thread at a time.
 */
public final class StatisticsSum {

    private final FileStatistics all = new FileStatistics();

    StatisticsSum() {
    }

    /** @param part the next file's statistics, from {@link StatisticsAnalysis#file} or its fold; null adds nothing */
    public void add(FileStatistics part) {
        if (part != null) {
            all.addAll(part);
        }
    }

    /** @return the statistics of the files added */
    public Statistics statistics() {
        return all.statistics();
    }
}
