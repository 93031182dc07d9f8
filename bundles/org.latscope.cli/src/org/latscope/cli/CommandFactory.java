// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli;

import org.latscope.cli.analysis.CompareCommand;
import org.latscope.cli.analysis.HotspotsCommand;
import org.latscope.cli.analysis.NestingCommand;
import org.latscope.cli.analysis.ReportCommand;
import org.latscope.cli.analysis.SourceCommand;
import org.latscope.cli.analysis.StatsCommand;
import org.latscope.cli.analysis.TimelineCommand;
import org.latscope.cli.analysis.TreeCommand;
import org.latscope.cli.summary.FormatsCommand;
import org.latscope.cli.summary.SummaryCommand;
import org.latscope.formats.TraceFormatRegistry;

import picocli.CommandLine;
import picocli.CommandLine.IFactory;

/**
 * Creates the subcommands with what they need (the trace format registry) by constructor,
 * and everything else with picocli's default factory.
 */
final class CommandFactory implements IFactory {

    private final TraceFormatRegistry formats;
    private final IFactory fallback = CommandLine.defaultFactory();

    CommandFactory(TraceFormatRegistry formats) {
        this.formats = formats;
    }

    @Override
    public <K> K create(Class<K> type) throws Exception {
        if (type == FormatsCommand.class) {
            return type.cast(new FormatsCommand(formats));
        }
        if (type == SummaryCommand.class) {
            return type.cast(new SummaryCommand(formats));
        }
        if (type == TreeCommand.class) {
            return type.cast(new TreeCommand(formats));
        }
        if (type == HotspotsCommand.class) {
            return type.cast(new HotspotsCommand(formats));
        }
        if (type == NestingCommand.class) {
            return type.cast(new NestingCommand(formats));
        }
        if (type == StatsCommand.class) {
            return type.cast(new StatsCommand(formats));
        }
        if (type == TimelineCommand.class) {
            return type.cast(new TimelineCommand(formats));
        }
        if (type == CompareCommand.class) {
            return type.cast(new CompareCommand(formats));
        }
        if (type == SourceCommand.class) {
            return type.cast(new SourceCommand(formats));
        }
        if (type == ReportCommand.class) {
            return type.cast(new ReportCommand(formats));
        }
        return fallback.create(type);
    }
}
