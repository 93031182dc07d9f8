// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.source.FunctionDef;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceIndex;
import org.latscope.source.SourceTree;

/**
 * A real, current kernel tree: Debian's {@code linux-source-6.1}
 * ({@code /usr/src/linux-source-6.1.tar.xz}, which {@code releng/scripts/test} installs when
 * missing). The archive is extracted once into the user's cache; the index is built cold into a
 * fresh cache, then warm, and both times are printed.
 */
class LinuxSource61Test {

    /** The archive Debian's package installs. */
    static final Path ARCHIVE = Path.of("/usr/src/linux-source-6.1.tar.xz"); //$NON-NLS-1$

    private static SourceIndex index;

    @BeforeAll
    static void index(@TempDir Path indexCache) throws IOException {
        if (!Files.isRegularFile(ARCHIVE)) {
            if ("1".equals(System.getenv("LATSCOPE_REQUIRE_LINUX_SOURCE"))) { //$NON-NLS-1$ //$NON-NLS-2$
                fail(ARCHIVE + " is missing: apt-get install linux-source-6.1"); //$NON-NLS-1$
            }
            Assumptions.abort(ARCHIVE + " is missing (releng/scripts/test installs linux-source-6.1)"); //$NON-NLS-1$
        }
        long t0 = System.nanoTime();
        SourceTree tree = SourceTree.open(ARCHIVE, SourceCache.ofUser());
        long extracted = System.nanoTime();
        SourceCache fresh = new SourceCache(indexCache);
        SourceIndex cold = SourceIndex.build(tree, fresh);
        index = SourceIndex.build(tree, fresh);
        System.out.printf("linux-source-6.1: extract/open %d ms; index cold %d ms (%d files, %d scanned, %d functions), warm %d ms (%d scanned)%n", //$NON-NLS-1$
                Long.valueOf((extracted - t0) / 1_000_000), Long.valueOf(cold.stats().millis()), Integer.valueOf(cold.stats().files()),
                Integer.valueOf(cold.stats().scanned()), Integer.valueOf(cold.stats().functions()), Long.valueOf(index.stats().millis()),
                Integer.valueOf(index.stats().scanned()));
        assertEquals(0, index.stats().scanned());
        assertEquals(cold.stats().functions(), index.stats().functions());
    }

    @Test
    void releaseFromTheMakefile() {
        assertTrue(index.tree().release().text().startsWith("6.1."), index.tree().release().text()); //$NON-NLS-1$
    }

    @Test
    void vprintkAndScheduleResolve() {
        FunctionDef vprintk = index.functions("vprintk").get(0); //$NON-NLS-1$
        // 6.1 defines vprintk in printk_safe.c (printk.c holds vprintk_emit and vprintk_default)
        assertEquals("kernel/printk/printk_safe.c", vprintk.file()); //$NON-NLS-1$
        assertEquals("kernel/printk/printk.c", index.functions("vprintk_emit").get(0).file()); //$NON-NLS-1$ //$NON-NLS-2$
        assertTrue(index.lines(vprintk.file()).get(vprintk.line() - 1).contains("vprintk("), vprintk.toString()); //$NON-NLS-1$
        FunctionDef schedule = index.functions("__schedule").get(0); //$NON-NLS-1$
        assertEquals("kernel/sched/core.c", schedule.file()); //$NON-NLS-1$
        assertTrue(index.lines(schedule.file()).get(schedule.line() - 1).contains("__schedule("), schedule.toString()); //$NON-NLS-1$
    }

    @Test
    void inodeIsAmbiguousWithFsInodeFirst() {
        List<String> inodes = index.files("inode.c"); //$NON-NLS-1$
        assertTrue(inodes.size() > 20, inodes.toString());
        assertEquals("fs/inode.c", inodes.get(0)); //$NON-NLS-1$
        assertEquals(List.of("fs/ext4/inode.c"), index.files("ext4/inode.c")); //$NON-NLS-1$ //$NON-NLS-2$
        assertEquals("kernel/sched/core.c", index.files("sched/core.c").get(0)); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
