// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.latscope.testdata.QemuTestTarget;
import org.latscope.capture.CaptureException;
import org.latscope.capture.CommandResult;
import org.latscope.capture.ssh.SshAddress;
import org.latscope.capture.ssh.SshOptions;
import org.latscope.capture.ssh.SshTarget;

/**
 * The project's real kernel under QEMU ({@code releng/scripts/test-target}): the one
 * {@code releng/scripts/test} booted ({@code LATSCOPE_TEST_TARGET} and
 * {@code LATSCOPE_TEST_TARGET_IDENTITY}), or booted here. Skipped only when
 * {@code LATSCOPE_SKIP_TARGET_TESTS} is set; a target that cannot boot fails the tests.
 */
final class TestTarget {

    final String url;
    final Path identity;

    private TestTarget(QemuTestTarget target) {
        this.url = target.url();
        this.identity = target.identity();
    }

    static TestTarget get() {
        Assumptions.assumeFalse(QemuTestTarget.skipped(),
                "LATSCOPE_SKIP_TARGET_TESTS is set: the capture tests against the QEMU kernel are disabled");
        return new TestTarget(QemuTestTarget.get());
    }

    /** @return options with this target's key, a known_hosts of the test's own, no ~/.ssh/config or agent */
    SshOptions options(Path knownHosts) {
        return SshOptions.defaults().withIdentity(identity).withKnownHosts(knownHosts).isolated();
    }

    SshAddress address() {
        return SshAddress.parse(url);
    }

    /** @return a second connection, to look at and upset the target while a capture runs */
    SshTarget connect(Path knownHosts) throws CaptureException {
        return SshTarget.connect(address(), options(knownHosts), m -> {
        });
    }

    /** Sets the state a test expects to find restored (tracing off, so that restoring it is seen). */
    static void prepare(SshTarget t) throws CaptureException {
        CommandResult r = t.run("cd /sys/kernel/tracing && echo 0 > tracing_on && echo nop > current_tracer && echo > set_event && echo 0 > tracing_thresh && echo > set_ftrace_filter");
        assertEquals(0, r.exitStatus(), r.err());
    }

    static Map<String, String> read(SshTarget t, String... files) throws CaptureException {
        StringBuilder s = new StringBuilder("cd /sys/kernel/tracing");
        for (String f : files) {
            s.append(" && printf '%s=' ").append(f).append(" && cat ").append(f);
        }
        CommandResult r = t.run(s.toString());
        assertEquals(0, r.exitStatus(), r.err());
        java.util.LinkedHashMap<String, String> values = new java.util.LinkedHashMap<>();
        for (String line : r.text().split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                values.put(line.substring(0, eq), line.substring(eq + 1).strip());
            }
        }
        return values;
    }

    static void waitFor(java.util.function.BooleanSupplier condition, Duration timeout, String what) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                fail("not within " + timeout.toSeconds() + " s: " + what);
            }
            Thread.sleep(100);
        }
    }
}
