// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.lines;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.latscope.formats.LineDecoder;
import org.latscope.formats.internal.ByteLineReader;
import org.latscope.formats.internal.LineProblems;
import org.latscope.formats.internal.MailCleanup;
import org.latscope.formats.internal.StreamLineSource;
import org.latscope.formats.internal.SymbolCache;
import org.latscope.formats.internal.TransportCleanup;
import org.latscope.formats.spi.AsciiLine;
import org.latscope.testdata.TestData;

/**
 * The byte path of line reading: lines split eight bytes at a time, plain ASCII lines handed
 * out as bytes without a String, and symbols interned from bytes, each against the plain
 * String path over the same text.
 */
class AsciiLinesTest {

    private final List<String> problems = new ArrayList<>();
    private final LineProblems report = (line, reason, text, severity) -> problems.add(line + ": " + reason);

    private StreamLineSource source(byte[] bytes, TransportCleanup cleanup) {
        return new StreamLineSource(new ByteLineReader(new ByteArrayInputStream(bytes), StreamLineSource.MAX_LINE),
                report, cleanup, () -> false);
    }

    @Test
    void newlinesAreFoundAtEveryOffsetOfAWord() throws IOException {
        Random random = new Random(7);
        for (int round = 0; round < 200; round++) {
            StringBuilder text = new StringBuilder();
            int lines = 1 + random.nextInt(40);
            for (int i = 0; i < lines; i++) {
                int length = random.nextInt(30);
                for (int k = 0; k < length; k++) {
                    text.append((char) ('a' + random.nextInt(26)));
                }
                text.append('\n');
            }
            if (random.nextBoolean()) {
                text.append("no terminator");
            }
            List<String> expected = Arrays.asList(text.toString().split("\n", -1));
            if (expected.get(expected.size() - 1).isEmpty()) {
                expected = expected.subList(0, expected.size() - 1);
            }
            ByteLineReader reader = new ByteLineReader(new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.US_ASCII)), 1024);
            List<String> actual = new ArrayList<>();
            while (reader.next()) {
                actual.add(new String(reader.array(), reader.offset(), reader.length(), StandardCharsets.US_ASCII));
            }
            assertEquals(expected, actual, text.toString());
        }
    }

    @Test
    void plainAsciiExcludesNulAndHighBytesAnywhereInTheLine() {
        for (int length = 1; length < 24; length++) {
            for (int at = 0; at < length; at++) {
                byte[] line = new byte[length + 3];
                Arrays.fill(line, (byte) 'x');
                assertTrue(LineDecoder.isPlainAscii(line, 3, length));
                line[3 + at] = 0;
                assertFalse(LineDecoder.isPlainAscii(line, 3, length), "NUL at " + at + " of " + length);
                line[3 + at] = (byte) 0xb5;
                assertFalse(LineDecoder.isPlainAscii(line, 3, length), "0xb5 at " + at + " of " + length);
                line[3 + at] = 0x7f;
                assertTrue(LineDecoder.isPlainAscii(line, 3, length));
            }
        }
    }

    @Test
    void theLineReaderTellsPlainAsciiWhileItLooksForTheNewline() throws IOException {
        // A bad byte at every offset of the eight-byte words, in lines of every length, between
        // plain neighbours whose bytes share the bad line's words; the last line has no newline.
        for (int length = 1; length < 24; length++) {
            for (int at = 0; at < length; at++) {
                for (byte bad : new byte[] { 0, (byte) 0xb5, (byte) 0xff }) {
                    byte[] line = "x".repeat(length).getBytes(StandardCharsets.US_ASCII);
                    line[at] = bad;
                    ByteArrayOutputStream text = new ByteArrayOutputStream();
                    text.writeBytes("ab\n".getBytes(StandardCharsets.US_ASCII));
                    text.writeBytes(line);
                    text.writeBytes("\r\ncd\nef".getBytes(StandardCharsets.US_ASCII));
                    ByteLineReader reader = new ByteLineReader(new ByteArrayInputStream(text.toByteArray()), 1024);
                    String where = "byte " + (bad & 0xff) + " at " + at + " of " + length;
                    assertTrue(reader.next() && reader.isPlainAscii(), where);
                    assertTrue(reader.next());
                    assertFalse(reader.isPlainAscii(), where);
                    assertEquals(length + 1, reader.length(), where);
                    assertTrue(reader.next() && reader.isPlainAscii(), where);
                    assertTrue(reader.next() && reader.isPlainAscii(), where);
                    assertFalse(reader.next());
                }
            }
        }
    }

    @Test
    void plainLinesComeAsBytesAndStayValidWhileTheNextIsPeeked() throws IOException {
        StreamLineSource lines = source("00000001 0.000ms (+0.002ms): do_softirq (need_resched)\r\nsecond\n\n"
                .getBytes(StandardCharsets.US_ASCII), TransportCleanup.NONE);
        AsciiLine first = lines.peekAscii();
        assertNotNull(first);
        byte[] array = first.array();
        int offset = first.offset();
        int length = first.length();
        String firstText = "00000001 0.000ms (+0.002ms): do_softirq (need_resched)";
        assertEquals(firstText, new String(array, offset, length, StandardCharsets.US_ASCII), "no carriage return");
        assertTrue(lines.next());
        assertEquals("second", lines.peek());
        assertEquals(firstText, new String(array, offset, length, StandardCharsets.US_ASCII),
                "the current line's bytes survive a peek at the next");
        assertEquals(firstText, lines.line());
        assertEquals(1, lines.lineNumber());
        assertTrue(lines.next());
        assertEquals("second", lines.line());
        assertEquals(2, lines.lineNumber());
        AsciiLine blank = lines.peekAscii();
        assertNotNull(blank);
        assertEquals(0, blank.length());
        assertTrue(lines.next());
        assertEquals("", lines.line());
        assertNull(lines.peekAscii());
        assertNull(lines.peek());
        assertFalse(lines.next());
        assertTrue(problems.isEmpty(), problems.toString());
    }

    @Test
    void latin1BinaryAndCutLinesAreTextOnly() throws IOException {
        byte[] latin1 = "  19933\u00b5s!: sched_switch\n".getBytes(StandardCharsets.ISO_8859_1);
        byte[] nul = "a\0b\n".getBytes(StandardCharsets.US_ASCII);
        byte[] longLine = new byte[StreamLineSource.MAX_LINE + 10];
        Arrays.fill(longLine, (byte) 'y');
        longLine[longLine.length - 1] = '\n';
        for (byte[] bytes : List.of(latin1, nul, longLine)) {
            problems.clear();
            StreamLineSource lines = source(bytes, TransportCleanup.NONE);
            assertNull(lines.peekAscii());
            assertNotNull(lines.peek());
            assertEquals(1, problems.size(), problems.toString());
        }
    }

    @Test
    void cleanedFilesAreTextOnly() throws IOException {
        byte[] quoted = "> 00000001 0.000ms (+0.002ms): do_softirq (need_resched)\n> second\n"
                .getBytes(StandardCharsets.US_ASCII);
        MailCleanup cleanup = MailCleanup.detect(quoted, quoted.length);
        assertFalse(cleanup.isIdentity());
        StreamLineSource lines = source(quoted, cleanup);
        assertNull(lines.peekAscii());
        assertTrue(lines.next());
        assertEquals("00000001 0.000ms (+0.002ms): do_softirq (need_resched)", lines.line());
    }

    @Test
    void bytesAndTextInternToTheSameSymbolsOverASample() throws IOException {
        Interner symbols = new Interner();
        SymbolCache cache = new SymbolCache(symbols::intern);
        String text = Files.readString(TestData.path("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"),
                StandardCharsets.ISO_8859_1);
        List<String> words = new ArrayList<>();
        for (String word : text.split("[\\s()]+")) {
            if (!word.isEmpty()) {
                words.add(word);
            }
        }
        assertTrue(words.size() > 100, "the sample has words");
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            byte[] padded = ("<" + word + ">").getBytes(StandardCharsets.UTF_8);
            int fromBytes = cache.intern(padded, 1, padded.length - 1);
            int fromText = i % 2 == 0 ? cache.intern(word) : cache.intern("<" + word + ">", 1, word.length() + 1);
            assertEquals(fromText, fromBytes, word);
            assertEquals(word, symbols.name(fromBytes));
        }
        byte[] again = words.get(0).getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(again, symbols.name(cache.intern(again, 0, again.length)).getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void manySymbolsSurviveRehashing() {
        Interner symbols = new Interner();
        SymbolCache cache = new SymbolCache(symbols::intern);
        int[] ids = new int[5000];
        for (int i = 0; i < ids.length; i++) {
            byte[] name = ("fn_" + i + (i % 3 == 0 ? "_with_a_longer_tail" : "")).getBytes(StandardCharsets.US_ASCII);
            ids[i] = cache.intern(name, 0, name.length);
        }
        for (int i = 0; i < ids.length; i++) {
            String name = "fn_" + i + (i % 3 == 0 ? "_with_a_longer_tail" : "");
            byte[] bytes = name.getBytes(StandardCharsets.US_ASCII);
            assertEquals(ids[i], cache.intern(bytes, 0, bytes.length), name);
            assertEquals(ids[i], cache.intern(name), name);
        }
    }
    @Test
    void aFileReadWholeIsSplitInPlaceAsItsStreamIs() throws IOException {
        List<byte[]> inputs = new ArrayList<>();
        for (String text : new String[] { "", "one", "one\n", "a\r\nb\r\n\n", "x".repeat(StreamLineSource.MAX_LINE + 9)
                + "\nshort\n" + "y".repeat(3 * StreamLineSource.MAX_LINE), "caf\u00e9\0\nnext" }) {
            inputs.add(text.getBytes(StandardCharsets.ISO_8859_1));
        }
        try (var files = Files.walk(TestData.path("samples"))) {
            for (var file : (Iterable<java.nio.file.Path>) files.filter(Files::isRegularFile)::iterator) {
                inputs.add(Files.readAllBytes(file));
            }
        }
        for (byte[] bytes : inputs) {
            byte[] roomy = Arrays.copyOf(bytes, bytes.length + 13); // a head's array is longer than its content
            ByteLineReader stream = new ByteLineReader(new ByteArrayInputStream(bytes), StreamLineSource.MAX_LINE);
            ByteLineReader inPlace = new ByteLineReader(roomy, bytes.length, StreamLineSource.MAX_LINE);
            int line = 0;
            while (stream.next()) {
                line++;
                assertTrue(inPlace.next(), "line " + line);
                assertArrayEquals(Arrays.copyOfRange(stream.array(), stream.offset(), stream.offset() + stream.length()),
                        Arrays.copyOfRange(inPlace.array(), inPlace.offset(), inPlace.offset() + inPlace.length()),
                        "line " + line);
                assertEquals(stream.fullLength(), inPlace.fullLength(), "line " + line);
                assertEquals(stream.isPlainAscii(), inPlace.isPlainAscii(), "line " + line);
            }
            assertFalse(inPlace.next(), "no line more than the stream's");
            assertEquals(stream.bytesRead(), inPlace.bytesRead());
        }
        assertTrue(inputs.size() > 40, "samples found: " + inputs.size());
    }

    /** The model's interning in small: one id per distinct name. */
    private static final class Interner {
        private final Map<String, Integer> ids = new HashMap<>();
        private final List<String> names = new ArrayList<>();

        int intern(String name) {
            return ids.computeIfAbsent(name, n -> {
                names.add(n);
                return names.size() - 1;
            });
        }

        String name(int id) {
            return names.get(id);
        }
    }
}
