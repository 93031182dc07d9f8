// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import org.latscope.analysis.overview.FileOverview;
import org.latscope.analysis.overview.OverviewTotals;
import org.latscope.model.TraceFile;

/** Prints the summary one file at a time, in set order, as the files arrive. */
interface SummaryPrinter {

    /**
     * @param file the next file, its contents and diagnostics
     * @param figures its overview
     */
    void file(TraceFile file, FileOverview figures);

    /**
     * @param totals what every file added up to
     * @param exitCode the command's exit code
     */
    void end(OverviewTotals totals, int exitCode);
}
