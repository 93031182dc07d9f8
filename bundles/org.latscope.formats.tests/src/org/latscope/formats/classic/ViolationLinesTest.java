// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.latscope.model.CodeAddress;

/**
 * The violation-report reader's syslog prefix, point lines and code points are read by hand;
 * each must read what its regex read, on every such line of the test data and on damaged copies.
 */
class ViolationLinesTest {

    private static final Pattern SYSLOG = Pattern.compile("^[A-Z][a-z]{2} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d \\S+ kernel: ?");
    private static final Pattern AT = Pattern.compile("^=>\\s*(started|ended) at(?: timestamp (\\d+))?:\\s*(\\S+)\\s*$");
    private static final Pattern POINT = Pattern
            .compile("^<?([^<>+\\s]+)\\+0x([0-9a-fA-F]{1,15})/0x([0-9a-fA-F]{1,15})>?$");

    private static String syslogByRegex(String t) {
        Matcher m = SYSLOG.matcher(t);
        return String.valueOf(m.find() ? m.end() : -1);
    }

    private static String syslogByHand(String t) {
        return String.valueOf(LogLines.syslogEnd(t));
    }

    private static String atByRegex(String line) {
        Matcher m = AT.matcher(line);
        return m.matches() ? m.group(1).equals("started") + " " + m.group(3) : null;
    }

    private static String atByHand(String line) {
        ViolationReportParser.At at = ViolationReportParser.at(line);
        return at == null ? null : at.started() + " " + at.point();
    }

    private static String pointByRegex(String text) {
        Matcher m = POINT.matcher(text);
        return m.matches() ? m.group(1) + "+" + Long.parseLong(m.group(2), 16) + "/" + Long.parseLong(m.group(3), 16)
                : text.startsWith("<") && text.endsWith(">") ? text.substring(1, text.length() - 1) : text;
    }

    private static String pointByHand(String text) {
        CodeAddress a = LogLines.point(text);
        return LogLines.pointPlus(text) < 0 ? a.getSymbol() : a.getSymbol() + "+" + a.getOffset() + "/" + a.getSize();
    }

    @Test
    void testDataLinesReadAsTheRegexesReadThem() throws IOException {
        List<String> lines = TestDataLines.all();
        int syslog = same(lines, ViolationLinesTest::syslogByRegex, ViolationLinesTest::syslogByHand, "-1");
        List<String> stripped = lines.stream().map(l -> LogLines.body(l).strip()).toList();
        int at = same(stripped, ViolationLinesTest::atByRegex, ViolationLinesTest::atByHand, null);
        List<String> tokens = tokens(lines);
        int points = 0;
        for (String token : tokens) {
            assertEquals(pointByRegex(token), pointByHand(token), token);
            points += POINT.matcher(token).matches() ? 1 : 0;
        }
        assertTrue(syslog >= 15 && at >= 10 && points >= 100, syslog + " syslog, " + at + " at, " + points + " points");
        assertEquals(29, LogLines.syslogEnd("Sep 20 00:44:01 host kernel: x"));
        assertNull(ViolationReportParser.at("=> started at timestamp: x"));
        assertEquals("schedule+701/1568", pointByHand("<schedule+0x2bd/0x620>"));
    }

    @Test
    void edgesOfEachFormReadAsTheRegexesReadThem() {
        String fifteen = "123456789abcdef";
        for (String token : new String[] { "sym+0x" + fifteen + "/0x1", "sym+0x" + fifteen + "0/0x1",
                "sym+0x1/0x" + fifteen, "sym+0x1/0x" + fifteen + "0>", "<sym+0x1/0x2>", "<sym+0x1/0x2", "sym+0x1/0x2>",
                "sym+0X1/0x2", "+0x1/0x2", "<+0x1/0x2>", "s y+0x1/0x2", "sym+0x/0x2", "sym+0x1/0x", "sym+0x1/0x2>>",
                "s\u0085m+0x1/0x2", "sym+0x1/0x2\n", "1376/sched.c" }) {
            assertEquals(pointByRegex(token), pointByHand(token), token);
        }
        for (String line : new String[] { "Sep  1 00:00:00 h kernel:x", "Sep  1 00:00:00 h kernel:  x",
                "Sep 1 00:00:00 h kernel: x", "Sep 01 00:00:00 h\tkernel: x", "Sep 01 00:00:00  kernel: x",
                "SEP 01 00:00:00 h kernel: x", "Sep 01 00:00:00 h kernel", "Sep 01 00:00:00 h kernel:" }) {
            assertEquals(syslogByRegex(line), syslogByHand(line), line);
        }
        for (String line : new String[] { "=> ended at timestamp 12: x", "=>started at:x", "=> started at: a b",
                "=> started at: a \r", "=> started at timestamp : x", "=> started at timestamp 1 : x", "=>  ended at:",
                "=> ended at: \u0085", "=> begun at: x" }) {
            assertEquals(atByRegex(line), atByHand(line), line);
        }
    }

    @Test
    void damagedLinesReadAsTheRegexesReadThem() throws IOException {
        List<String> lines = TestDataLines.all();
        Random random = new Random(20261207);
        int anywhere = Integer.MAX_VALUE;
        List<String> prefixed = lines.stream().filter(l -> !"-1".equals(syslogByRegex(l))).toList();
        List<String> syslog = TestDataLines.damaged(prefixed, " \t:0123456789Aakernl", 60_000, anywhere, random);
        assertTrue(same(syslog, ViolationLinesTest::syslogByRegex, ViolationLinesTest::syslogByHand, "-1") > 10_000);
        List<String> pointLines = lines.stream().map(l -> LogLines.body(l).strip()).filter(l -> atByRegex(l) != null)
                .toList();
        List<String> at = TestDataLines.damaged(pointLines, " \t\r:=>0123456789startedimp", 60_000, anywhere, random);
        assertTrue(same(at, ViolationLinesTest::atByRegex, ViolationLinesTest::atByHand, null) > 10_000);
        List<String> codePoints = tokens(lines).stream().filter(t -> POINT.matcher(t).matches()).toList();
        List<String> points = TestDataLines.damaged(codePoints, " <>+/0xX9aFg\u0085", 60_000, anywhere, random);
        int read = 0;
        for (String token : points) {
            assertEquals(pointByRegex(token), pointByHand(token), token);
            read += POINT.matcher(token).matches() ? 1 : 0;
        }
        assertTrue(read > 10_000 && read < points.size() - 10_000, read + " of " + points.size());
    }

    /** @return how many lines the regex read, after checking that the hand reader reads each the same */
    private static int same(List<String> lines, Function<String, String> regex, Function<String, String> hand,
            String none) {
        int read = 0;
        for (String line : lines) {
            String expected = regex.apply(line);
            assertEquals(expected, hand.apply(line), line);
            read += java.util.Objects.equals(expected, none) ? 0 : 1;
        }
        return read;
    }

    /** The blank-separated tokens of the lines that look like code points. */
    private static List<String> tokens(List<String> lines) {
        List<String> tokens = new ArrayList<>();
        for (String line : lines) {
            for (String token : line.strip().split("\\s+")) {
                if (token.contains("+") || token.contains("/")) {
                    tokens.add(token);
                }
            }
        }
        return tokens;
    }

}
