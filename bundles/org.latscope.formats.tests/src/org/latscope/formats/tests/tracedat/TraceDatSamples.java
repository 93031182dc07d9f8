// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.tracedat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

import org.latscope.formats.tracedat.ReportPrinter;
import org.latscope.formats.tracedat.TraceDatFile;
import org.latscope.testdata.TestData;

/** The trace.dat test data: the shared samples, trace-cmd's conversions of three, and what trace-cmd reports for each. */
final class TraceDatSamples {

    /** The folder of the samples, below the test data's {@code data/}. */
    static final String FOLDER = "trace-dat"; //$NON-NLS-1$

    private TraceDatSamples() {
    }

    /** @return every sample and conversion, samples first */
    static List<Path> all() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String sub : new String[] { FOLDER, FOLDER + "/converted" }) { //$NON-NLS-1$
            try (Stream<Path> list = Files.list(TestData.path(sub))) {
                list.filter(p -> p.toString().endsWith(".dat")).sorted().forEach(files::add); //$NON-NLS-1$
            }
        }
        return files;
    }

    /** @return one sample or conversion by name, e.g. {@code v7zstd_6.1rt_events.dat} */
    static Path sample(String name) {
        Path p = TestData.root().resolve(FOLDER).resolve(name);
        return Files.exists(p) ? p : TestData.path(FOLDER + "/converted/" + name); //$NON-NLS-1$
    }

    /** @return what {@code trace-cmd report -i} printed for the file, line by line */
    static List<String> expected(Path dat) throws IOException {
        String name = dat.getFileName().toString().replaceFirst("\\.dat$", ".report.gz"); //$NON-NLS-1$ //$NON-NLS-2$
        try (InputStream in = new GZIPInputStream(Files.newInputStream(TestData.path(FOLDER + "/expected/" + name)))) { //$NON-NLS-1$
            return lines(new String(in.readAllBytes(), StandardCharsets.ISO_8859_1));
        }
    }

    /** @return what Latscope prints for the file, line by line */
    static List<String> report(Path dat) throws IOException {
        try (TraceDatFile file = TraceDatFile.open(dat)) {
            StringBuilder out = new StringBuilder();
            new ReportPrinter(file).print(out);
            return lines(out.toString());
        }
    }

    /** @return the text's lines, as {@code diff} counts them (no empty line after the last newline) */
    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1))); //$NON-NLS-1$
        if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }
}
