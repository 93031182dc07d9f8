// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

import org.latscope.formats.PluginTraceFormats;

/**
 * The headless command line on a plain class path, without OSGi: the same bundles' jars, the
 * same {@link CommandLineRunner}, the formats read from the formats bundle's own plugin.xml by
 * {@link PluginTraceFormats} rather than the extension registry. {@code ./latscope} starts it:
 * the JDK's ahead-of-time cache (JDK 25, JEP 483/515) and class-data archive (JDK 21) hold only
 * classes of the built-in class loaders, never a bundle's, and Equinox's own start was most of
 * a small command's 0.8 s. The OSGi application ({@link LatscopeApplication}) stays for
 * {@code LATSCOPE_LAUNCH=osgi} and for the explorer's installation.
 */
public final class PlainMain {

    private PlainMain() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** @return the exit code of one command line, its output written to stdout and stderr */
    static int run(String... args) {
        // buffered, flushed at the end, as LatscopeApplication's
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16));
        PrintWriter err = new PrintWriter(System.err, true);
        try {
            return new CommandLineRunner(out, err, PluginTraceFormats.registry()).run(args);
        } finally {
            out.flush();
        }
    }
}
