// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;

/**
 * The project's real PREEMPT_RT kernel under QEMU ({@code releng/scripts/test-target}): the one
 * {@code releng/scripts/test} booted ({@code LATSCOPE_TEST_TARGET}, {@code LATSCOPE_TEST_TARGET_IDENTITY}),
 * or booted here. Skipped only when {@code LATSCOPE_SKIP_TARGET_TESTS} is set.
 */
record QemuTarget(String url, Path identity) {

    private static QemuTarget instance;

    static synchronized QemuTarget get() {
        String skip = System.getenv("LATSCOPE_SKIP_TARGET_TESTS");
        Assumptions.assumeTrue(skip == null || skip.isEmpty(),
                "LATSCOPE_SKIP_TARGET_TESTS is set: the tests against the QEMU kernel are disabled");
        if (instance == null) {
            String url = System.getenv("LATSCOPE_TEST_TARGET");
            String identity = System.getenv("LATSCOPE_TEST_TARGET_IDENTITY");
            instance = url != null && !url.isEmpty() && identity != null ? new QemuTarget(url, Path.of(identity)) : boot();
        }
        return instance;
    }

    private static QemuTarget boot() {
        Path script = null;
        for (Path p = Path.of("").toAbsolutePath(); p != null && script == null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("releng/scripts/test-target"))) {
                script = p.resolve("releng/scripts/test-target");
            }
        }
        if (script == null) {
            fail("no releng/scripts/test-target above " + Path.of("").toAbsolutePath());
        }
        try {
            Process p = new ProcessBuilder(script.toString(), "start").redirectError(ProcessBuilder.Redirect.INHERIT).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) {
                fail(script + " start failed: " + out);
            }
            String[] lines = out.strip().split("\n");
            return new QemuTarget(lines[0].strip(), Path.of(lines[1].substring(lines[1].indexOf(':') + 1).strip()));
        } catch (IOException e) {
            throw new AssertionError(script + " start: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
