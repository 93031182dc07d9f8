// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;
import org.latscope.cli.CommandLineRunner;

class CommandLineRunnerTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final CommandLineRunner runner = new CommandLineRunner(new PrintWriter(out), new PrintWriter(err));

    @Test
    void versionNamesTheInstalledBundle() {
        assertEquals(CommandLineRunner.OK, runner.run("--version"));
        assertTrue(out.toString().startsWith("Latscope 0.1.0."), out.toString());
    }

    @Test
    void helpListsUsageAndExitCodes() {
        assertEquals(CommandLineRunner.OK, runner.run("--help"));
        assertTrue(out.toString().contains("Usage: latscope"), out.toString());
        assertTrue(out.toString().contains("Exit codes: 0 all input understood"), out.toString());
    }

    @Test
    void unknownOptionIsAUsageError() {
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, runner.run("--frobnicate"));
        assertTrue(err.toString().startsWith("latscope: Unknown option: '--frobnicate'"), err.toString());
        assertEquals("", out.toString());
    }
}
