// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.model.TraceSet;
import org.latscope.source.AnalysisRefs;
import org.latscope.source.FileAnnotations;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceLookup;
import org.latscope.source.SourceRefs;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceTargets;
import org.latscope.source.SourceTargets.Resolution;
import org.latscope.source.SourceTargets.Target;
import org.latscope.source.SourceTree;

/** Where a reference leads for opening the source, and what a file carries, on the sample trees. */
class SourceTargetsTest {

    @TempDir
    Path cacheDir;

    private SourceTargets targets(String tree) throws IOException {
        SourceLookup lookup = new SourceLookup(new SourceCache(cacheDir));
        SourceTree t = lookup.open(List.of(Traces.kernelSrc().resolve(tree))).get(0);
        return new SourceTargets(lookup.index(t));
    }

    /** kernel/sched.c ranks above net/sunrpc/sched.c: no question asked. */
    @Test
    void sched697GoesToKernelSchedC() throws IOException {
        Resolution r = targets("linux-2.4.16").resolve("end:697/sched.c");
        assertEquals(new Target("kernel/sched.c", 697), r.targets().get(0));
        assertEquals(List.of("kernel/sched.c", "net/sunrpc/sched.c"), r.targets().stream().map(Target::file).toList());
        assertFalse(r.ambiguous());
        assertNull(r.reason());
    }

    /** fs/inode.c of 2.4.16 is too short for line 1302: the five file systems' inode.c that are long enough are peers. */
    @Test
    void inode1302IsAmbiguousAmongPeers() throws IOException {
        Resolution r = targets("linux-2.4.16").resolve("start:1302/inode.c");
        assertTrue(r.ambiguous());
        assertEquals(List.of("fs/ext3/inode.c", "fs/isofs/inode.c", "fs/ntfs/inode.c", "fs/reiserfs/inode.c", "fs/udf/inode.c"),
                r.targets().stream().map(Target::file).toList());
        assertTrue(r.targets().stream().allMatch(t -> t.line() == 1302));
    }

    @Test
    void functionsPointsAndUnresolved() throws IOException {
        SourceTargets t = targets("linux-2.6.22.19");
        assertEquals(List.of(new Target("kernel/printk.c", 516)), t.resolve("vprintk").targets());
        assertEquals(List.of(new Target("kernel/printk.c", 516)), t.resolve("vprintk (printk)").targets());
        Resolution missing = t.resolve("mark_offset_tsc [2]");
        assertTrue(missing.targets().isEmpty());
        assertTrue(missing.reason().contains("mark_offset_tsc"), missing.reason());
        Resolution pastEnd = t.resolve("99999/printk.c");
        assertTrue(pastEnd.reason().contains("past the end"), pastEnd.reason());
    }

    /** In a set of 2.6.9-rc1 traces and a 2.4.10-pre12 worst-N file, the worst-N file's references resolve in 2.4.16. */
    @Test
    void aFilesOwnReleasesPickItsTreeInAMixedSet() throws IOException {
        TraceSet set = Traces.read(Traces.WORST20, "seeds/000_ccd2cb2fc6f710da.txt");
        SourceRefs refs = Traces.refs(set);
        SourceLookup lookup = new SourceLookup(new SourceCache(cacheDir));
        List<SourceTree> trees = lookup.open(List.of(Traces.kernelSrc().resolve("linux-2.4.16"), Traces.kernelSrc().resolve("linux-2.6.9")));
        assertEquals("linux-2.6.9", lookup.resolve(trees, set, refs).tree().name());
        var worst = set.getFiles().stream().filter(f -> f.getPath().endsWith("2.4.10-pre12.txt")).toList();
        assertEquals(List.of("2.4.10-pre12"), AnalysisRefs.releases(worst).stream().map(r -> r.text()).toList());
        SourceReport report = lookup.resolve(trees, AnalysisRefs.releases(worst), refs);
        assertEquals("linux-2.4.16", report.tree().name());
        assertTrue(report.drift().contains("2.4.10-pre12"), report.drift());
        assertTrue(report.lines().stream().anyMatch(l -> l.file().equals("kernel/sched.c") && l.line() == 697
                && l.refs().contains("end:697/sched.c")));
    }

    /** Seed 001 against its nearest tree: sched.c's line 697 carries end:697/sched.c with the hotspot's figures. */
    @Test
    void fileAnnotationsCarryEachReferencesFigures() throws IOException {
        TraceSet set = Traces.read(Traces.SEED_001);
        SourceRefs refs = Traces.refs(set);
        SourceLookup lookup = new SourceLookup(new SourceCache(cacheDir));
        SourceReport report = lookup.resolve(lookup.open(SourceLookup.discover(List.of(Traces.kernelSrc().getParent().resolve(Traces.SEED_001)))),
                set, refs);
        FileAnnotations file = FileAnnotations.of(report, refs, "kernel/sched.c");
        assertEquals(report.drift(), file.drift());
        FileAnnotations.Hot hot = file.at(697).orElseThrow();
        SourceRefs.Counted end = refs.lines().stream().filter(c -> c.key().equals("end:697/sched.c")).findFirst().orElseThrow();
        assertTrue(hot.refs().contains(end), hot.toString());
        assertEquals(43, end.count());
        assertTrue(hot.count() >= end.count() && hot.totalNs() >= end.totalNs());
        List<Integer> forward = new java.util.ArrayList<>();
        for (int l = file.next(0, true); l > 0; l = file.next(l, true)) {
            forward.add(Integer.valueOf(l));
        }
        assertEquals(file.lines().stream().map(h -> Integer.valueOf(h.line())).toList(), forward);
        assertTrue(forward.size() > 1 && forward.contains(Integer.valueOf(697)), forward.toString());
        assertEquals(forward.get(0).intValue(), file.next(forward.get(1).intValue(), false));
        assertEquals(-1, file.next(forward.get(0).intValue(), false));
        // a user's choice for an ambiguous reference lands on the chosen line
        FileAnnotations chosen = file.with(new SourceRefs.Counted("start:1302/inode.c", 3, 30, 12), 1000);
        assertEquals(3, chosen.at(1000).orElseThrow().count());
        assertEquals(chosen, chosen.with(new SourceRefs.Counted("start:1302/inode.c", 3, 30, 12), 1000));
    }
}
