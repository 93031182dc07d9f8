// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceFormat;
import org.latscope.formats.TraceFormatVariant;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.testdata.TestData;

/**
 * The variants {@code latscope formats} lists: every installed format declares at least one
 * {@code <variant>} in its plugin.xml, each with a sample of its own in the test data, and each
 * sample is detected as that format and read by its reader: at least one trace, table, list, log
 * or histogram, some lines understood, no error.
 */
class FormatVariantsTest {

    @Test
    void everyVariantsSampleIsReadByItsFormatsReader() throws Exception {
        try (InstalledTraceFormats installed = new InstalledTraceFormats(FormatVariantsTest.class)) {
            List<String> problems = new ArrayList<>();
            int variants = 0;
            for (TraceFormat format : installed.registry().formats()) {
                if (format.variants().isEmpty()) {
                    problems.add(format.id() + " declares no variant");
                }
                Set<String> samples = new HashSet<>();
                for (TraceFormatVariant variant : format.variants()) {
                    variants++;
                    String where = format.id() + "/" + variant.id() + " (" + variant.sample() + ")";
                    if (variant.sample().isEmpty() || !samples.add(variant.sample())) {
                        problems.add(where + ": no sample of its own");
                        continue;
                    }
                    Path sample = TestData.path(variant.sample());
                    if (!Files.isRegularFile(sample)) {
                        problems.add(where + ": the sample does not exist");
                        continue;
                    }
                    TraceFile file = new TraceSetReader(installed.registry(), 1).read(List.of(sample), "variant")
                            .getFiles().get(0);
                    if (!format.id().equals(file.getFormatId())) {
                        problems.add(where + ": detected as " + file.getFormatId());
                    } else if (file.getContents().isEmpty() || file.getLinesUsed() == 0) {
                        problems.add(where + ": nothing read (" + file.getLinesUsed() + " lines understood)");
                    }
                    for (ParseDiagnostic d : file.getDiagnostics()) {
                        if (d.getSeverity() == Severity.ERROR) {
                            problems.add(where + ": line " + d.getLine() + ": " + d.getReason());
                        }
                    }
                }
            }
            assertTrue(problems.isEmpty(), String.join("\n", problems));
            assertFalse(variants < 50, variants + " variants");
            assertEquals(installed.registry().formats().size(),
                    installed.registry().formats().stream().filter(f -> !f.variants().isEmpty()).count());
        }
    }
}
