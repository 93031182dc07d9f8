// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.TraceFiles;
import org.latscope.model.TraceFile;

class TraceFilesTest {

    @TempDir
    Path dir;

    @Test
    void readerSeesNumberedLinesWithLookaheadAndCountsAreKept() throws IOException {
        Path path = dir.resolve("t.txt");
        Files.writeString(path, "one\r\ntwo\nbad\nfour", StandardCharsets.UTF_8);
        StringBuilder seen = new StringBuilder();
        TraceFile file = TraceFiles.readWith(() -> (lines, context) -> {
            while (lines.next()) {
                seen.append(lines.lineNumber()).append(':').append(lines.line()).append('>')
                        .append(lines.peek()).append(' ');
                if (lines.line().equals("bad")) {
                    context.unreadable(lines.lineNumber(), "bad line", lines.line());
                } else {
                    context.used(lines.lineNumber());
                }
            }
        }, path);
        assertEquals("1:one>two 2:two>bad 3:bad>four 4:four>null ", seen.toString());
        assertEquals(4, file.getLinesRead());
        assertEquals(3, file.getLinesUsed());
        assertEquals(1, file.getDiagnostics().size());
        assertEquals(3, file.getDiagnostics().get(0).getLine());
    }

    @Test
    void aFailingReaderBecomesADiagnostic() throws IOException {
        Path path = dir.resolve("t.txt");
        Files.writeString(path, "a\nb\n", StandardCharsets.UTF_8);
        TraceFile file = TraceFiles.readWith(() -> (lines, context) -> {
            lines.next();
            throw new IllegalStateException("boom");
        }, path);
        assertEquals(2, file.getLinesRead());
        assertTrue(file.getDiagnostics().get(0).getReason().contains("boom"));
    }
}
