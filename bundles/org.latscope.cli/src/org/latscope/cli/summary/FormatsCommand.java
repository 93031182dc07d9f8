// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

import org.latscope.formats.TraceFormat;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceFormatVariant;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code latscope formats}: lists the installed trace formats. */
@Command(name = "formats", mixinStandardHelpOptions = true, description = "List the installed trace formats: id, name and file name patterns, then, indented, the variants each reader knows with the sample that tests it.")
public final class FormatsCommand implements Callable<Integer> {

    private final TraceFormatRegistry registry;

    @Spec
    private CommandSpec spec;

    /** @param registry the installed formats */
    public FormatsCommand(TraceFormatRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<TraceFormat> formats = registry.formats();
        if (formats.isEmpty()) {
            out.println(Messages.format("formats.none")); //$NON-NLS-1$
            return Integer.valueOf(0);
        }
        out.println(Messages.format("formats.header")); //$NON-NLS-1$
        for (TraceFormat format : formats) {
            String patterns = format.filePatterns().isEmpty() ? "" : " (" + String.join(", ", format.filePatterns()) + ")"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            out.printf("%-15s %s%s%n", format.id(), format.name(), patterns); //$NON-NLS-1$
            for (TraceFormatVariant variant : format.variants()) {
                out.println(Messages.format("formats.variant", variant.id(), variant.name(), variant.sample())); //$NON-NLS-1$
            }
        }
        return Integer.valueOf(0);
    }
}
