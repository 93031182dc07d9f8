// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.source.FunctionDef;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceLookup;
import org.latscope.source.SourceTree;
import org.latscope.source.SystemTrees;
import org.latscope.testdata.TarWriter;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/**
 * The kernel source a Debian system installs, found without configuration: a fake
 * {@code /usr/src} and {@code /lib/modules} laid out as the {@code linux-source-6.1},
 * {@code linux-headers-*} and kernel packages lay them out, and the host's own where present.
 */
class SystemTreesTest {

    @TempDir
    Path dir;

    private Path src;
    private Path modules;

    private static final String CORE_C = """
            // SPDX-License-Identifier: GPL-2.0-only
            static void __sched notrace __schedule(unsigned int sched_mode)
            {
            }
            """;

    @BeforeEach
    void layout() throws IOException {
        src = Files.createDirectories(dir.resolve("usr/src"));
        modules = Files.createDirectories(dir.resolve("lib/modules"));
        try (OutputStream out = new XZOutputStream(Files.newOutputStream(src.resolve("linux-source-6.1.tar.xz")), new LZMA2Options())) {
            TarWriter.entry(out, "linux-source-6.1/Makefile", makefile(6, 1, 158));
            TarWriter.entry(out, "linux-source-6.1/init/main.c", "int main;\n".getBytes(StandardCharsets.US_ASCII));
            TarWriter.entry(out, "linux-source-6.1/kernel/sched/core.c", CORE_C.getBytes(StandardCharsets.US_ASCII));
            out.write(new byte[1024]);
        }
        Files.write(Files.createDirectories(src.resolve("linux-headers-6.1.0-18-common")).resolve("Makefile"), makefile(6, 1, 76));
        Files.createDirectories(src.resolve("linux-headers-6.1.0-18-amd64/include"));
        Files.createDirectories(src.resolve("linux-config-6.1"));
        Files.createDirectories(src.resolve("python3.11"));
        Files.writeString(src.resolve("linux-patch-6.1-rt.patch.xz"), "not a tree");
        Files.createDirectories(modules.resolve("6.1.0-18-amd64"));
        Files.createSymbolicLink(modules.resolve("6.1.0-18-amd64/build"), Path.of("../../../usr/src/linux-headers-6.1.0-18-amd64"));
        Files.createDirectories(modules.resolve("6.1.0-17-amd64"));
        Files.createSymbolicLink(modules.resolve("6.1.0-17-amd64/build"), Path.of("../../../usr/src/linux-headers-6.1.0-17-amd64"));
        Files.createDirectories(modules.resolve("5.10.0-9-amd64/build/include"));
    }

    private static byte[] makefile(int version, int patch, int sub) {
        return ("# SPDX-License-Identifier: GPL-2.0\nVERSION = " + version + "\nPATCHLEVEL = " + patch + "\nSUBLEVEL = " + sub
                + "\nEXTRAVERSION =\nNAME = Hurr durr I'ma ninja sloth\n").getBytes(StandardCharsets.US_ASCII);
    }

    private static List<String> described(List<SystemTrees.Found> found, Path root) {
        return found.stream().map(f -> root.relativize(f.location()) + " " + f.release() + (f.headers() ? " headers" : "")).toList();
    }

    @Test
    void sourcesHeadersAndModuleBuildLinksAreFoundWithTheirReleases() {
        List<SystemTrees.Found> found = new SystemTrees(src, modules).find();
        // the 6.1.0-18 build link is its headers folder, listed once; the 6.1.0-17 one dangles
        assertEquals(List.of("usr/src/linux-source-6.1.tar.xz 6.1",
                "usr/src/linux-headers-6.1.0-18-amd64 6.1.0-18-amd64 headers",
                "usr/src/linux-headers-6.1.0-18-common 6.1.76 headers",
                "lib/modules/5.10.0-9-amd64/build 5.10.0-9-amd64 headers"), described(found, dir));
    }

    @Test
    void aSetWithoutKernelSrcLooksInTheFullSourceAndOpensItWithItsMakefileRelease() throws IOException {
        Path traces = Files.createDirectories(dir.resolve("traces"));
        SourceLookup lookup = new SourceLookup(new SourceCache(dir.resolve("cache")), new SystemTrees(src, modules));
        List<Path> trees = lookup.defaultTrees(List.of(traces));
        assertEquals(List.of(src.resolve("linux-source-6.1.tar.xz")), trees);
        SourceTree tree = lookup.open(trees).get(0);
        assertEquals("6.1.158", tree.release().text());
        FunctionDef schedule = lookup.index(tree).functions("__schedule").get(0);
        assertEquals("kernel/sched/core.c", schedule.file());
        assertEquals(2, schedule.line());
    }

    @Test
    void headersAreLookedInOnlyWithoutAFullSource() throws IOException {
        Files.delete(src.resolve("linux-source-6.1.tar.xz"));
        List<Path> trees = new SystemTrees(src, modules).lookupTrees();
        assertEquals(List.of(src.resolve("linux-headers-6.1.0-18-amd64"), src.resolve("linux-headers-6.1.0-18-common"),
                modules.resolve("5.10.0-9-amd64/build")), trees);
    }

    @Test
    void aKernelSrcFolderBesideTheTracesComesBeforeTheSystem() throws IOException {
        Path near = Files.createDirectories(dir.resolve("traces/kernel-src/linux-2.6.9"));
        SourceLookup lookup = new SourceLookup(new SourceCache(dir.resolve("cache")), new SystemTrees(src, modules));
        assertEquals(List.of(near), lookup.defaultTrees(List.of(dir.resolve("traces/lt.1"))));
    }

    @Test
    void noSystemFoldersNoTrees() {
        SystemTrees none = new SystemTrees(dir.resolve("missing/src"), dir.resolve("missing/modules"));
        assertEquals(List.of(), none.find());
        assertEquals(List.of(), new SourceLookup(new SourceCache(dir.resolve("cache")), none).defaultTrees(List.of(dir)));
    }

    /** Debian's linux-source-6.1 where installed ({@code releng/scripts/test} installs it), listed without extracting it. */
    @Test
    void theHostsLinuxSource61IsACandidateWithItsRelease() {
        if (!Files.isRegularFile(LinuxSource61Test.ARCHIVE)) {
            Assumptions.abort(LinuxSource61Test.ARCHIVE + " is missing"); //$NON-NLS-1$
        }
        SystemTrees host = SystemTrees.ofHost();
        SystemTrees.Found found = host.find().stream().filter(f -> f.location().equals(LinuxSource61Test.ARCHIVE)).findFirst()
                .orElseThrow(() -> new AssertionError(host.find().toString()));
        assertEquals("6.1", found.release().text());
        assertTrue(!found.headers());
        assertTrue(host.lookupTrees().contains(LinuxSource61Test.ARCHIVE), host.lookupTrees().toString());
    }
}
