// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.latscope.formats.spi.FileHead;
import org.latscope.testdata.TestData;

/** The head's segments, shared by every probe of a detection. */
class HeadSegmentsTest {

    @Test
    void segmentsAreTheLinesWithoutLineEndsAndQuoteMarkers() {
        assertSegments("", "");
        assertSegments("a", "a");
        assertSegments("a\n", "a", "");
        assertSegments("a\r\nb\r", "a", "b");
        assertSegments("\n\n", "", "", "");
        assertSegments("> > x\n>>y\n>z\n> \n>", "x", "y", "z", "", "");
        assertSegments("x > y\n>\r\n", "x > y", "", "");
    }

    @Test
    void everySeedAndSampleSplitsAsSplitDoes() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String folder : new String[] { "seeds", "samples" }) {
            try (Stream<Path> walk = Files.walk(TestData.path(folder))) {
                walk.filter(Files::isRegularFile).forEach(files::add);
            }
        }
        assertTrue(files.size() > 50, "test data found: " + files.size());
        for (Path file : files) {
            String text = Files.readString(file, StandardCharsets.ISO_8859_1);
            byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
            HeadSegments segments = HeadSegments.of(new FileHead(bytes, bytes.length, file.getFileName().toString()));
            String[] expected = text.split("\n", -1);
            assertEquals(expected.length, segments.count(), file.toString());
            for (int i = 0; i < expected.length; i++) {
                String line = unquote(expected[i].endsWith("\r") ? expected[i].substring(0, expected[i].length() - 1)
                        : expected[i]);
                assertEquals(line, segments.line(i), file + ":" + (i + 1));
                assertTrue(text.startsWith(line, segments.offset(i)), "the offset is where the line's text is");
            }
        }
    }

    @Test
    void segmentsAreCutAsFarAsAskedAndSharedByTheDetection() {
        String text = "one\ntwo\nthree\nfour\n";
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        FileHead head = new FileHead(bytes, bytes.length, "x.txt");
        HeadSegments segments = HeadSegments.of(head);
        assertEquals(2, segments.count(2));
        assertEquals("two", segments.line(1));
        assertEquals(5, segments.count(10));
        assertEquals(5, segments.count());
        assertTrue(segments.endsWithNewline());
        assertSame(segments, HeadSegments.of(head), "one split per detection");
    }

    private static void assertSegments(String text, String... expected) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        HeadSegments segments = HeadSegments.of(new FileHead(bytes, bytes.length, ""));
        List<String> actual = new ArrayList<>();
        for (int i = 0; i < segments.count(); i++) {
            actual.add(segments.line(i));
        }
        assertEquals(List.of(expected), actual, text);
    }

    /** Mail quote markers as the probes strip them: each {@code >} with one space after it. */
    private static String unquote(String s) {
        int p = 0;
        while (p < s.length() && s.charAt(p) == '>') {
            p++;
            if (p < s.length() && s.charAt(p) == ' ') {
                p++;
            }
        }
        return s.substring(p);
    }
}
