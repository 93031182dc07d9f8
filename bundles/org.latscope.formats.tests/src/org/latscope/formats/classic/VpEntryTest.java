// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.latscope.testdata.TestData;

/**
 * {@link VpEntry} reads the usual v1.0.2+ entry in one pass with fixed positions and every
 * other line with its general scan: both must read a line alike. A doubled first blank sends
 * a line to the general scan without changing what it says. (In the host's package: the class
 * is package-private.)
 */
class VpEntryTest {

    private static final String[] SAMPLES = { "samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt",
            "samples/public/old_v1.0.5_swapper_2888us_wrapped_line.txt",
            "samples/public/old_v1.0.7_ksoftirqd_1537us_wakeup_pid_column_wrapped.txt",
            "seeds/000_ccd2cb2fc6f710da.txt" };

    @Test
    void realEntriesReadAlikeOnBothPaths() throws IOException {
        int entries = 0;
        for (String sample : SAMPLES) {
            List<String> lines = Files.readAllLines(TestData.path(sample), StandardCharsets.ISO_8859_1);
            for (String line : lines) {
                if (line.indexOf(' ') > 0 && describe(line) != null) {
                    assertEquals(describe(line), describe(doubleFirstBlank(line)), line);
                    entries++;
                }
            }
        }
        assertTrue(entries >= 130, "entries compared: " + entries);
    }

    @Test
    void damagedEntriesReadAlikeOnBothPaths() {
        Random random = new Random(20261203);
        String alphabet = "0123456789abcdef.ms(+): x\t";
        String[] canonical = { "00000002 0.074ms (+0.002ms): as_work_handler (radix_tree_lookup)",
                "00010001 12.345ms (+0.549ms): do_softirq (need_resched) [3]", "00000001 0.000ms (+0.000ms): (4) ((0))",
                "00000003 7811.000ms (+1.5ms): schedule" };
        for (int n = 0; n < 50_000; n++) {
            char[] line = canonical[random.nextInt(canonical.length)].toCharArray();
            int edits = 1 + random.nextInt(2);
            for (int e = 0; e < edits; e++) {
                line[random.nextInt(Math.min(line.length, 32))] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
            String damaged = new String(line);
            if (damaged.indexOf(' ') > 0) {
                assertEquals(describe(damaged), describe(doubleFirstBlank(damaged)), damaged);
            }
        }
    }

    /** @return what the entry scan made of the line, or null when it is no entry */
    private static String describe(String line) {
        VpEntry entry = new VpEntry();
        if (!entry.scan(line)) {
            return null;
        }
        String parent = entry.parentFrom < 0 ? entry.parentText
                : new String(entry.call, entry.parentFrom, entry.parentTo - entry.parentFrom, StandardCharsets.UTF_8);
        return entry.layout + " prefix=" + entry.prefix + " pid=" + entry.pid + " count=" + entry.count + " t="
                + entry.timeNs + " d=" + entry.deltaNs + " fn=" + entry.function() + " parent=" + parent + " mcount="
                + entry.mcount + " pseudo=" + entry.pseudo + " missing=" + entry.parentMissing;
    }

    private static String doubleFirstBlank(String line) {
        int blank = line.indexOf(' ');
        return line.substring(0, blank) + " " + line.substring(blank);
    }
}
