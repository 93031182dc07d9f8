// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.cli.CommandLineRunner;
import org.latscope.testdata.TestData;

/** {@code latscope timeline} over a run folder of real v1.x traces saved 0, 20, 31 and 35 minutes in. */
class TimelineCommandTest {

    private static final Instant START = Instant.parse("2004-09-03T20:00:00Z");

    private final CommandLine cli = new CommandLine(getClass());

    @TempDir
    Path dir;

    private Path run;

    @BeforeEach
    void saveTraces() throws IOException {
        run = Files.createDirectories(dir.resolve("run/batch"));
        save("old_v1.0.5_ksoftirqd_626us_nmi.txt", "lt.01", 0);
        save("old_v1.1.5_smp_kjournald_415us_cpu1_2cpus.txt", "lt.02", 1200);
        save("old_v1.0.5_swapper_2888us_wrapped_line.txt", "lt.03", 1860);
        save("old_v1.0.7_ksoftirqd_1537us_wakeup_pid_column_wrapped.txt", "lt.04", 2100);
    }

    @AfterEach
    void close() {
        cli.close();
    }

    private void save(String sample, String name, long seconds) throws IOException {
        Path copy = Files.copy(TestData.path("samples/public/" + sample), run.resolve(name));
        Files.setLastModifiedTime(copy, FileTime.from(START.plusSeconds(seconds)));
    }

    @Test
    void jsonPlacesEachTraceByItsFileTime() {
        int code = cli.run("timeline", "--json", "--bins", "7", "--unit", "ms", dir.resolve("run").toString());
        assertTrue(code == CommandLineRunner.OK || code == CommandLineRunner.PARTIAL, cli.err());
        String json = cli.out();
        assertTrue(json.contains("\"clock\": \"file-time\",\n  \"start\": \"2004-09-03T20:00:00Z\",\n  \"span_s\": 2100,\n"
                + "  \"times_collapsed\": false,"), json);
        assertTrue(json.contains("\"start_s\": 1800,\n      \"end_s\": 2100,\n      \"traces\": 2,\n"
                + "      \"max_latency_ms\": 2.888"), json);
        assertTrue(json.contains("\"start_s\": 300,\n      \"end_s\": 600,\n      \"traces\": 0,\n"
                + "      \"max_latency_ms\": null"), json);
        assertTrue(json.matches("(?s).*\"trace\": \"[^\"]*lt\\.02\",\n\\s+\"kind\": \"LatencyTrace\",\n"
                + "\\s+\"time\": \"2004-09-03T20:20:00Z\",\n\\s+\"offset_s\": 1200,\n\\s+\"latency_ms\": 0.415\n.*"), json);
        assertTrue(json.contains("\"unplaced\": []"), json);
    }

    @Test
    void textShowsTheSlicesAndHowFastTheLastTracesArrived() {
        cli.run("timeline", "--bins", "7", dir.resolve("run").toString());
        String text = cli.out();
        assertTrue(text.contains("capture timeline of 4 traces by file time"), text);
        assertTrue(text.contains("(0:35:00); 0 without a time"), text);
        assertTrue(text.contains("the first 2 traces arrived within 0:20:00, the last 2 within 0:15:00"), text);
        assertTrue(text.matches("(?s).*\\n\\+0:30:00\\s+\\+0:35:00\\s+2\\s+2888\\s+#{40}\\n.*"), text);
        assertTrue(text.matches("(?s).*\\n\\+0:20:00\\s+\\S+ \\S+\\s+415\\s+\\S*lt\\.02\\n.*"), text);
    }

    @Test
    void copiedFilesAreFlagged() throws IOException {
        try (var files = Files.list(run)) {
            for (Path p : files.toList()) {
                Files.setLastModifiedTime(p, FileTime.from(START));
            }
        }
        cli.run("timeline", dir.resolve("run").toString());
        assertTrue(cli.out().contains("warning: every file time lies within 2 s"), cli.out());
    }

    @Test
    void zeroBinsIsAUsageError() {
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, cli.run("timeline", "--bins", "0", run.toString()));
        assertTrue(cli.err().contains("--bins 0"), cli.err());
    }
}
