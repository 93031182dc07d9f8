// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.latscope.cli.CommandLineRunner;
import org.latscope.formats.InstalledTraceFormats;

/**
 * The command line over the installed formats, as the application runs it, with what it
 * prints kept for the test to read. One per test; close it after.
 */
final class CommandLine implements AutoCloseable {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final InstalledTraceFormats formats;
    private final CommandLineRunner runner;

    /** @param test the test class, whose bundle asks for the formats service */
    CommandLine(Class<?> test) {
        formats = new InstalledTraceFormats(test);
        runner = new CommandLineRunner(new PrintWriter(out), new PrintWriter(err), formats.registry());
    }

    /** @return the exit code of {@code latscope args...} */
    int run(String... args) {
        return runner.run(args);
    }

    /** @return what the commands run so far printed on stdout */
    String out() {
        return out.toString();
    }

    /** @return what they printed on stderr */
    String err() {
        return err.toString();
    }

    /** Forgets stdout so far, for a test that runs several commands. */
    void clearOut() {
        out.getBuffer().setLength(0);
    }

    @Override
    public void close() {
        formats.close();
    }
}
