// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.testdata;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The project's real PREEMPT_RT kernel under QEMU ({@code releng/scripts/test-target}), shared by
 * the capture tests and the capture UI tests: the one {@code releng/scripts/test} booted
 * ({@code LATSCOPE_TEST_TARGET}, {@code LATSCOPE_TEST_TARGET_IDENTITY}), else booted here once.
 *
 * @param url {@code ssh://root@127.0.0.1:PORT}
 * @param identity the private key the guest accepts
 */
public record QemuTestTarget(String url, Path identity) {

    /** Set (to anything) to skip the tests against the QEMU kernel; they say so. */
    public static final String SKIP = "LATSCOPE_SKIP_TARGET_TESTS"; //$NON-NLS-1$

    private static QemuTestTarget instance;

    /** @return whether {@link #SKIP} is set */
    public static boolean skipped() {
        String skip = System.getenv(SKIP);
        return skip != null && !skip.isEmpty();
    }

    /**
     * @return the running target
     * @throws IllegalStateException when it cannot be found or booted
     */
    public static synchronized QemuTestTarget get() {
        if (instance == null) {
            String url = System.getenv("LATSCOPE_TEST_TARGET"); //$NON-NLS-1$
            String identity = System.getenv("LATSCOPE_TEST_TARGET_IDENTITY"); //$NON-NLS-1$
            instance = url != null && !url.isEmpty() && identity != null ? new QemuTestTarget(url, Path.of(identity)) : boot();
        }
        return instance;
    }

    private static QemuTestTarget boot() {
        Path script = script();
        try {
            Process p = new ProcessBuilder(script.toString(), "start").redirectError(ProcessBuilder.Redirect.INHERIT).start(); //$NON-NLS-1$
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) {
                throw new IllegalStateException(script + " start failed: " + out); //$NON-NLS-1$
            }
            String[] lines = out.strip().split("\n"); //$NON-NLS-1$
            return new QemuTestTarget(lines[0].strip(), Path.of(lines[1].substring(lines[1].indexOf(':') + 1).strip()));
        } catch (IOException e) {
            throw new IllegalStateException(script + " start: " + e, e); //$NON-NLS-1$
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static Path script() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) { //$NON-NLS-1$
            if (Files.isRegularFile(p.resolve("releng/scripts/test-target"))) { //$NON-NLS-1$
                return p.resolve("releng/scripts/test-target"); //$NON-NLS-1$
            }
        }
        throw new IllegalStateException("no releng/scripts/test-target above " + Path.of("").toAbsolutePath()); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
