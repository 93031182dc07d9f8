// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.RegistryFactory;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceSet;
import org.latscope.source.AnalysisRefs;
import org.latscope.source.SourceRefs;
import org.latscope.testdata.TestData;

/** Reads test data into trace sets and collects their source references from the analyses. */
final class Traces {

    static final String SEED_001 = "seeds/001_abd67432cf475aff.txt"; //$NON-NLS-1$
    static final String SEED_004 = "seeds/004_3538765cb0028241.txt"; //$NON-NLS-1$
    static final String WORST20 = "samples/worst20/latencytimes-2.4.10-pre12.txt"; //$NON-NLS-1$

    private Traces() {
    }

    static TraceSet read(String... paths) {
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            List<Path> files = java.util.Arrays.stream(paths).map(TestData::path).toList();
            return new TraceSetReader(formats.registry(), 1).read(files, String.join(" ", paths)); //$NON-NLS-1$
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static SourceRefs refs(TraceSet set) {
        return AnalysisRefs.of(set, new CallTreeAnalysis().run(set), new HotspotAnalysis(HotspotGrouping.LOCATION, 0).run(set),
                new HotspotAnalysis(HotspotGrouping.MARKER, 0).run(set));
    }

    /** The sample trees of the test data bundle, as the bundled sample folder carries them. */
    static Path kernelSrc() {
        return TestData.path("kernel-src"); //$NON-NLS-1$
    }
}
