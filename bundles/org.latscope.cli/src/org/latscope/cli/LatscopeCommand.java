// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli;

import java.util.List;
import java.util.concurrent.Callable;

import org.latscope.cli.analysis.CompareCommand;
import org.latscope.cli.analysis.HotspotsCommand;
import org.latscope.cli.analysis.NestingCommand;
import org.latscope.cli.analysis.ReportCommand;
import org.latscope.cli.analysis.SourceCommand;
import org.latscope.cli.analysis.StatsCommand;
import org.latscope.cli.analysis.TimelineCommand;
import org.latscope.cli.analysis.TreeCommand;
import org.latscope.cli.capture.RecordCommand;
import org.latscope.cli.summary.EventsCommand;
import org.latscope.cli.summary.FormatsCommand;
import org.latscope.cli.summary.SummaryCommand;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top-level {@code latscope} command; later commands are its subcommands. */
@Command(name = "latscope", mixinStandardHelpOptions = true, versionProvider = BundleVersionProvider.class,
        description = "Explore Linux kernel latency traces: voluntary-preempt and ftrace latency traces, "
                + "preempt-stats worst-N tables, irq-off lists, printk logs, function_graph, cyclictest, rtla "
                + "and trace-cmd's trace.dat; record captures them from a live kernel, locally or over SSH.",
        footer = { "", "Without a command, ./latscope opens the explorer on the bundled sample folder;",
                "'./latscope open PATH...' opens folders, files or archives in the explorer.",
                "Both need a display; every other command runs headless and prints to stdout.",
                "Exit codes: 0 all input understood, 2 some input not understood, 1 usage or I/O error." })
public final class LatscopeCommand implements Callable<Integer> {

    /**
     * The subcommands, in the order {@code --help} lists them. Not in the annotation: picocli
     * builds the model of every subcommand it is given, by reflection, which was half of a
     * one-file summary's start (CommandLineRunner adds only the one a command line names).
     */
    static final List<Class<?>> SUBCOMMANDS = List.of(FormatsCommand.class, SummaryCommand.class, TreeCommand.class,
            HotspotsCommand.class, NestingCommand.class, StatsCommand.class, CompareCommand.class, TimelineCommand.class,
            SourceCommand.class, ReportCommand.class, EventsCommand.class, RecordCommand.class);

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return Integer.valueOf(CommandLineRunner.OK);
    }
}
