// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.nio.file.Path;
import java.util.List;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The options every analysis command shares: paths, {@code --json}, {@code --unit}, {@code --threads}. */
public final class InputOptions {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Files, folders or archives, read as one trace set.")
    List<Path> paths;

    @Option(names = "--json", description = "Print JSON (see docs/cli.md) instead of text.")
    boolean json;

    @Option(names = "--unit", paramLabel = "UNIT", defaultValue = "us",
            description = "Unit of printed times: ns, us, ms or s (default: ${DEFAULT-VALUE}).")
    String unit;

    @Option(names = "--threads", paramLabel = "N", description = "Files read at once (default: every core).")
    int threads = Runtime.getRuntime().availableProcessors();

    Unit unit() {
        return new Unit(unit);
    }
}
