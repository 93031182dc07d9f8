// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The farm job in Spark's local mode over the testdata samples laid out as a farm: every
 * group's JSON is what {@code latscope hotspots --json} and {@code latscope stats --json} print
 * for its folder, each machine's kernel step what {@code latscope compare --json} prints; the
 * tables hold what the JSON says; a missing kernel, a failing file and an existing output
 * folder are reported, never a failed job. Last, the same job on a standalone cluster gives
 * the same documents and rows.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FarmTest {

    @TempDir
    static Path temp;
    static SparkSession spark;
    static Path root;
    static Path out;
    static FarmJob.Result result;

    @BeforeAll
    static void runTheFarm() throws IOException {
        spark = SparkSession.builder().master("local[2]").appName("farm-test").config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "4").getOrCreate();
        root = SampleFarm.layOut(temp.resolve("farm"));
        out = temp.resolve("out");
        result = new FarmJob(spark, FarmSettings.DEFAULTS).run(FarmLayout.walk(root, FarmLayout.DEFAULT_PATTERN), out.toString(),
                false);
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            spark.stop();
        }
    }

    @Test
    @Order(Integer.MAX_VALUE) // it stops the local session
    void aStandaloneClusterGivesWhatLocalModeGives() throws IOException {
        List<String> localRows = tables(spark, out);
        spark.stop();
        Path remote = temp.resolve("cluster");
        try (StandaloneCluster cluster = new StandaloneCluster(temp); SparkSession onCluster = cluster.session()) {
            spark = onCluster;
            assertEquals(cluster.url(), onCluster.sparkContext().master());
            FarmJob.Result r = new FarmJob(onCluster, FarmSettings.DEFAULTS).run(FarmLayout.walk(root, FarmLayout.DEFAULT_PATTERN),
                    remote.toString(), false);
            assertEquals(result.groups().size(), r.groups().size());
            assertTrue(onCluster.sparkContext().getExecutorMemoryStatus().size() >= 3, "the driver and two executors");
            assertEquals(localRows, tables(onCluster, remote));
        } finally {
            spark = null;
        }
        assertEquals(documents(out), documents(remote));
        assertTrue(localRows.size() > 1000, localRows.size() + " rows");
    }

    /** Every JSON document of an output, by path, with its text. */
    private static List<String> documents(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            List<String> docs = new ArrayList<>();
            for (Path p : walk.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                docs.add(folder.relativize(p) + "\n" + Files.readString(p));
            }
            assertTrue(docs.size() >= 12, docs.size() + " documents");
            return docs;
        }
    }

    /** Every row of every table, as text, sorted. */
    private static List<String> tables(SparkSession session, Path folder) {
        List<String> rows = new ArrayList<>();
        for (String table : List.of("hotspots", "histograms", "distributions", "worst_traces", "diagnostics", "comparisons")) {
            for (Row r : session.read().parquet(folder.resolve(table).toString()).collectAsList()) {
                rows.add(table + " " + r);
            }
        }
        rows.sort(null);
        return rows;
    }

    @Test
    void everyGroupsJsonIsWhatTheCommandLinePrintsForItsFolder() throws IOException {
        assertEquals(List.of("m1/6.1", "m1/6.6", "m2/6.1", "m2/6.6", "m3/6.1"),
                result.groups().stream().map(g -> g.group.name()).toList());
        for (GroupResult g : result.groups()) {
            String folder = g.group.folder();
            String hotspots = Files.readString(out.resolve("groups/" + g.group.name() + "/hotspots.json"));
            assertEquals(SampleFarm.cli("hotspots", List.of("--json", folder)), hotspots, g.group.name());
            String stats = Files.readString(out.resolve("groups/" + g.group.name() + "/stats.json"));
            assertEquals(SampleFarm.cli("stats", List.of("--json", folder)), stats, g.group.name());
            assertTrue(g.files > 0, g.group.name());
            assertTrue(g.statistics().distributions().stream().anyMatch(d -> d.count() > 0), g.group.name());
        }
        assertTrue(result.groups().get(0).report().considered() > 100,
                result.groups().get(0).report().considered() + " steps: the formats were found");
        // the samples reach the statistics' series and osnoise interference too
        String osnoise = Files.readString(out.resolve("groups/m2/6.6/stats.json"));
        assertTrue(osnoise.contains("\"interference\": [\n        {") && osnoise.contains("\"series\": [\n        {"), osnoise);
    }

    @Test
    void eachMachinesKernelsAreComparedAsTheCompareCommandDoes() throws IOException {
        for (String machine : List.of("m1", "m2")) {
            String json = Files.readString(out.resolve("compare/" + machine + "/6.1...6.6.json"));
            assertEquals(SampleFarm.cli("compare", List.of("--json", root.resolve(machine + "/6.1").toString(),
                    root.resolve(machine + "/6.6").toString())), json, machine);
        }
        List<Row> steps = spark.read().parquet(out.resolve("comparisons").toString()).collectAsList();
        assertEquals(2, steps.size(), steps.toString());
    }

    @Test
    void aMachineMissingAKernelIsReported() {
        assertEquals(Map.of("m3", List.of("6.6")), result.missing());
        List<Row> notes = spark.read().parquet(out.resolve("diagnostics").toString())
                .where("code = 'farm-missing-kernel'").collectAsList();
        assertEquals(1, notes.size());
        assertEquals("m3", notes.get(0).getAs("machine"));
        assertEquals("6.6", notes.get(0).getAs("kernel"));
    }

    @Test
    void theTablesHoldWhatTheJsonSays() {
        for (GroupResult g : result.groups()) {
            String where = "machine = '" + g.group.machine() + "' and kernel = '" + g.group.kernel() + "'";
            assertEquals(g.report().hotspots().size(), spark.read().parquet(out.resolve("hotspots").toString()).where(where).count());
            Row traceLatency = spark.read().parquet(out.resolve("distributions").toString())
                    .where(where + " and kind = 'trace_latency' and series is null").first();
            assertEquals(g.statistics().distributions().get(0).p99Ns(), traceLatency.<Long>getAs("p99_ns").longValue());
            long worst = spark.read().parquet(out.resolve("worst_traces").toString()).where(where).count();
            assertTrue(worst <= 20);
        }
        Row first = spark.read().parquet(out.resolve("worst_traces").toString())
                .where("machine = 'm1' and kernel = '6.1' and rank = 1").first();
        assertTrue(first.<Long>getAs("latency_ns").longValue() > 0, first.toString());
    }

    @Test
    void anOutputFolderIsNeverReplacedWithoutForce() throws IOException {
        Path manifest = temp.resolve("one.manifest");
        Files.writeString(manifest, "m3 6.1 " + root.resolve("m3/6.1") + "\n");
        FarmLayout layout = FarmLayout.manifest(manifest);
        Path folder = temp.resolve("kept");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("mine.txt"), "not the farm's");
        FarmException refused = assertThrows(FarmException.class,
                () -> new FarmJob(spark, FarmSettings.DEFAULTS).run(layout, folder.toString(), false));
        assertTrue(refused.getMessage().contains("--force"), refused.getMessage());
        assertEquals("not the farm's", Files.readString(folder.resolve("mine.txt")));
        new FarmJob(spark, FarmSettings.DEFAULTS).run(layout, folder.toString(), true);
        assertFalse(Files.exists(folder.resolve("mine.txt")));
        assertTrue(Files.exists(folder.resolve("farm.json")));
    }

    @Test
    void aFileThatFailsOnAnExecutorBecomesADiagnostic() throws IOException {
        Path group = temp.resolve("failing/m1/6.1");
        Files.createDirectories(group);
        Path kept = Files.copy(root.resolve("m3/6.1/histogram-i200-l5000.txt"), group.resolve("a-histogram.txt"));
        Path gone = Files.copy(kept, group.resolve("b-gone.txt"));
        FarmLayout layout = FarmLayout.walk(temp.resolve("failing"), FarmLayout.DEFAULT_PATTERN);
        Files.delete(gone); // listed, then gone before an executor reads it
        Path failedOut = temp.resolve("failed-out");
        FarmJob.Result r = new FarmJob(spark, FarmSettings.DEFAULTS).run(layout, failedOut.toString(), false);
        assertEquals(1, r.failed());
        Row d = spark.read().parquet(failedOut.resolve("diagnostics").toString()).where("code = 'farm-failed'").first();
        assertEquals(gone.toString(), d.getAs("path"));
        assertTrue(d.<String>getAs("reason").contains("NoSuchFileException"), d.toString());
        // the group's other file is there, as the command line reads the folder now
        assertEquals(SampleFarm.cli("stats", List.of("--json", group.toString())),
                Files.readString(failedOut.resolve("groups/m1/6.1/stats.json")));
    }

    @Test
    void aRelativeRootNamesTracesAsTheCommandLineDoes() throws IOException {
        Path farm = temp.resolve("relative");
        Files.createDirectories(farm.resolve("m1"));
        Files.copy(root.resolve("m3/6.1"), farm.resolve("m1/6.1"));
        Files.copy(root.resolve("m3/6.1/histogram-i200-l5000.txt"), farm.resolve("m1/6.1/histogram-i200-l5000.txt"));
        Files.copy(root.resolve("m1/6.1/old_v1.0.5_ksoftirqd_626us_nmi.txt"), farm.resolve("m1/6.1/lt.v105"));
        Path relative = Path.of("").toAbsolutePath().relativize(farm);
        assertFalse(relative.isAbsolute());
        Path relativeOut = temp.resolve("relative-out");
        new FarmJob(spark, FarmSettings.DEFAULTS).run(FarmLayout.walk(relative, FarmLayout.DEFAULT_PATTERN), relativeOut.toString(), false);
        String json = Files.readString(relativeOut.resolve("groups/m1/6.1/hotspots.json"));
        assertTrue(json.contains("\"" + relative.resolve("m1/6.1/lt.v105") + "\""), json); // labels as given
        assertEquals(SampleFarm.cli("hotspots", List.of("--json", relative.resolve("m1/6.1").toString())), json);
        assertEquals(SampleFarm.cli("stats", List.of("--json", relative.resolve("m1/6.1").toString())),
                Files.readString(relativeOut.resolve("groups/m1/6.1/stats.json")));
    }

    @Test
    void groupsComeFromAPatternOrAManifest() throws IOException {
        Path lab = temp.resolve("lab");
        SampleFarm.layOut(lab.resolve("rack1"));
        FarmLayout byPattern = FarmLayout.walk(lab, "LAB/MACHINE/KERNEL");
        assertEquals(List.of("m1/6.1", "m1/6.6", "m2/6.1", "m2/6.6", "m3/6.1"),
                byPattern.groups().stream().map(FarmGroup::name).toList());
        assertThrows(IllegalArgumentException.class, () -> FarmLayout.walk(lab, "MACHINE/MACHINE"));
        Path manifest = temp.resolve("farm.manifest");
        Files.writeString(manifest, "# machine kernel folder\nboard-a 6.1 " + root.resolve("m1/6.1") + "\nboard-b 6.1 farm/m2/6.1\n");
        FarmLayout listed = FarmLayout.manifest(manifest);
        assertEquals(List.of("board-a/6.1", "board-b/6.1"), listed.groups().stream().map(FarmGroup::name).toList());
        assertEquals(Map.of(), listed.missingKernels());
        assertEquals(byPattern.files().stream().filter(f -> f.group().equals("m2/6.1")).count(),
                listed.files().stream().filter(f -> f.group().equals("board-b/6.1")).count());
    }
}
