// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.report;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.latscope.report.Report;
import org.latscope.report.ReportAnalysis;
import org.latscope.report.ReportExport;
import org.latscope.report.ReportFormat;
import org.latscope.report.ReportOptions;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceLookup;
import org.latscope.ui.internal.OpenedTraceSet;

/**
 * What the explorer reports: an opened trace set, what to include, and the kernel source
 * trees found near it (a {@code kernel-src} folder in or above the set, as {@code latscope
 * report} finds them). Computes with the headless {@link ReportAnalysis}, the command line's
 * code path; never call it on the UI thread.
 *
 * @param set the opened set, read completely
 * @param options what to include
 */
record ReportRequest(OpenedTraceSet set, ReportOptions options) {

    /** @return the report, computed from the set's steps in memory */
    Report compute(BooleanSupplier cancelled) throws IOException {
        SourceLookup lookup = new SourceLookup(SourceCache.ofUser());
        List<Path> trees = lookup.defaultTrees(List.of(set.path()));
        ReportAnalysis.SourceInput source = null;
        if (!trees.isEmpty()) {
            source = new ReportAnalysis.SourceInput(lookup, lookup.open(trees));
        }
        return new ReportAnalysis(options).run(set.traceSet(), source, null, cancelled);
    }

    /** @return the report as one HTML page */
    static String html(Report report) throws IOException {
        StringWriter out = new StringWriter();
        ReportExport.write(report, ReportFormat.HTML, out);
        return out.toString();
    }
}
