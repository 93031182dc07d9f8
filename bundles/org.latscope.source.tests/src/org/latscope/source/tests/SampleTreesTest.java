// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.model.TraceSet;
import org.latscope.source.AnalysisRefs;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceIndex;
import org.latscope.source.SourceRefs;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceResolver;
import org.latscope.source.SourceTree;
import org.latscope.source.TreeChoice;

/** The sample folder's small real trees against the samples and seeds of their eras. */
class SampleTreesTest {

    @TempDir
    Path cacheDir;

    private List<SourceTree> trees(SourceCache cache) throws IOException {
        List<SourceTree> trees = new ArrayList<>();
        for (String name : List.of("linux-2.6.9", "linux-2.4.16", "linux-2.6.22.19")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            trees.add(SourceTree.open(Traces.kernelSrc().resolve(name), cache));
        }
        return trees;
    }

    private SourceReport report(TraceSet set, SourceCache cache) throws IOException {
        SourceRefs refs = Traces.refs(set);
        TreeChoice choice = TreeChoice.choose(trees(cache), AnalysisRefs.releases(set), t -> {
            try {
                return new SourceResolver(SourceIndex.build(t, cache)).resolvable(refs);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        try {
            return new SourceResolver(SourceIndex.build(choice.tree(), cache)).resolve(refs, choice.reason(), choice.drift());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void releasesComeFromTheTreesMakefiles() throws IOException {
        List<SourceTree> trees = trees(new SourceCache(cacheDir));
        assertEquals(List.of("2.6.9", "2.4.16", "2.6.22.19"), trees.stream().map(t -> t.release().text()).toList()); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    /** end:697/sched.c of the 2.4.10-pre12 worst-20 sample lands on line 697 of 2.4.16's kernel/sched.c, with a drift note. */
    @Test
    void worst20SampleResolvesInThe24Tree() throws IOException {
        SourceCache cache = new SourceCache(cacheDir);
        SourceReport report = report(Traces.read(Traces.WORST20), cache);
        assertEquals("linux-2.4.16", report.tree().name()); //$NON-NLS-1$
        assertNotNull(report.drift());
        assertTrue(report.drift().contains("2.4.16") && report.drift().contains("2.4.10-pre12"), report.drift()); //$NON-NLS-1$ //$NON-NLS-2$
        SourceReport.Line line = report.lines().stream().filter(l -> l.refs().contains("end:697/sched.c")).findFirst() //$NON-NLS-1$
                .orElseThrow();
        assertEquals("kernel/sched.c", line.file()); //$NON-NLS-1$
        assertEquals(697, line.line());
        assertTrue(line.count() > 0 && line.maxNs() > 0 && line.totalNs() >= line.maxNs());
        List<String> lines = Files.readAllLines(Traces.kernelSrc().resolve("linux-2.4.16/kernel/sched.c"), //$NON-NLS-1$
                java.nio.charset.StandardCharsets.ISO_8859_1);
        assertEquals(lines.get(696), line.text());
    }

    /**
     * Seed 001 (a mail: no release in a header or its path): the tree that resolves the most
     * references is 2.4.16. 43 rows end at 697/sched.c; 1376/sched.c lies past the end of 2.4.16's sched.c and stays unresolved.
     */
    @Test
    void seed001CountsAndLinesPastTheEnd() throws IOException {
        SourceReport report = report(Traces.read(Traces.SEED_001), new SourceCache(cacheDir));
        assertEquals("linux-2.4.16", report.tree().name()); //$NON-NLS-1$
        SourceReport.Line line = report.lines().stream().filter(l -> l.refs().contains("end:697/sched.c")).findFirst() //$NON-NLS-1$
                .orElseThrow();
        assertEquals(43, line.count());
        assertTrue(report.unresolved().stream().anyMatch(u -> u.ref().equals("start:1376/sched.c") //$NON-NLS-1$
                && u.reason().contains("past the end")), report.unresolved().toString()); //$NON-NLS-1$
        // inode.c is in fs/ and in every file system: the location takes fs/inode.c, the best ranked.
        SourceIndex index = SourceIndex.build(report.tree(), new SourceCache(cacheDir));
        List<String> inodes = index.files("inode.c"); //$NON-NLS-1$
        assertEquals("fs/inode.c", inodes.get(0)); //$NON-NLS-1$
        assertEquals(33, inodes.size());
    }

    /** Seed 004: the irq-off list's vprintk resolves to kernel/printk.c at its definition (line 516 in 2.6.22.19). */
    @Test
    void seed004VprintkResolvesToItsDefinition() throws IOException {
        SourceCache cache = new SourceCache(cacheDir);
        TraceSet set = Traces.read(Traces.SEED_004);
        SourceTree tree = SourceTree.open(Traces.kernelSrc().resolve("linux-2.6.22.19"), cache); //$NON-NLS-1$
        TreeChoice choice = TreeChoice.choose(List.of(tree), AnalysisRefs.releases(set), t -> 0);
        SourceReport report = new SourceResolver(SourceIndex.build(tree, cache)).resolve(Traces.refs(set), choice.reason(),
                choice.drift());
        SourceReport.Function vprintk = report.functions().stream().filter(f -> f.name().equals("vprintk")).findFirst() //$NON-NLS-1$
                .orElseThrow();
        assertEquals("kernel/printk.c", vprintk.file()); //$NON-NLS-1$
        assertEquals(516, vprintk.line());
        assertTrue(vprintk.selfNs() > 0 && vprintk.totalNs() >= vprintk.selfNs());
        assertNotNull(report.drift(), "no release in an irq-off list: the note says so"); //$NON-NLS-1$
    }

    @Test
    void cacheIsReusedAndChangedFilesAreScannedAgain(@TempDir Path treeDir) throws IOException {
        Files.writeString(treeDir.resolve("Makefile"), "VERSION = 2\nPATCHLEVEL = 6\nSUBLEVEL = 9\nEXTRAVERSION =\n"); //$NON-NLS-1$ //$NON-NLS-2$
        Files.createDirectories(treeDir.resolve("kernel")); //$NON-NLS-1$
        Files.writeString(treeDir.resolve("kernel/a.c"), "int a(void)\n{\n}\n"); //$NON-NLS-1$ //$NON-NLS-2$
        Files.writeString(treeDir.resolve("kernel/b.c"), "int b(void)\n{\n}\n"); //$NON-NLS-1$ //$NON-NLS-2$
        SourceCache cache = new SourceCache(cacheDir);
        SourceTree tree = SourceTree.open(treeDir, cache);
        assertEquals(2, SourceIndex.build(tree, cache).stats().scanned());
        assertEquals(0, SourceIndex.build(tree, cache).stats().scanned());
        Files.writeString(treeDir.resolve("kernel/b.c"), "\nint b2(void)\n{\n}\n"); //$NON-NLS-1$ //$NON-NLS-2$
        SourceIndex index = SourceIndex.build(tree, cache);
        assertEquals(1, index.stats().scanned());
        assertEquals(2, index.functions("b2").get(0).line()); //$NON-NLS-1$
        assertTrue(index.functions("b").isEmpty()); //$NON-NLS-1$
        try (var files = Files.list(treeDir)) {
            assertEquals(2, files.count(), "nothing written into the tree"); //$NON-NLS-1$
        }
    }
}
