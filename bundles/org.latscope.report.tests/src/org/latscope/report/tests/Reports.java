// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.tests;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceSet;
import org.latscope.report.Report;
import org.latscope.report.ReportAnalysis;
import org.latscope.report.ReportExport;
import org.latscope.report.ReportFormat;
import org.latscope.report.ReportOptions;

/** Reads real traces with the installed formats and reports them, as the explorer does (steps kept). */
final class Reports {

    private Reports() {
    }

    static TraceSet read(Class<?> test, Path path) {
        try (InstalledTraceFormats formats = new InstalledTraceFormats(test)) {
            return new TraceSetReader(formats.registry(), 1).read(List.of(path), path.getFileName().toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Report report(Class<?> test, Path path) {
        try {
            return new ReportAnalysis(ReportOptions.defaults()).run(read(test, path), null, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String write(Report report, ReportFormat format) {
        StringWriter out = new StringWriter();
        try {
            ReportExport.write(report, format, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
