// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.report.Report;
import org.latscope.report.ReportExport;
import org.latscope.report.ReportFormat;
import org.latscope.testdata.TestData;

/** Writing reports: never over an existing file unasked, nothing left behind, CSV that parses back. */
class ReportExportTest {

    @TempDir
    Path dir;

    private static Report seed001() {
        return Reports.report(ReportExportTest.class, TestData.path("seeds/001_abd67432cf475aff.txt"));
    }

    @Test
    void anExistingFileIsLeftUntouchedUnlessOverwriteIsAsked() throws IOException {
        Path target = dir.resolve("report.html");
        byte[] before = "my notes\n".getBytes(StandardCharsets.UTF_8);
        Files.write(target, before);
        assertThrows(FileAlreadyExistsException.class, () -> ReportExport.write(seed001(), ReportFormat.HTML, target, false));
        assertArrayEquals(before, Files.readAllBytes(target));
        Files.setPosixFilePermissions(target, java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--"));
        ReportExport.write(seed001(), ReportFormat.HTML, target, true);
        assertTrue(Files.readString(target).startsWith("<!DOCTYPE html>"));
        assertEquals("rw-rw-r--", java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(target)),
                "the replaced file's permissions, not the temporary file's 0600");
        Path fresh = dir.resolve("fresh.txt");
        ReportExport.write(seed001(), ReportFormat.TEXT, fresh, false);
        assertEquals("rw-r--r--", java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh)));
        Files.delete(fresh);
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(target), files.toList(), "no temporary file left");
        }
    }

    @Test
    void aFailedWriteLeavesNothing() throws IOException {
        Path target = dir.resolve("missing-folder").resolve("report.txt");
        assertThrows(IOException.class, () -> ReportExport.write(seed001(), ReportFormat.TEXT, target, false));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(0, files.count());
        }
    }

    @Test
    void csvTablesParseBack() throws IOException {
        Path folder = dir.resolve("csv");
        ReportExport.write(seed001(), ReportFormat.CSV, folder, false);
        List<List<String>> records = parse(Files.readString(folder.resolve("records-1.csv")));
        assertEquals(List.of("usec", "cause", "mask", "start line/file", "address", "end line/file"), records.get(0));
        assertEquals(List.of("5664", "spin_lock", "1", "1376/sched.c", "c0114db3", "697/sched.c"), records.get(1));
        assertEquals(21, records.size(), "the header and the 20 rows");
        List<List<String>> summary = parse(Files.readString(folder.resolve("summary.csv")));
        assertTrue(summary.stream().anyMatch(r -> r.get(0).equals("contents") && r.get(1).contains(",")),
                "a field holding a comma is quoted and parses back whole: " + summary);
        assertThrows(FileAlreadyExistsException.class, () -> ReportExport.write(seed001(), ReportFormat.CSV, folder, false));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(folder), files.toList(), "no temporary folder left");
        }
    }

    /** A strict RFC 4180 reader: CRLF records, quoted fields with doubled quotes. */
    static List<List<String>> parse(String csv) {
        List<List<String>> records = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int i = 0;
        while (i < csv.length()) {
            char c = csv.charAt(i);
            if (c == '"' && field.isEmpty()) {
                i++;
                while (!(csv.charAt(i) == '"' && (i + 1 == csv.length() || csv.charAt(i + 1) != '"'))) {
                    field.append(csv.charAt(i));
                    i += csv.charAt(i) == '"' ? 2 : 1;
                }
                i++;
            } else if (c == ',') {
                record.add(field.toString());
                field.setLength(0);
                i++;
            } else if (c == '\r') {
                assertEquals('\n', csv.charAt(i + 1), "records end in CRLF");
                record.add(field.toString());
                field.setLength(0);
                records.add(record);
                record = new ArrayList<>();
                i += 2;
            } else {
                assertTrue(c != '"' && c != '\n', "a bare quote or LF at " + i);
                field.append(c);
                i++;
            }
        }
        assertTrue(record.isEmpty() && field.isEmpty(), "the last record ends in CRLF");
        return records;
    }
}
