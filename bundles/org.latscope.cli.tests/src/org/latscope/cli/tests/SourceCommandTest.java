// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.cli.CommandLineRunner;
import org.latscope.source.SystemTrees;
import org.latscope.testdata.TestData;

/** {@code latscope source} over the test data's samples and seeds and their eras' trees in {@code kernel-src}. */
class SourceCommandTest {

    private static final Path LINUX_SOURCE_61 = Path.of("/usr/src/linux-source-6.1.tar.xz");

    private final CommandLine cli = new CommandLine(SourceCommandTest.class);

    @AfterEach
    void close() {
        cli.close();
    }

    private static String path(String relative) {
        return TestData.path(relative).toString();
    }

    /** Without --source, the kernel-src folder above the sample is found; 2.4.16 is nearest to 2.4.10-pre12. */
    @Test
    void worst20SampleJson() {
        int code = cli.run("source", "--json", path("samples/worst20/latencytimes-2.4.10-pre12.txt"));
        assertTrue(code == CommandLineRunner.OK || code == CommandLineRunner.PARTIAL, cli.err());
        String json = cli.out();
        assertTrue(json.contains("\"release\": \"2.4.16\""), json);
        assertTrue(json.contains("\"note\": \"the tree is 2.4.16, the traces are 2.4.10-pre12"), json);
        assertTrue(json.matches("(?s).*\"file\": \"kernel/sched.c\",\n\\s+\"line\": 697,\n\\s+\"count\": \\d+,\n"
                + "\\s+\"max_us\": \\d+,\n\\s+\"total_us\": \\d+,\n\\s+\"text\": \"[^\"]*\",\n\\s+\"refs\": \\[\n\\s+\"end:697/sched.c\".*"), json);
        assertTrue(json.contains("\"unresolved\": ["), json);
    }

    @Test
    void seed004VprintkText() {
        int code = cli.run("source", "--source", path("kernel-src/linux-2.6.22.19"), path("seeds/004_3538765cb0028241.txt"));
        assertTrue(code == CommandLineRunner.OK || code == CommandLineRunner.PARTIAL, cli.err());
        String text = cli.out();
        assertTrue(text.startsWith("source tree linux-2.6.22.19 (2.6.22.19)"), text);
        assertTrue(text.matches("(?s).*\\s\\d+\\s+\\d+  vprintk  kernel/printk.c:516\n.*"), text);
        assertTrue(text.contains("note: the traces name no kernel release"), text);
    }

    @Test
    void noTreeIsAUsageError(@TempDir Path dir) {
        if (!SystemTrees.ofHost().lookupTrees().isEmpty()) {
            Assumptions.abort("this host has kernel source in /usr/src: aDebianLinuxSourceIsFoundWithoutConfiguration");
        }
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, cli.run("source", dir.toString()));
        assertTrue(cli.err().contains("no kernel source tree"), cli.err());
    }

    /** Traces without a kernel-src folder take the host's linux-source-6.1 where it is installed, unconfigured. */
    @Test
    void aDebianLinuxSourceIsFoundWithoutConfiguration(@TempDir Path dir) throws IOException {
        if (!Files.isRegularFile(LINUX_SOURCE_61)) {
            Assumptions.abort(LINUX_SOURCE_61 + " is missing");
        }
        Path trace = Files.copy(TestData.path("samples/public/ftrace_rst_preemptirqsoff_100us.txt"), dir.resolve("lt.txt"));
        int code = cli.run("source", trace.toString());
        assertTrue(code == CommandLineRunner.OK || code == CommandLineRunner.PARTIAL, cli.err());
        String text = cli.out();
        assertTrue(text.matches("(?s)source tree linux-source-6\\.1\\.tar\\.xz \\(6\\.1\\.\\d+\\) at \\S+: the only tree, .*"), text);
        assertTrue(text.contains("the traces are 3.8.0-test+"), text);
        assertTrue(text.matches("(?s).*\nfunctions: [1-9]\\d*  .*"), text);
    }
}
