// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * {@link PrintkStamp} reads the lines the printk reader's regex read, and reads them the same:
 * compared on every line of the test data that holds a {@code [} and on damaged copies of them
 * (blanks, returns, the characters the regex's {@code .} does not match, digits, brackets
 * near their start).
 */
class PrintkStampTest {

    /** The regex {@link PrintkStamp} stands in for, as the reader had it. */
    private static final Pattern LINE = Pattern
            .compile("^\\s*\\[\\s*(\\d{1,8})\\.(\\d{1,9})\\](?:\\s?\\[\\s*([TC]\\d+)\\])?\\s?(.*)$");

    /** What the regex reads of a line: null when it does not match. */
    private static String byRegex(String s) {
        Matcher m = LINE.matcher(s);
        if (!m.matches()) {
            return null;
        }
        String fraction = m.group(2);
        long frac = Long.parseLong(fraction);
        for (int k = fraction.length(); k < 9; k++) {
            frac *= 10;
        }
        long ns = Long.parseLong(m.group(1)) * 1_000_000_000L + frac;
        return ns + "|" + m.group(3) + "|" + m.group(4).stripTrailing();
    }

    private static String byHand(String s) {
        PrintkStamp stamp = new PrintkStamp();
        return stamp.scan(s) ? stamp.timeNs() + "|" + stamp.caller() + "|" + stamp.text() : null;
    }

    @Test
    void theTestDataLinesReadAsTheRegexReadsThem() throws IOException {
        int read = 0;
        for (String line : bracketLines()) {
            String regex = byRegex(line);
            assertEquals(regex, byHand(line), line);
            read += regex == null ? 0 : 1;
        }
        assertTrue(read >= 30, "timestamped lines: " + read);
        assertEquals("2292851106000|null|sync", byHand("[ 2292.851106] sync"));
        assertEquals("5000000|null|text", byHand("[0.005] text"));
        assertEquals("1000000000|T1296|x=1", byHand(" [    1.000000] [   T1296] x=1  "));
        assertEquals("1000000000|C2|", byHand("[1.0][C2]"));
    }

    @Test
    void damagedLinesReadAsTheRegexReadsThem() throws IOException {
        List<String> lines = bracketLines().stream().filter(line -> byRegex(line) != null).toList();
        // the timestamp and caller id are near the start: the damage goes there
        List<String> damagedLines = TestDataLines.damaged(lines, " \t\r\n\u000B\f\u0085\u2028\u2029[].0123456789TCx",
                100_000, 30, new Random(20261207));
        int read = 0;
        int refused = 0;
        for (String damaged : damagedLines) {
            String regex = byRegex(damaged);
            assertEquals(regex, byHand(damaged), damaged);
            if (regex == null) {
                refused++;
            } else {
                read++;
            }
        }
        assertTrue(read > 10_000 && refused > 10_000, read + " read, " + refused + " refused");
    }

    @Test
    void digitsPastTheRegexsCountsAndLineTerminatorsAreRefused() {
        assertFalse(new PrintkStamp().scan("[123456789.000000] nine digits of seconds"));
        assertFalse(new PrintkStamp().scan("[1.0000000000] ten digits of fraction"));
        assertFalse(new PrintkStamp().scan("[1.000000] a\u0085b"));
        assertTrue(new PrintkStamp().scan("[1.000000]\r"));
        assertEquals(byRegex("[1.0] [T1]\rx"), byHand("[1.0] [T1]\rx"));
    }

    /** Every line of the seeds and samples that holds a {@code [}. */
    private static List<String> bracketLines() throws IOException {
        return TestDataLines.all().stream().filter(line -> line.indexOf('[') >= 0).toList();
    }
}
