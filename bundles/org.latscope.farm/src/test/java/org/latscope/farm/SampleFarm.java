// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

import org.latscope.cli.analysis.CompareCommand;
import org.latscope.cli.analysis.HotspotsCommand;
import org.latscope.cli.analysis.StatsCommand;
import org.latscope.formats.PluginTraceFormats;

import picocli.CommandLine;

/**
 * The testdata bundle's real samples laid out as a farm {@code ROOT/MACHINE/KERNEL}: three
 * machines, two kernels, one machine without the second kernel; text traces of every family,
 * events, timerlat and osnoise captures (trace.dat) so that every part of the statistics is
 * merged. And the command line, run in this JVM on a group's folder, to compare with.
 */
final class SampleFarm {

    static final Path TESTDATA = Path.of(System.getProperty("latscope.root", "../.."), //$NON-NLS-1$ //$NON-NLS-2$
            "bundles/org.latscope.testdata/data").toAbsolutePath().normalize(); //$NON-NLS-1$

    private SampleFarm() {
    }

    /**
     * @param root an empty folder
     * @return {@code root}, holding the farm
     */
    static Path layOut(Path root) throws IOException {
        copy("samples/public", root.resolve("m1/6.1")); //$NON-NLS-1$ //$NON-NLS-2$
        copy("samples/ftrace", root.resolve("m1/6.6/events")); //$NON-NLS-1$ //$NON-NLS-2$
        copy("samples/ftrace-6.1-rt", root.resolve("m1/6.6")); //$NON-NLS-1$ //$NON-NLS-2$
        copy("samples/worst20", root.resolve("m2/6.1")); //$NON-NLS-1$ //$NON-NLS-2$
        copy("samples/cyclictest", root.resolve("m2/6.1/cyclictest")); //$NON-NLS-1$ //$NON-NLS-2$
        copyFile("trace-dat/v7zstd_6.1rt_timerlat.dat", root.resolve("m2/6.6/timerlat.dat")); //$NON-NLS-1$ //$NON-NLS-2$
        copyFile("trace-dat/v7zstd_6.1rt_osnoise.dat", root.resolve("m2/6.6/osnoise.dat")); //$NON-NLS-1$ //$NON-NLS-2$
        copy("samples/ftrace-6.1-rt", root.resolve("m2/6.6/text")); //$NON-NLS-1$ //$NON-NLS-2$
        copy("samples/cyclictest", root.resolve("m3/6.1")); //$NON-NLS-1$ //$NON-NLS-2$
        return root;
    }

    private static void copy(String from, Path to) throws IOException {
        Path source = TESTDATA.resolve(from);
        try (Stream<Path> walk = Files.walk(source)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else if (!p.getFileName().toString().equals("SOURCES.md")) { //$NON-NLS-1$
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static void copyFile(String from, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        Files.copy(TESTDATA.resolve(from), to, StandardCopyOption.REPLACE_EXISTING);
    }

    /** What {@code latscope hotspots|stats|compare ARGS} prints, run in this JVM with the formats a plain JVM finds. */
    static String cli(String command, List<String> args) {
        Object cmd = switch (command) {
            case "hotspots" -> new HotspotsCommand(PluginTraceFormats.registry()); //$NON-NLS-1$
            case "stats" -> new StatsCommand(PluginTraceFormats.registry()); //$NON-NLS-1$
            case "compare" -> new CompareCommand(PluginTraceFormats.registry()); //$NON-NLS-1$
            default -> throw new IllegalArgumentException(command);
        };
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine line = new CommandLine(cmd);
        line.setOut(new PrintWriter(out));
        line.setErr(new PrintWriter(err));
        int code = line.execute(args.toArray(String[]::new));
        if (code == 1) {
            throw new AssertionError("latscope " + command + " " + args + " failed: " + err); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        }
        return out.toString();
    }
}
