// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report;

import org.latscope.analysis.calls.FileCallTree;
import org.latscope.analysis.hotspots.FileHotspots;
import org.latscope.analysis.overview.FileOverview;
import org.latscope.analysis.stats.FileStatistics;

/**
 * What {@link ReportAnalysis#file} kept of one file: each analysis' per-file result (null for
 * the parts the options leave out), so that the file's steps can be dropped once it is read.
 */
public final class FileReport {

    final FileOverview overview;
    final FileCallTree tree;
    final FileHotspots hotspots;
    final FileHotspots locations;
    final FileHotspots markers;
    final FileStatistics statistics;

    FileReport(FileOverview overview, FileCallTree tree, FileHotspots hotspots, FileHotspots locations,
            FileHotspots markers, FileStatistics statistics) {
        this.overview = overview;
        this.tree = tree;
        this.hotspots = hotspots;
        this.locations = locations;
        this.markers = markers;
        this.statistics = statistics;
    }
}
