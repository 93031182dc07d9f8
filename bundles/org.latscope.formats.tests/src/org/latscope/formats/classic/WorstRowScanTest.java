// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * {@link WorstRowScan} reads a preempt-stats row in place: it must take the rows the split into
 * fields took, with the same figures, and refuse the others. Compared on every line of the test
 * data with a {@code /} and on damaged copies of the rows.
 */
class WorstRowScanTest {

    /** The row as it was read: split into fields, then each field checked. */
    private static WorstRowScan bySplit(String t) {
        String[] f = Text.fields(t);
        if (f.length != 6) {
            return null;
        }
        long usec = Text.decimal(f[0], 0, f[0].length());
        long mask = Text.hex(f[2], 0, f[2].length());
        long address = Text.hex(f[4], 0, f[4].length());
        int startSlash = f[3].indexOf('/');
        int endSlash = f[5].indexOf('/');
        if (usec < 0 || mask < 0 || address < 0 || startSlash <= 0 || endSlash <= 0
                || !Text.allDigits(f[3], 0, startSlash) || !Text.allDigits(f[5], 0, endSlash)
                || startSlash == f[3].length() - 1 || endSlash == f[5].length() - 1 || !f[3].contains(".")
                || !f[5].contains(".") || f[5].endsWith(".")) {
            return null;
        }
        return new WorstRowScan(usec, f[1], mask, Integer.parseInt(f[3].substring(0, startSlash)),
                f[3].substring(startSlash + 1), address, Integer.parseInt(f[5].substring(0, endSlash)),
                f[5].substring(endSlash + 1));
    }

    /** Either the row, or the exception its reading throws (a line number past an int). */
    private static Object outcome(java.util.function.Function<String, WorstRowScan> read, String t) {
        try {
            return Objects.toString(read.apply(t));
        } catch (NumberFormatException e) {
            return NumberFormatException.class;
        }
    }

    @Test
    void rowsOfTheTestDataReadAsTheSplitReadThem() throws IOException {
        int rows = 0;
        for (String t : slashLines()) {
            assertEquals(outcome(WorstRowScanTest::bySplit, t), outcome(WorstRowScan::of, t), t);
            rows += bySplit(t) == null ? 0 : 1;
        }
        assertTrue(rows >= 40, "rows: " + rows);
        assertEquals(new WorstRowScan(5664, "spin_lock", 1, 1376, "sched.c", 0xc0114db3L, 697, "sched.c"),
                WorstRowScan.of("5664 spin_lock 1 1376/sched.c c0114db3 697/sched.c"));
        assertNull(WorstRowScan.of("5664 spin_lock 1 1376/sched.c c0114db3 697/sched.c extra"));
        assertNull(WorstRowScan.of("5664 spin_lock 1 1376/sched.c c0114db3"));
        assertNull(WorstRowScan.of("5664 spin_lock 1 1376/sched.c c0114db3 697/sched."));
        String past = "5664 spin_lock 1 99999999999/sched.c c0114db3 697/sched.c"; // a line past an int
        assertEquals(NumberFormatException.class, outcome(WorstRowScanTest::bySplit, past));
        assertEquals(NumberFormatException.class, outcome(WorstRowScan::of, past));
    }

    @Test
    void damagedRowsReadAsTheSplitReadThem() throws IOException {
        List<String> rows = slashLines().stream().filter(t -> bySplit(t) != null).toList();
        int read = 0;
        int refused = 0;
        for (String line : TestDataLines.damaged(rows, " \t\u000B\u001C/.-+0123456789abcdefxyz", 100_000,
                Integer.MAX_VALUE, new Random(20261207))) {
            String damaged = line.strip();
            if (damaged.isEmpty()) {
                continue;
            }
            Object split = outcome(WorstRowScanTest::bySplit, damaged);
            assertEquals(split, outcome(WorstRowScan::of, damaged), damaged);
            if ("null".equals(split)) {
                refused++;
            } else {
                read++;
            }
        }
        assertTrue(read > 10_000 && refused > 10_000, read + " read, " + refused + " refused");
    }

    /** Every line of the seeds and samples with a {@code /}, stripped, as the table reader sees it. */
    private static List<String> slashLines() throws IOException {
        return TestDataLines.all().stream().map(String::strip).filter(t -> t.indexOf('/') >= 0).toList();
    }
}
