// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.source.CodePoint;
import org.latscope.source.KernelRelease;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceIndex;
import org.latscope.source.SourceRefs;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceResolver;
import org.latscope.source.SourceTree;
import org.latscope.source.TreeChoice;

class ResolverTest {

    /** A function of the voluntary-preempt era with seven mcount(); calls, as -VP kernels marked points in a body. */
    private static final String MCOUNT_FIXTURE = """
            static void mark_offset_tsc(void)
            {
            	unsigned long lost, delay;
            	mcount();
            	write_seqlock(&monotonic_lock);
            	mcount();
            	rdtsc(last_tsc_low, last_tsc_high);
            	mcount(); /* after rdtsc */
            	spin_lock(&i8253_lock);
            	mcount();
            	outb_p(0x00, PIT_MODE);
            	mcount();
            	count = inb_p(PIT_CH0);
            	mcount();
            	spin_unlock(&i8253_lock);
            	mcount();
            }

            int other(void)
            {
            	mcount();
            }
            """;

    @TempDir
    Path dir;

    private SourceIndex fixture() throws IOException {
        Path tree = dir.resolve("linux-2.6.9-rc1"); //$NON-NLS-1$
        Files.createDirectories(tree.resolve("arch/i386/kernel/timers")); //$NON-NLS-1$
        Files.writeString(tree.resolve("arch/i386/kernel/timers/timer_tsc.c"), MCOUNT_FIXTURE); //$NON-NLS-1$
        SourceCache cache = new SourceCache(dir.resolve("cache")); //$NON-NLS-1$
        return SourceIndex.build(SourceTree.open(tree, cache), cache);
    }

    @Test
    void mcountMarkersLandOnTheNthCall() throws IOException {
        SourceIndex index = fixture();
        List<SourceRefs.Counted> markers = new ArrayList<>();
        for (int n = 1; n <= 8; n++) {
            markers.add(new SourceRefs.Counted("mark_offset_tsc [" + n + "]", n, n * 1000L, 1000L)); //$NON-NLS-1$ //$NON-NLS-2$
        }
        SourceReport report = new SourceResolver(index).resolve(new SourceRefs(List.of(), markers, List.of(), List.of()), "", null); //$NON-NLS-1$
        assertEquals(List.of(4, 6, 8, 10, 12, 14, 16), report.lines().stream().map(SourceReport.Line::line).toList());
        for (SourceReport.Line l : report.lines()) {
            assertTrue(l.text().contains("mcount();"), l.text()); //$NON-NLS-1$
            assertEquals("arch/i386/kernel/timers/timer_tsc.c", l.file()); //$NON-NLS-1$
        }
        assertEquals(List.of("mark_offset_tsc [8]"), report.unresolved().stream().map(SourceReport.Unresolved::ref).toList()); //$NON-NLS-1$
    }

    @Test
    void pointsLandAtTheirFractionOfTheBody() throws IOException {
        SourceIndex index = fixture();
        CodePoint p = CodePoint.parse("mark_offset_tsc+0x50/0xa0").orElseThrow(); //$NON-NLS-1$
        assertEquals(0x50, p.offset());
        assertEquals(9, p.line(index.functions("mark_offset_tsc").get(0))); //$NON-NLS-1$
        SourceReport report = new SourceResolver(index).resolve(new SourceRefs(List.of(), List.of(),
                List.of(new SourceRefs.Counted("started_at:mark_offset_tsc+0x50/0xa0", 1, 5, 5), //$NON-NLS-1$
                        new SourceRefs.Counted("ended_at:nowhere+0x1/0x2", 1, 5, 5)), //$NON-NLS-1$
                List.of(new SourceRefs.Timed("other", 3, 7))), "", null); //$NON-NLS-1$ //$NON-NLS-2$
        assertEquals(9, report.lines().get(0).line());
        assertEquals("other", report.functions().get(0).name()); //$NON-NLS-1$
        assertEquals(19, report.functions().get(0).line());
        assertEquals("ended_at:nowhere+0x1/0x2", report.unresolved().get(0).ref()); //$NON-NLS-1$
    }

    @Test
    void nearestTreeAndDrift() throws IOException {
        SourceCache cache = new SourceCache(dir.resolve("cache")); //$NON-NLS-1$
        List<SourceTree> trees = new ArrayList<>();
        for (String name : List.of("linux-2.4.16", "linux-2.6.9", "linux-2.6.22.19", "linux-source-6.1")) { //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            Files.createDirectories(dir.resolve(name));
            trees.add(SourceTree.open(dir.resolve(name), cache));
        }
        TreeChoice a = TreeChoice.choose(trees, List.of(KernelRelease.parse("2.6.9-rc1-VP-R1").orElseThrow()), t -> 0); //$NON-NLS-1$
        assertEquals("linux-2.6.9", a.tree().name()); //$NON-NLS-1$
        assertTrue(a.drift().contains("2.6.9-rc1-VP-R1")); //$NON-NLS-1$
        assertEquals("linux-2.4.16", TreeChoice.choose(trees, //$NON-NLS-1$
                List.of(KernelRelease.parse("2.4.10-pre12").orElseThrow()), t -> 0).tree().name()); //$NON-NLS-1$
        assertEquals("linux-source-6.1", TreeChoice.choose(trees, //$NON-NLS-1$
                List.of(KernelRelease.parse("6.18.0").orElseThrow()), t -> 0).tree().name()); //$NON-NLS-1$
        assertNull(TreeChoice.choose(trees, List.of(KernelRelease.parse("2.6.22.19").orElseThrow()), t -> 0).drift()); //$NON-NLS-1$
        assertEquals("2.4.10-pre12", KernelRelease.find("worst20/latencytimes-2.4.10-pre12.txt").orElseThrow().text()); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
