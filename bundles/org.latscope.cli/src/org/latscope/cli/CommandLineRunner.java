// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;

import org.latscope.formats.TraceFormatRegistry;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Builds the picocli command tree and runs it with the given streams, so tests and the
 * application share one entry point.
 */
public final class CommandLineRunner {

    /** Exit code: every line understood, command done. */
    public static final int OK = 0;
    /** Exit code: usage error or I/O error. */
    public static final int USAGE_OR_IO_ERROR = 1;
    /** Exit code: the command ran, but some input was not understood. */
    public static final int PARTIAL = 2;

    private final PrintWriter out;
    private final PrintWriter err;
    private final TraceFormatRegistry formats;

    /**
     * A runner without trace formats (for commands that read no traces).
     *
     * @param out standard output
     * @param err standard error
     */
    public CommandLineRunner(PrintWriter out, PrintWriter err) {
        this(out, err, new TraceFormatRegistry());
    }

    /**
     * @param out standard output
     * @param err standard error
     * @param formats the installed trace formats, given to the commands that read traces
     */
    public CommandLineRunner(PrintWriter out, PrintWriter err, TraceFormatRegistry formats) {
        this.out = out;
        this.err = err;
        this.formats = formats;
    }

    /** Runs one command line and returns its exit code. */
    public int run(String... args) {
        CommandLine cli = new CommandLine(new LatscopeCommand(), new CommandFactory(formats));
        for (Class<?> subcommand : subcommands(args)) {
            cli.addSubcommand(subcommand);
        }
        cli.setOut(out);
        cli.setErr(err);
        cli.setExitCodeExceptionMapper(e -> USAGE_OR_IO_ERROR);
        cli.setParameterExceptionHandler((e, a) -> {
            err.println("latscope: " + e.getMessage());
            err.println("Try 'latscope --help'.");
            return USAGE_OR_IO_ERROR;
        });
        int code;
        try {
            code = cli.execute(args);
        } catch (OutOfMemoryError e) {
            // picocli lets errors through; unhandled, the framework logged it and exited with 0
            // having printed nothing. The set and its results are unreachable by now.
            err.println("latscope: out of memory: the command stopped; the traces and their results need more than the " //$NON-NLS-1$
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MiB heap. " //$NON-NLS-1$
                    + "Give Latscope more memory (LATSCOPE_VMARGS=-Xmx...) or read fewer files."); //$NON-NLS-1$
            code = USAGE_OR_IO_ERROR;
        }
        out.flush();
        err.flush();
        return code;
    }

    /**
     * @return the subcommand the command line starts with, or every one (for {@code --help}, an
     *         unknown name, options first): what picocli then prints is the same either way
     */
    private static List<Class<?>> subcommands(String... args) {
        if (args.length > 0) {
            for (Class<?> subcommand : LatscopeCommand.SUBCOMMANDS) {
                Command command = subcommand.getAnnotation(Command.class);
                if (command.name().equals(args[0]) || Arrays.asList(command.aliases()).contains(args[0])) {
                    return List.of(subcommand);
                }
            }
        }
        return LatscopeCommand.SUBCOMMANDS;
    }
}
