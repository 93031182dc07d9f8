// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.cli.CommandLineRunner;
import org.latscope.testdata.TestData;

/** {@code latscope report}: formats by extension, the seed's rows in the mail text, refusals, CSV, Chromium. */
class ReportCommandTest {

    private static final String SEED_001 = "seeds/001_abd67432cf475aff.txt";

    private final CommandLine cli = new CommandLine(ReportCommandTest.class);

    @TempDir
    Path dir;

    @AfterEach
    void close() {
        cli.close();
    }

    private static String path(String relative) {
        return TestData.path(relative).toString();
    }

    /** Traces without a kernel-src folder get their excerpts from the host's linux-source-6.1 where it is installed. */
    @Test
    void aDebianLinuxSourceGivesTheExcerptsWithoutConfiguration() throws IOException {
        Path linuxSource = Path.of("/usr/src/linux-source-6.1.tar.xz");
        if (!Files.isRegularFile(linuxSource)) {
            Assumptions.abort(linuxSource + " is missing");
        }
        Path trace = Files.copy(TestData.path("samples/public/ftrace_rst_preemptirqsoff_100us.txt"), dir.resolve("lt.txt"));
        Path out = dir.resolve("lt-report.txt");
        int code = cli.run("report", trace.toString(), "-o", out.toString());
        assertTrue(code == CommandLineRunner.OK || code == CommandLineRunner.PARTIAL, cli.err());
        String text = Files.readString(out);
        assertTrue(text.contains("linux-source-6.1.tar.xz"), text);
    }

    @Test
    void seed001MailTextHasTheWorstRowsAndTheEndLines() throws IOException {
        Path out = dir.resolve("seed001.txt");
        int code = cli.run("report", path(SEED_001), "-o", out.toString());
        assertTrue(code == CommandLineRunner.OK || code == CommandLineRunner.PARTIAL, cli.err());
        assertEquals("report: " + out + " (text)\n", cli.out());
        List<String> lines = Files.readAllLines(out);
        lines.forEach(l -> assertTrue(l.length() <= 72, l));
        List<List<String>> tokens = lines.stream().map(l -> Arrays.asList(l.trim().split("\\s+"))).toList();
        assertTrue(tokens.contains(List.of("5664", "spin_lock", "1", "1376/sched.c", "c0114db3", "697/sched.c")), String.join("\n", lines));
        assertTrue(tokens.contains(List.of("1754", "BKL", "0", "927/namei.c", "c014b2bf", "1381/sched.c")));
        assertTrue(lines.stream().anyMatch(l -> l.endsWith("end:697/sched.c")), "the end-line attribution");
        // the kernel-src folder beside the seeds gives the excerpt of sched.c:697, marked hot
        assertTrue(lines.stream().anyMatch(l -> l.matches(" \\*\\s+697 \\| .*")), String.join("\n", lines));
    }

    @Test
    void anExistingFileWithoutForceIsRefusedAndUntouched() throws IOException {
        Path out = dir.resolve("report.html");
        byte[] mine = "<p>my own page</p>\n".getBytes(StandardCharsets.UTF_8);
        Files.write(out, mine);
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, cli.run("report", path(SEED_001), "-o", out.toString()));
        assertEquals(1, cli.err().lines().count(), cli.err());
        assertTrue(cli.err().contains(out + " exists: give --force"), cli.err());
        assertArrayEquals(mine, Files.readAllBytes(out));
        int code = cli.run("report", path(SEED_001), "-o", out.toString(), "--force");
        assertTrue(code == CommandLineRunner.OK || code == CommandLineRunner.PARTIAL, cli.err());
        assertTrue(Files.readString(out).startsWith("<!DOCTYPE html>"));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(out), files.toList(), "no temporary file left beside it");
        }
    }

    @Test
    void theFormatFollowsTheExtensionOrTheOption() throws IOException {
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, cli.run("report", path(SEED_001), "-o", dir.resolve("r.pdf").toString()));
        assertTrue(cli.err().contains("cannot tell the report format from 'r.pdf'"), cli.err());
        Path md = dir.resolve("r.pdf.md");
        cli.run("report", path(SEED_001), "-o", md.toString());
        assertTrue(Files.readString(md).startsWith("# Latscope report: "), Files.readString(md));
        Path csv = dir.resolve("tables");
        cli.run("report", path(SEED_001), "-o", csv.toString(), "--format", "csv");
        assertTrue(Files.isRegularFile(csv.resolve("records-1.csv")));
        assertTrue(Files.readString(csv.resolve("locations.csv")).contains("end:697/sched.c"));
        assertEquals(CommandLineRunner.USAGE_OR_IO_ERROR, cli.run("report", path(SEED_001), "-o", csv.toString(), "--format", "csv"));
    }

    @Test
    void comparingTwoRunsAddsTheComparison() throws IOException {
        Path out = dir.resolve("compare.txt");
        int code = cli.run("report", path(SEED_001), "--compare", path("seeds/000_ccd2cb2fc6f710da.txt"), "-o", out.toString());
        assertTrue(code == CommandLineRunner.OK || code == CommandLineRunner.PARTIAL, cli.err());
        String text = Files.readString(out);
        assertTrue(text.contains("Comparison: B ="), text);
        assertTrue(text.contains("mark_offset_tsc"), "seed 000's functions are new in B");
    }

    /** The bundled sample folder's HTML report, rendered by headless Chromium without a console line, and its screenshot. */
    @Test
    void theSamplesReportRendersInChromium() throws Exception {
        Path samples = bundledSamples();
        Path html = dir.resolve("report-samples.html");
        int code = cli.run("report", samples.toString(), "-o", html.toString());
        assertTrue(code == CommandLineRunner.OK || code == CommandLineRunner.PARTIAL, cli.err());
        String page = Files.readString(html);
        assertTrue(page.length() < 5_000_000, "under 5 MB: " + page.length());
        for (String section : List.of("id=\"summary\"", "id=\"timelines\"", "id=\"records\"", "id=\"tree\"", "id=\"hotspots\"",
                "id=\"source\"", "id=\"histogram\"", "<svg class=\"timeline\"", "<svg class=\"histogram\"", "<details open>")) {
            assertTrue(page.contains(section), section);
        }
        Path png = screenshots().resolve("report-samples.png");
        HeadlessChromium.Result r = HeadlessChromium.render(html, png, 1280, 2400);
        assertEquals(0, r.exit(), r.log());
        assertEquals(List.of(), r.console(), "no console message");
        assertTrue(Files.size(png) > 50_000, "a page was painted: " + Files.size(png));
        // the check itself can fail: a page with a failing script is caught
        Path bad = dir.resolve("bad.html");
        Files.writeString(bad, "<!DOCTYPE html><p>x</p><script>no_such_function();</script>");
        HeadlessChromium.Result failing = HeadlessChromium.render(bad, dir.resolve("bad.png"), 400, 300);
        assertEquals(1, failing.console().size(), failing.log());
    }

    /** bundles/org.latscope.rcp/samples, found above the test's working folder (the repository). */
    private static Path bundledSamples() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path samples = p.resolve("bundles/org.latscope.rcp/samples");
            if (Files.isDirectory(samples)) {
                return samples;
            }
        }
        throw new AssertionError("no bundles/org.latscope.rcp/samples above " + Path.of("").toAbsolutePath());
    }

    private static Path screenshots() throws IOException {
        return Files.createDirectories(Path.of(System.getProperty("latscope.screenshots", "target/screenshots")));
    }
}
