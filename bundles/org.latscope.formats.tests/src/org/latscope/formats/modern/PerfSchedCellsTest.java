// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.junit.jupiter.api.Test;

/** {@link PerfSchedReader#cells} counts a row's cells as splitting it at {@code |} counted them. */
class PerfSchedCellsTest {

    private static int bySplit(String line) {
        String[] cells = line.split("\\|", -1);
        int n = cells.length - 1;
        return cells[cells.length - 1].isBlank() ? n - 1 : n;
    }

    @Test
    void rowsCountAsTheirSplit() {
        for (String row : new String[] { "", "|", "||", " | ", "a", "a|", "a| ", "a|b", "a|b|", "a|b|\t\u2003",
                "  kworker/0:1:12     |     0.954 ms |       11 | avg:    0.021 ms | max:    0.103 ms | max at:   9246430.852946 s" }) {
            assertEquals(bySplit(row), PerfSchedReader.cells(row), row);
        }
        Random random = new Random(20261207);
        String alphabet = "|| ab0.\t\u2003\u00a0";
        for (int n = 0; n < 100_000; n++) {
            StringBuilder row = new StringBuilder();
            for (int k = random.nextInt(16); k > 0; k--) {
                row.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            assertEquals(bySplit(row.toString()), PerfSchedReader.cells(row.toString()), row.toString());
        }
    }
}
