// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.cli.CommandLineRunner;
import org.latscope.testdata.TarWriter;
import org.latscope.testdata.TestData;

class SummaryCommandTest {

    private final CommandLine cli = new CommandLine(getClass());

    @TempDir
    Path dir;

    @AfterEach
    void close() {
        cli.close();
    }

    private static String seed(String name) {
        return TestData.path("seeds/" + name).toString();
    }

    @Test
    void formatsListsTheClassicFamiliesFromTheExtensionRegistry() {
        assertEquals(CommandLineRunner.OK, cli.run("formats"));
        String text = cli.out();
        for (String id : new String[] { "vp-latency", "preempt-stats", "irq-latency", "printk-times", "latency-table",
                "latency-hist" }) {
            assertTrue(text.contains(id), text);
        }
    }

    @Test
    void formatsListsEachReadersVariantsWithTheirSamplesUnderTheFormatLine() {
        assertEquals(CommandLineRunner.OK, cli.run("formats"));
        String text = cli.out();
        int perf = text.indexOf("perf-sched      perf sched latency tables (*.txt, *.log)");
        assertTrue(perf >= 0, text);
        int variant = text.indexOf(
                "  - max-delay-start-end: Max delay start / Max delay end columns (perf 6.x) [samples/public/perf_sched_latency_xiaodongq_max_delay_start_end_layout.txt]");
        assertTrue(variant > perf, text);
        assertTrue(text.contains("preempt-timing  "), text);
        assertTrue(text.contains("perf-script     "), text);
        for (String line : text.split("\\R")) {
            // text samples, and trace-cmd's binary recordings (issue 41)
            assertTrue(!line.startsWith("  - ") || line.endsWith(".txt]") || line.endsWith(".dat]"), line);
        }
    }

    @Test
    void summaryOfSeed000ShowsTracesShortfallAndExit2() {
        assertEquals(CommandLineRunner.PARTIAL, cli.run("summary", seed("000_ccd2cb2fc6f710da.txt")));
        String text = cli.out();
        assertTrue(text.contains("[vp-latency]"), text);
        assertTrue(text.contains("612 us, 111 entries declared (111 total), 18 parsed, task kblockd/0/10"), text);
        // file:line: reason [severity]; a run of equal reasons as file:first-last
        String path = seed("000_ccd2cb2fc6f710da.txt");
        assertTrue(text.contains("\n    " + path + ":165: The header declares 111 entries, but only 18 were pasted: "
                + "the trace holds those [warning]\n"), text);
        assertTrue(text.contains("\n    " + path + ":1-11: Text that is not part of a trace (mail or commentary): skipped "
                + "[info] (11 lines)\n"), text);
        assertTrue(text.contains("\n    " + path + ": 5 quoted (> ) lines, but most of the file is not quoted: left as they are "
                + "[info]\n"), text);
    }

    /** The v1.0 trace of 1,883,455,195 us over one step at 0.000 ms: the header is printed as it is, and flagged. */
    @Test
    void aDeclaredLatencyTheStepsCannotHoldIsFlaggedAtItsLine() {
        String path = TestData.path("samples/public/old_v1.0_ksoftirqd_1883455195us_counter_underflow_1entry.txt").toString();
        cli.run("summary", path);
        String text = cli.out();
        assertTrue(text.contains("1883455195 us, 1 entries declared (1 total), 1 parsed"), text);
        assertTrue(text.contains("\n    " + path + ":4: The header declares 1883455195 us, but all 1 entries it declares span 0 us, "
                + "more than a second less (a broken counter, as the 2004 tracer's underflow): suspect, the trace is ranked by "
                + "what its steps show [warning]\n"), text);
    }

    @Test
    void aRefusedArchiveEntryIsPrintedWithoutRunOrBatch() throws IOException {
        Path tar = dir.resolve("escape.tar");
        byte[] trace = Files.readAllBytes(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
        try (OutputStream out = Files.newOutputStream(tar)) {
            TarWriter.entry(out, "../../escape_lt.1", trace);
            TarWriter.entry(out, "/etc/lt.2", trace);
            TarWriter.entry(out, "run1/batch1/lt.3", trace);
            out.write(new byte[1024]);
        }
        cli.run("summary", tar.toString());
        String text = cli.out();
        assertTrue(text.contains(tar + "!/../../escape_lt.1  [not read]\n  lines: 0 read, 0 understood\n  diagnostics: 1\n"), text);
        assertEquals(1, text.split("  run ", -1).length - 1, text);
        assertTrue(text.contains("  run run1, batch batch1\n"), text);
        CommandLine json = new CommandLine(getClass());
        try {
            json.run("summary", "--json", tar.toString());
            String out = json.out();
            assertEquals(1, out.split("\"run\": ", -1).length - 1, out);
            assertTrue(out.contains("\"run\": \"run1\",\n      \"batch\": \"batch1\","), out);
        } finally {
            json.close();
        }
    }

    @Test
    void aConsoleLogLongerThanOnePartIsSummedUpPartByPart() throws IOException {
        // 100,000 lines a part (PrintkParser); the first part's lines are let go once counted
        Path log = TestData.consoleLog(dir.resolve("console.log"), 101_000, -1);

        assertEquals(CommandLineRunner.OK, cli.run("summary", log.toString()));
        String text = cli.out();
        assertTrue(text.contains("\n  printk log, lines 1-100000: 100000 lines, 0.000000 s to 99.999000 s\n"), text);
        assertTrue(text.contains("\n  printk log, lines 100001-101000: 1000 lines, 100.000000 s to 100.999000 s\n"), text);

        CommandLine json = new CommandLine(getClass());
        try {
            assertEquals(CommandLineRunner.OK, json.run("summary", "--json", log.toString()));
            String out = json.out();
            String indent = "\n          ";
            for (String key : new String[] {
                    "\"lines\": 100000," + indent + "\"measurements\": 100000," + indent + "\"first_time_ns\": 0," + indent
                            + "\"last_time_ns\": 99999000000\n",
                    "\"lines\": 1000," + indent + "\"measurements\": 1000," + indent + "\"first_time_ns\": 100000000000,"
                            + indent + "\"last_time_ns\": 100999000000\n" }) {
                assertTrue(out.contains(key), key + " in\n" + out);
            }
        } finally {
            json.close();
        }
    }

    @Test
    void jsonSummaryKeepsTheDocumentedKeys() {
        assertEquals(CommandLineRunner.PARTIAL,
                cli.run("summary", "--json", seed("000_ccd2cb2fc6f710da.txt"), seed("001_abd67432cf475aff.txt")));
        String json = cli.out();
        for (String key : new String[] { "\"files\": [", "\"path\": ", "\"format\": \"vp-latency\"",
                "\"format\": \"preempt-stats\"", "\"latency_us\": 612", "\"entries_declared\": 111",
                "\"entries_parsed\": 18", "\"task\": \"kblockd/0\"", "\"rows\": 20", "\"histograms\": [",
                "\"diagnostics\": [", "\"line\": ", "\"reason\": " }) {
            assertTrue(json.contains(key), key + " in\n" + json);
        }
        // every diagnostic carries its stable code: mail prose and the cut paste of seed 000
        assertTrue(json.contains("\"severity\": \"info\",\n          \"code\": \"prose\","), json);
        assertTrue(json.contains("\"code\": \"shortfall\""), json);
        assertTrue(!json.contains("\"code\": \"other\""), json);
        // the trace of lines 211-221: 7 entries and an elision, counted before its steps were dropped
        assertTrue(json.contains("\"entries_parsed\": 7,\n          \"steps\": 8,"), json);
    }

    @Test
    void aFullyUnderstoodFileExitsZero() {
        assertEquals(CommandLineRunner.OK,
                cli.run("summary", TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt").toString()), cli.out());
        assertTrue(cli.out().contains("626 us, 25 entries declared (25 total), 25 parsed"), cli.out());
    }

    @Test
    void aMissingPathIsAnIoError() {
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, cli.run("summary", dir.resolve("nope").toString()));
        assertTrue(cli.err().contains("no such file"), cli.err());
    }

    /** The reports first, in file order, then their table: it is added after the last report, which lets each go as it ends. */
    @Test
    void summaryOfViolationReportsEndsWithTheirTableWithoutAnEmptyKernelColumn() {
        String path = TestData.path("samples/public/critical_section_violates_heath_rt_U6_timestamps_4reports.txt").toString();
        assertEquals(CommandLineRunner.OK, cli.run("summary", path));
        String text = cli.out();
        assertTrue(text.contains("\n  latency trace, lines 70-91: 33546 us, 1 parsed, task bash/10595, started at call_console_drivers, "
                + "ended at finish_task_switch\n  results table, lines 1-91: \"critical-section violations\", 4 tests x duration us "
                + "/ threshold us (us)\n"), text);
    }

    @Test
    void summaryWithoutPathIsAUsageError() {
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, cli.run("summary"));
    }

    @Test
    void aFolderIsReadRecursivelyAndUnknownFilesAreListed() throws IOException {
        Path batch = Files.createDirectories(dir.resolve("lt040907/lt001.v3k1"));
        Files.copy(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"), batch.resolve("lt.28"));
        Files.writeString(dir.resolve("lt040907/notes.txt"), "hello\nworld\n");
        assertEquals(CommandLineRunner.PARTIAL, cli.run("summary", dir.resolve("lt040907").toString()));
        String text = cli.out();
        assertTrue(text.contains("run lt040907, batch lt001.v3k1"), text);
        assertTrue(text.contains("notes.txt  [unknown]"), text);
    }

    @Test
    void aTraceDatSummaryNamesItsKernelReleaseAndCpusFromTheFile() {
        // the uname option and the file's CPU count (issue 41); trace-cmd dump --summary says the same
        assertEquals(CommandLineRunner.OK, cli.run("summary", TestData.path("trace-dat/v6_sched_4cpu_kernel-monitor-framework.dat").toString()));
        String text = cli.out();
        assertTrue(text.contains("[trace-dat]") && text.contains("latency trace, lines 1-4427: on 4.14.62-v7emcole, 4 CPUs, 4427 parsed"), text);
    }
}
