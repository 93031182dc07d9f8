// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.cli.CommandLineRunner;
import org.latscope.testdata.TestData;

class AnalysisCommandsTest {

    private final CommandLine cli = new CommandLine(getClass());

    @TempDir
    Path dir;

    @AfterEach
    void close() {
        cli.close();
    }

    static String seed(String name) {
        return TestData.path("seeds/" + name).toString();
    }

    @Test
    void hotspotsByLocationJsonListsStartAndEndKeys() {
        assertEquals(CommandLineRunner.PARTIAL,
                cli.run("hotspots", "--by", "location", "--json", "--top", "4", seed("001_abd67432cf475aff.txt")));
        String json = cli.out();
        // 697/sched.c ends 43 of the 140 rows, 1302/inode.c starts 28
        assertTrue(json.contains("\"hotspots\": ["), json);
        assertTrue(json.contains("\"key\": \"end:697/sched.c\",\n      \"count\": 43,"), json);
        assertTrue(json.contains("\"key\": \"start:1302/inode.c\",\n      \"count\": 28,"), json);
        // awk over the table rows: 153126 us in all, 11179 us the longest
        assertTrue(json.contains("\"count\": 43,\n      \"total_us\": 153126,\n      \"max_us\": 11179,"), json);
    }

    @Test
    void hotspotsByFunctionWithMinAndUnit() {
        cli.run("hotspots", "--min", "100us", "--unit", "ms", seed("000_ccd2cb2fc6f710da.txt"));
        String text = cli.out();
        assertTrue(text.contains("hotspots by function, delta >= 0.1 ms"), text);
        assertTrue(text.matches("(?s).*\\n\\s+2\\s+0\\.276\\s+0\\.145\\s+1\\s+mark_offset_tsc\\n.*"), text);
    }

    @Test
    void hotspotsWithNothingToGroupSayWhichGroupingCountsWhatTheSetHolds() {
        // four violation reports: a step each, without a delta, and their table
        cli.run("hotspots", TestData.path("samples/public/critical_section_violates_heath_rt_U6_timestamps_4reports.txt").toString());
        assertTrue(cli.out().startsWith("hotspots by function, delta >= 0 us: 0 of 0 steps and rows"), cli.out());
        assertTrue(cli.err().contains("nothing to group --by=function: the set has no function step with a delta and no irq-off row."
                + " Worst-N rows group --by=location or --by=cause; events --by=event, irq, softirq or task; summary and stats"
                + " list violation reports"), cli.err());
        // steps but no worst-N row
        cli.run("hotspots", "--by", "location", seed("000_ccd2cb2fc6f710da.txt"));
        assertTrue(cli.err().contains("nothing to group --by=location: the set has no worst-N row. Steps group --by=function"),
                cli.err());
        // something to group: no word on stderr
        try (CommandLine other = new CommandLine(getClass())) {
            other.run("hotspots", "--by", "cause", seed("001_abd67432cf475aff.txt"));
            assertTrue(!other.err().contains("nothing to group"), other.err());
        }
    }

    @Test
    void treeOfSeed000Shows549usUnderFileReadActor() {
        cli.run("tree", seed("000_ccd2cb2fc6f710da.txt"));
        String text = cli.out();
        assertTrue(text.matches("(?s).*\\n\\s+549\\s+549\\s+1\\s+549\\s+1\\s+  __copy_to_user_ll\\n.*"), text);
    }

    @Test
    void treeJsonOfSeed004AttributesVprintk() {
        cli.run("tree", "--json", "--unit", "ms", seed("004_3538765cb0028241.txt"));
        String json = cli.out();
        assertTrue(json.contains("\"name\": \"vprintk\",\n      \"kind\": \"irq_off\",\n      \"total_ms\": 113.036,"), json);
        assertTrue(json.contains("\"count\": 11,"), json);
    }

    @Test
    void nestingOfSeed000ReachesHardIrq1AndPreemptionDepth4() {
        cli.run("nesting", "--json", seed("000_ccd2cb2fc6f710da.txt"));
        String json = cli.out();
        assertTrue(json.contains("000_ccd2cb2fc6f710da.txt#2\""), json);
        assertTrue(json.contains("\"depth\": 4,\n"), json);
        cli.clearOut();
        cli.run("nesting", seed("000_ccd2cb2fc6f710da.txt"));
        String text = cli.out();
        assertTrue(text.contains("  hardirq         max  1  0: "), text);
        assertTrue(text.matches("(?s).*000_ccd2cb2fc6f710da.txt#2 \\[preempt-count\\]\n  hardirq         max  1 .*?\n  softirq         max  0 .*?\n  preempt         max  4 .*, 4: 153\n.*"), text);
    }

    @Test
    void statsOfSeed004ByHand() {
        cli.run("stats", "--json", seed("004_3538765cb0028241.txt"));
        String json = cli.out();
        assertTrue(json.contains("\"kind\": \"record_latency\",\n      \"count\": 20,\n      \"min_us\": 150,\n"
                + "      \"max_us\": 24348,\n      \"mean_us\": 5936,\n      \"p50_us\": 4072,\n      \"p90_us\": 24343,"), json);
        cli.clearOut();
        cli.run("stats", "--unit", "ms", seed("004_3538765cb0028241.txt"));
        assertTrue(cli.out().contains("record_latency                  20       0.15      5.936      4.072     24.343     24.348     24.348     24.348"),
                cli.out());
    }

    @Test
    void compareTwoSampleFolders() throws IOException {
        Path a = Files.createDirectories(dir.resolve("run-a/lt001"));
        Path b = Files.createDirectories(dir.resolve("run-b/lt001"));
        Files.copy(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"), a.resolve("lt.1"));
        Files.copy(TestData.path("samples/public/old_v1.0.5_swapper_2888us_wrapped_line.txt"), b.resolve("lt.1"));
        cli.run("compare", "--json", dir.resolve("run-a").toString(), dir.resolve("run-b").toString());
        String json = cli.out();
        // sched_clock: 1 step (+0.620 ms) in A, 2 (+0.000 ms) in B
        assertTrue(json.contains("\"key\": \"sched_clock\",\n      \"change\": \"common\",\n      \"count_a\": 1,\n"
                + "      \"count_b\": 2,\n      \"count_delta\": 1,\n      \"count_ratio\": 2,\n      \"max_a_us\": 620,\n"
                + "      \"max_b_us\": 0,\n      \"max_delta_us\": -620,"), json);
        assertTrue(json.contains("\"key\": \"mark_offset_tsc\",\n      \"change\": \"new\",\n      \"count_a\": 0,\n"
                + "      \"count_b\": 1,\n      \"count_delta\": 1,\n      \"count_ratio\": null,\n      \"max_a_us\": 0,\n"
                + "      \"max_b_us\": 2878,"), json);
        assertTrue(json.contains("\"key\": \"do_nmi\",\n      \"change\": \"vanished\""), json);
        assertTrue(json.contains("\"key\": \"preempt_schedule\",\n      \"change\": \"common\",\n      \"count_a\": 3,\n"
                + "      \"count_b\": 1,\n      \"count_delta\": -2,"), json);
        cli.clearOut();
        cli.run("compare", dir.resolve("run-a").toString(), dir.resolve("run-b").toString());
        assertTrue(cli.out().contains("trace_latency A                  1        626        626        626        626        626        626        626"),
                cli.out());
        assertTrue(cli.out().contains("trace_latency B                  1       2888"), cli.out());
    }

    @Test
    void helpListsTheAnalysisCommands() {
        assertEquals(CommandLineRunner.OK, cli.run("--help"));
        for (String command : new String[] { "tree", "hotspots", "nesting", "stats", "compare", "timeline" }) {
            assertTrue(cli.out().contains("  " + command + " "), command + " in\n" + cli.out());
        }
    }

    @Test
    void aMissingPathIsAnIoError() {
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, cli.run("hotspots", dir.resolve("nope").toString()));
        assertTrue(cli.err().contains("no such file"), cli.err());
    }

    @Test
    void unknownGroupingIsAUsageError() {
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, cli.run("hotspots", "--by", "colour", seed("001_abd67432cf475aff.txt")));
        assertTrue(cli.err().contains("colour"), cli.err());
    }
}
