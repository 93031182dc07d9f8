// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.cli.CommandLineRunner;
import org.latscope.formats.TraceFormat;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.testdata.TestData;

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

    @Test
    void runningOutOfMemoryIsSaidAndExitsWithOne() {
        // a read thread and the command's own thread: each error reached the framework,
        // which logged it and exited with 0 having printed nothing (stats over 100,000 files);
        // here detection runs out (a reader's own is caught where it reads: see below)
        TraceFormatRegistry registry = new TraceFormatRegistry();
        registry.add(TraceFormat.of("hungry", "Hungry", List.of(), (head, length, name) -> {
            throw new OutOfMemoryError("Java heap space");
        }, () -> (lines, context) -> {
        }));
        String trace = TestData.path("samples/ftrace/events-latency-format.txt").toString();
        for (String command : List.of("summary", "stats", "hotspots", "tree")) {
            StringWriter printed = new StringWriter();
            StringWriter errors = new StringWriter();
            int code = new CommandLineRunner(new PrintWriter(printed), new PrintWriter(errors), registry).run(command, trace);
            assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, code, command + ": " + errors);
            assertTrue(errors.toString().startsWith("latscope: out of memory: ") && errors.toString().contains("LATSCOPE_VMARGS=-Xmx"),
                    command + ": " + errors);
        }
    }

    @Test
    void aReaderRunningOutOfMemoryStopsItsFileAsTheMemoryGuardDoes() {
        TraceFormatRegistry registry = new TraceFormatRegistry();
        registry.add(TraceFormat.of("hungry", "Hungry", List.of(), (head, length, name) -> 100, () -> (lines, context) -> {
            throw new OutOfMemoryError("Java heap space");
        }));
        String trace = TestData.path("samples/ftrace/events-latency-format.txt").toString();
        for (String command : List.of("stats", "hotspots", "tree")) {
            StringWriter printed = new StringWriter();
            StringWriter errors = new StringWriter();
            int code = new CommandLineRunner(new PrintWriter(printed), new PrintWriter(errors), registry).run(command, trace);
            assertEquals(CommandLineRunner.PARTIAL, code, command + ": " + errors);
            assertTrue(errors.toString().startsWith("latscope: memory nearly full: 1 files were not read or read only in part")
                    && errors.toString().contains("events-latency-format.txt"), command + ": " + errors);
        }
        StringWriter printed = new StringWriter();
        assertEquals(CommandLineRunner.PARTIAL,
                new CommandLineRunner(new PrintWriter(printed), new PrintWriter(new StringWriter()), registry).run("summary", trace));
        assertTrue(printed.toString().contains("Memory nearly full (heap limit "), printed.toString());
    }
}
