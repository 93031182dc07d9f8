// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.RegistryFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.analysis.compare.Comparison;
import org.latscope.analysis.compare.KeyChange;
import org.latscope.analysis.compare.KeyComparison;
import org.latscope.analysis.compare.RunComparison;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceSet;
import org.latscope.testdata.TestData;

/** Two runs inside one folder compared as the command line compares their two folders. */
class RunSplitTest {

    @TempDir
    Path dir;

    /** lt040903: the two v1.0.5 traces posted on 2 and 3 Sep 2004; lt040907: seed 000 (lt040907's traces, as mailed). */
    private Path twoRuns() throws IOException {
        Path a = Files.createDirectories(dir.resolve("runs/lt040903/NoAccel"));
        Files.copy(TestData.path(RunComparisonTest.KSOFTIRQD), a.resolve("lt.01"));
        Files.copy(TestData.path(RunComparisonTest.SWAPPER), a.resolve("lt.02"));
        Path b = Files.createDirectories(dir.resolve("runs/lt040907/lt001.v3k1"));
        Files.copy(TestData.path(Seeds.SEED_000), b.resolve("lt.01"));
        return dir.resolve("runs");
    }

    private static TraceSet read(Path path) throws IOException {
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            return new TraceSetReader(formats.registry(), 1).read(List.of(path), path.getFileName().toString());
        }
    }

    @Test
    void runsOfOneSetCompareAsTheirFoldersDo() throws IOException {
        Path root = twoRuns();
        TraceSet set = read(root);
        assertEquals(List.of("lt040903", "lt040907"), RunComparison.runNames(set));
        RunComparison comparison = new RunComparison(HotspotGrouping.FUNCTION, 0);
        Comparison inside = comparison.runs(set, "lt040903", "lt040907");
        Comparison apart = comparison.run(read(root.resolve("lt040903")), read(root.resolve("lt040907")));
        assertEquals(apart.keys(), inside.keys());
        assertEquals(apart.distributions(), inside.distributions());
        // __copy_to_user_ll (+0.549 ms) only in lt040907; sched_clock (+0.620 ms) only in lt040903
        assertEquals(KeyChange.NEW, inside.find("__copy_to_user_ll").orElseThrow().change());
        assertEquals(549_000, inside.find("__copy_to_user_ll").orElseThrow().maxB());
        KeyComparison clock = inside.find("sched_clock").orElseThrow();
        assertEquals(KeyChange.VANISHED, clock.change());
        assertEquals(3, clock.countA());
        assertEquals(620_000, clock.maxA());
        // mark_offset_tsc: once (+2.878 ms) in lt040903, 12 times in seed 000's traces
        KeyComparison tsc = inside.find("mark_offset_tsc").orElseThrow();
        assertEquals(KeyChange.COMMON, tsc.change());
        assertEquals(11, tsc.countDelta());
        assertEquals(12.0, tsc.countRatio());
        assertEquals(2_878_000, tsc.maxA());
    }
}
