// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.cli.CommandLineRunner;
import org.latscope.testdata.QemuTestTarget;

/**
 * {@code latscope record}: what it refuses before touching a target, and one run against the
 * project's QEMU kernel (releng/scripts/test-target; skipped only with LATSCOPE_SKIP_TARGET_TESTS).
 */
class RecordCommandTest {

    private final CommandLine cli = new CommandLine(getClass());

    @TempDir
    Path dir;

    @AfterEach
    void close() {
        cli.close();
    }

    @Test
    void aNonEmptyRunFolderIsRefusedBeforeConnecting() throws IOException {
        Files.writeString(dir.resolve("lt.01"), "mine");
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, cli.run("record", "ssh://nobody@192.0.2.1", "--tracer", "wakeup_rt", "-o", dir.toString()));
        assertEquals("latscope record: " + dir + " exists and is not empty: a run folder must be new or empty\n", cli.err());
        assertEquals("mine", Files.readString(dir.resolve("lt.01")));
    }

    @Test
    void aTargetThatIsNeitherLocalNorSshIsNamed() {
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, cli.run("record", "ftp://host", "--tracer", "wakeup_rt", "-o", dir.resolve("run").toString()));
        assertEquals("latscope record: Not an SSH target: ftp://host (give ssh://user@host[:port] or local)\n", cli.err());
        assertFalse(Files.exists(dir.resolve("run")));
    }

    @Test
    void aBadDurationIsAUsageError() {
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR,
                cli.run("record", "local", "--tracer", "wakeup_rt", "--duration", "soon", "-o", dir.resolve("run").toString()));
        assertEquals("latscope record: not a duration: soon (e.g. 30s, 5m, 500ms)\n", cli.err());
    }

    @Test
    void recordsWakeupRtMaximaFromTheTestKernelAndRestoresIt() throws Exception {
        if (QemuTestTarget.skipped()) {
            System.err.println("RecordCommandTest: LATSCOPE_SKIP_TARGET_TESTS is set: the record run against the QEMU kernel is disabled");
            return; // (Assumptions would need opentest4j on the fragment's class path)
        }
        QemuTestTarget qemu = QemuTestTarget.get();
        String[] target = { qemu.url(), qemu.identity().toString() };
        Path run = dir.resolve("run");
        int code = cli.run("record", target[0], "--identity", target[1], "--known-hosts", dir.resolve("known_hosts").toString(), "--tracer",
                "wakeup_rt", "--option", "nofunction-trace", "--snapshots", "2", "--duration", "60s", "-o", run.toString());
        String err = cli.err();
        assertEquals(CommandLineRunner.OK, code, err);
        assertTrue(err.contains(": host key SHA256:"), err);
        assertTrue(err.contains("record: " + target[0] + ": kernel 6.1.0-"), err);
        assertTrue(err.contains("record: lt.01  "), err);
        assertTrue(err.contains("record: lt.02  "), err);
        assertTrue(err.contains(": restored as found (current_tracer nop, tracing_on "), err);
        assertTrue(err.contains("record: " + run + ": 2 files; ended by snapshots"), err);
        String metadata = Files.readString(run.resolve("capture.properties"));
        assertTrue(metadata.contains("\ntracer=wakeup_rt\n") && metadata.contains("\nkernel.release=6.1.0-"), metadata);
        cli.clearOut();
        assertEquals(CommandLineRunner.OK, cli.run("summary", run.toString()), cli.err());
        assertTrue(cli.out().contains("wakeup_rt"), cli.out());
    }
}
