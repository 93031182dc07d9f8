// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import java.io.IOException;
import java.io.UncheckedIOException;

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

    /** @return the trace set of one classic (mail text) file */
    static TraceSet classic(String path) {
        try {
            return TraceSets.traceSet(TraceFiles.readWith(new VpLatencyFormat(), TestData.path(path)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
