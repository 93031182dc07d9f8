// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.report.Report;
import org.latscope.report.ReportFormat;
import org.latscope.report.ReportTable;
import org.latscope.report.internal.TextTable;
import org.latscope.testdata.TestData;

/** The mail text: seed 001's worst rows and end lines, 72 columns, and long keys wrapped rather than cut. */
class TextReportTest {

    private static final String SEED_001 = "seeds/001_abd67432cf475aff.txt";

    @Test
    void seed001ReproducesTheWorstRowsAndTheEndLines() throws IOException {
        Report report = Reports.report(TextReportTest.class, TestData.path(SEED_001));
        String text = Reports.write(report, ReportFormat.TEXT);
        List<String> lines = text.lines().toList();
        for (String line : lines) {
            assertTrue(line.length() <= 72, line.length() + ": " + line);
            assertFalse(line.endsWith(" ") || line.contains("\t"), "no trailing blank, no tab: '" + line + "'");
        }
        // each row of the seed's first worst-20 table, token for token
        List<String> seed = Files.readAllLines(TestData.path(SEED_001), StandardCharsets.ISO_8859_1);
        int header = seed.indexOf("usec cause mask start line/file address end line/file");
        List<List<String>> printed = lines.stream().map(l -> Arrays.asList(l.trim().split("\\s+"))).toList();
        for (String row : seed.subList(header + 1, header + 21)) {
            List<String> tokens = Arrays.asList(row.trim().split("\\s+"));
            assertTrue(printed.contains(tokens), "row " + row + " in\n" + text);
        }
        // where the latencies ended: 697/sched.c, by far the most frequent end line
        String end = lines.stream().filter(l -> l.endsWith("end:697/sched.c")).findFirst().orElseThrow(() -> new AssertionError(text));
        List<String> figures = Arrays.asList(end.trim().split("\\s+"));
        assertTrue(Long.parseLong(figures.get(0)) >= 20, end);
        assertTrue(Long.parseLong(figures.get(2)) >= 9313, "the largest latency ending there: " + end);
    }

    @Test
    void theSummaryCountsResultTablesAmongTheContents() {
        // two perf sched latency tables, quoted in a mail: the summary's contents name them
        Report report = Reports.report(TextReportTest.class,
                TestData.path("samples/public/perf_sched_latency_joel_android_quoted_2tables.txt"));
        String html = Reports.write(report, ReportFormat.HTML);
        assertTrue(html.contains("0 printk logs, 2 result tables"), html);
    }

    @Test
    void aLongKeyWrapsUnderItsColumn() {
        String key = "a_very_long_function_name_from_a_driver (called from another_long_function_name) "
                + "with a payload=0123456789abcdef0123456789abcdef";
        ReportTable table = new ReportTable("t", "t", List.of("COUNT", "KEY"), List.of(Boolean.TRUE, Boolean.FALSE),
                List.of(List.of("12", key), List.of("3", "short")));
        List<String> lines = new TextTable(72).lines(table);
        assertEquals("COUNT  KEY", lines.get(0));
        assertTrue(lines.get(1).startsWith("   12  a_very_long_function_name_from_a_driver"), lines.get(1));
        assertTrue(lines.get(2).startsWith("       "), "continued under KEY: " + lines.get(2));
        assertEquals(key.replace(" ", ""), String.join("", lines.subList(1, lines.size() - 1)).replace(" ", "").substring(2));
        assertEquals("    3  short", lines.get(lines.size() - 1));
        lines.forEach(l -> assertTrue(l.length() <= 72, l));
    }

    @Test
    void manyRunColumnsArePrintedInBlocks() {
        List<String> cols = new java.util.ArrayList<>();
        List<Boolean> numeric = new java.util.ArrayList<>();
        List<String> row = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) {
            cols.add("lt0409" + i);
            numeric.add(Boolean.TRUE);
            row.add(Integer.toString(i * 7));
        }
        cols.add("KEY");
        numeric.add(Boolean.FALSE);
        row.add("mark_offset_tsc");
        List<String> lines = new TextTable(72).lines(new ReportTable("r", "r", cols, numeric, List.of(row)));
        assertTrue(lines.contains(""), "more than one block: " + lines);
        lines.forEach(l -> assertTrue(l.length() <= 72, l));
        assertEquals(12, lines.stream().mapToLong(l -> Arrays.stream(l.split("\\s+")).filter(t -> t.startsWith("lt0409")).count()).sum(),
                "every run's column once");
    }
}
