// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import java.nio.file.Path;
import java.util.List;

import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
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

    /** The {@code --unit} of a command line, or a usage error naming what was wrong. */
    Unit unit(CommandSpec spec) {
        try {
            return unit();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), Messages.format("option.bad", e.getMessage())); //$NON-NLS-1$
        }
    }

    /**
     * Reads the paths into one trace set, handing each file to {@code whenRead} on the thread
     * that read it, and reporting problems on the command's error stream.
     */
    TraceInput.Loaded load(CommandSpec spec, TraceFormatRegistry registry, TraceSetReader.WhenRead whenRead) {
        return TraceInput.read(registry, paths, threads, spec.commandLine().getErr(), whenRead);
    }

    /**
     * Reads as {@link #load(CommandSpec, TraceFormatRegistry, TraceSetReader.WhenRead)} does, and
     * hands each file, in path order, to {@code inOrder}, which says whether the set keeps it.
     */
    TraceInput.Loaded load(CommandSpec spec, TraceFormatRegistry registry, TraceSetReader.WhenRead whenRead,
            TraceSetReader.InOrder inOrder) {
        return TraceInput.read(registry, paths, threads, spec.commandLine().getErr(), whenRead, inOrder);
    }
}
