// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.limits;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.bench.limits.LimitsBench.Run;

/**
 * Where a command's time goes that awk does not spend: starting the JVM and the framework, the
 * JIT compiling the code the input reaches, and the work per file once that code is compiled.
 * Three more runs of the command: on an empty folder (start-up), on the input with
 * {@code -XX:+CITime} (the compiler threads' time; it only counts), and right after that on the
 * input given twice, whose second pass runs compiled code (warm): the difference of two runs back
 * to back, so that the machine's load changes little between them. Only for commands of one
 * input ({@code summary}, {@code hotspots}, {@code tree}, ...).
 */
final class RunBreakdown {

    /** The line {@code -XX:+CITime} prints at exit. */
    static final Pattern COMPILE_TIME = Pattern.compile("Total compilation time\\s*:\\s*([0-9.]+) s"); //$NON-NLS-1$

    private RunBreakdown() {
    }

    /**
     * Prints the three figures under the command's row.
     *
     * @param command the command line of one run over {@code input} (its last argument)
     * @param awk the median of the awk rounds
     */
    static void print(List<String> command, Path input, Run awk, Map<String, String> environment)
            throws IOException, InterruptedException {
        Path empty = Files.createTempDirectory("latscope-limits-empty"); //$NON-NLS-1$
        Run start;
        try {
            start = LimitsBench.timed(with(command, List.of(empty)), "-Xmx1g", environment); //$NON-NLS-1$
        } finally {
            Files.delete(empty);
        }
        Run once = LimitsBench.timed(command, "-Xmx1g -XX:+UnlockDiagnosticVMOptions -XX:+CITime", environment); //$NON-NLS-1$
        Run twice = LimitsBench.timed(with(command, List.of(input, input)), "-Xmx1g", environment); //$NON-NLS-1$
        Matcher m = COMPILE_TIME.matcher(once.out());
        String jit = m.find() ? m.group(1) + " s" : "not printed"; //$NON-NLS-1$ //$NON-NLS-2$
        double warm = twice.seconds() - once.seconds();
        System.out.printf(Locale.ROOT,
                "    start-up (an empty folder) %.2f s; JIT compiling %s (-XX:+CITime: the compiler threads' time, "
                        + "waits for a core included); a second pass in the same JVM "
                        + "(compiled code) %+.2f s, %+.2f s CPU: %.1fx the awk run%n",
                start.seconds(), jit, warm, twice.cpuSeconds() - once.cpuSeconds(), warm / awk.seconds());
    }

    /** @return the command with its input replaced by {@code inputs} */
    private static List<String> with(List<String> command, List<Path> inputs) {
        List<String> line = new ArrayList<>(command.subList(0, command.size() - 1));
        inputs.forEach(p -> line.add(p.toString()));
        return line;
    }
}
