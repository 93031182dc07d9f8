// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import org.eclipse.core.runtime.RegistryFactory;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.TraceSetReader;

import org.latscope.formats.TraceFiles;
import org.latscope.formats.classic.VpLatencyFormat;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

/** Reads seeds and samples of the test data bundle into trace sets. */
final class Seeds {

    static final String SEED_000 = "seeds/000_ccd2cb2fc6f710da.txt";
    static final String SEED_001 = "seeds/001_abd67432cf475aff.txt";
    static final String SEED_004 = "seeds/004_3538765cb0028241.txt";

    private Seeds() {
    }

    /** @return the trace set of files read with the formats of the extension registry (modern formats too) */
    static TraceSet detected(String... paths) {
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            return new TraceSetReader(formats.registry(), 1).read(
                    java.util.Arrays.stream(paths).map(TestData::path).toList(), String.join(" ", List.of(paths)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the trace set of one classic (mail text) file */
    static TraceSet classic(String path) {
        try {
            return TraceSets.traceSet(TraceFiles.readWith(new VpLatencyFormat(), TestData.path(path)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
