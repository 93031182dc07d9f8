// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.cli.CommandLineRunner;
import org.latscope.formats.InstalledTraceFormats;

/** The command line run in-process over the installed formats, as the application runs it. */
final class Cli {

    private Cli() {
    }

    /** @return what {@code latscope args...} printed on stdout; fails the test on exit codes above 2 */
    static String run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try (InstalledTraceFormats formats = new InstalledTraceFormats(Cli.class)) {
            int code = new CommandLineRunner(new PrintWriter(out), new PrintWriter(err), formats.registry()).run(args);
            assertTrue(code == 0 || code == 2, "latscope exits with " + code + ": " + err);
        }
        return out.toString();
    }

    /** @return the first number of a JSON field at or after {@code from} */
    static double number(String json, String field, int from) {
        Matcher m = Pattern.compile("\"" + Pattern.quote(field) + "\"\\s*:\\s*(-?[0-9.eE+]+)").matcher(json);
        assertTrue(m.find(from), field + " in " + json);
        return Double.parseDouble(m.group(1));
    }
}
