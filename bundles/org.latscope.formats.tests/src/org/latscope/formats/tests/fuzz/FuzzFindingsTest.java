// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

import org.eclipse.core.runtime.RegistryFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.TraceFormat;
import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.formats.tests.fuzz.FuzzInputs.Reader;
import org.latscope.testdata.TestData;

/**
 * Every input the fuzz campaign or the fuzz properties found ({@code data/fuzz} of the test data,
 * named {@code READER--MUTATION--HASH.txt}, gzipped when large) read by every reader without a
 * broken property: numbers past 64 bits in every classic and modern reader, a 5 MB line of
 * wrapped printk text (quadratic joining and key=value matching).
 */
class FuzzFindingsTest {

    private static final List<Reader> READERS = FuzzInputs.readers(RegistryFactory.getRegistry());

    private static final List<TraceFormat> FORMATS;

    static {
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            FORMATS = formats.registry().formats();
        }
    }

    static Stream<Path> findings() throws IOException {
        return Files.list(TestData.path("fuzz")).sorted();
    }

    @ParameterizedTest
    @MethodSource("findings")
    void noPropertyBreaks(Path finding) throws IOException {
        String name = finding.getFileName().toString();
        byte[] input = content(finding);
        String found = name.substring(0, name.indexOf("--"));
        assertTrue(READERS.stream().anyMatch(r -> r.id().equals(found)), found);
        for (Reader reader : READERS) {
            String violations = ReaderRun.run(reader.factory(), input).violations(input.length);
            assertTrue(violations.isEmpty(), reader.id() + " on " + name + ":\n" + violations);
        }
    }

    /**
     * Every probe answers on every finding: a number past 64 bits in a header line threw from the
     * head the six classic probes share, and detection then passed over all six.
     */
    @ParameterizedTest
    @MethodSource("findings")
    void everyProbeAnswers(Path finding) throws IOException {
        byte[] input = content(finding);
        FileHead head = new FileHead(input, Math.min(input.length, TraceFormatProbe.MAX_HEAD),
                finding.getFileName().toString());
        for (TraceFormat format : FORMATS) {
            int confidence = assertDoesNotThrow(() -> format.probe().confidence(head), format.id());
            assertTrue(confidence >= 0 && confidence <= 100, format.id() + ": " + confidence);
        }
    }

    private static byte[] content(Path finding) throws IOException {
        try (InputStream in = finding.getFileName().toString().endsWith(".gz")
                ? new GZIPInputStream(Files.newInputStream(finding))
                : Files.newInputStream(finding)) {
            return in.readAllBytes();
        }
    }
}
