// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.latscope.formats.PluginTraceFormats;
import org.latscope.formats.TraceFormatRegistry;

/**
 * The training run of the command line's ahead-of-time cache ({@code -XX:AOTCacheOutput}, JDK
 * 25): every command once over the given sample folders in one JVM, output discarded, so that
 * the cache holds the classes, linkage and method profiles of every command, not only of the
 * first one a user happens to run. {@code releng/scripts/common.sh} runs it after a build (or
 * on the first command when the cache is missing).
 *
 * <pre>java -XX:AOTCacheOutput=FILE -cp ... org.latscope.cli.TrainingRun SAMPLES...</pre>
 */
public final class TrainingRun {

    private TrainingRun() {
    }

    public static void main(String[] args) throws IOException {
        TraceFormatRegistry formats = PluginTraceFormats.registry();
        PrintWriter none = new PrintWriter(Writer.nullWriter());
        Path report = Files.createTempDirectory("latscope-training");
        try {
            for (List<String> command : commands(List.of(args), report)) {
                // twice: the second pass is what every later command's steady state looks like
                for (int i = 0; i < 2; i++) {
                    new CommandLineRunner(none, none, formats).run(command.toArray(String[]::new));
                }
            }
        } finally {
            try (Stream<Path> written = Files.walk(report)) {
                written.sorted(Comparator.reverseOrder()).forEach(p -> {
                    try {
                        Files.delete(p);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
        }
    }

    private static List<List<String>> commands(List<String> samples, Path report) {
        List<List<String>> commands = new ArrayList<>();
        commands.add(List.of("--version"));
        commands.add(List.of("--help"));
        commands.add(List.of("formats"));
        commands.add(List.of("summary", "--no-such-option"));
        for (String command : List.of("summary", "tree", "hotspots", "nesting", "stats", "timeline", "source", "events")) {
            commands.add(with(List.of(command), samples));
            if (!command.equals("events")) {
                commands.add(with(List.of(command, "--json"), samples));
            }
        }
        if (!samples.isEmpty()) {
            commands.add(List.of("compare", samples.get(0), samples.get(samples.size() - 1)));
        }
        commands.add(with(List.of("report", "-o", report.resolve("report.html").toString(), "--force"), samples));
        return commands;
    }

    private static List<String> with(List<String> command, List<String> samples) {
        List<String> line = new ArrayList<>(command);
        line.addAll(samples);
        return line;
    }
}
