// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.latscope.testdata.TestData;

/**
 * {@link PerfScriptLine#parse} scans an event line around its first time token and leaves to
 * the pattern only what the scan cannot tell; it must read every line as the pattern does. (In
 * the host's package: the record is package-private.)
 */
class PerfScriptLineTest {

    private static final String[] LINES = { "swapper     0 [000] 12345.678901: sched:sched_switch: prev_comm=swapper",
            "kworker/0:1 12/34 [003]  1.5: sched_wakeup: comm=a pid=1", "  1234 [000] 1.5: ev: x", "1234 [000] 1.5: ev: x",
            "a 12 [3] 4.5: e: x", "x 12/ 3.4: e: p", "x 5/6 1.0: e: p", "x/5 6 1.0: e: p", "my comm 12 [1] 2.5: a-b:c: d",
            "my comm 12 [1] 2.5: a-b: d", "c 1 2 [3] 4.5: e: x", "c 1 [2] 3.4: 5 [6] 7.8: e: x", "c 1 2.3: bad 4 5.6: e: x",
            "c 1 2.3:\te:", "c 1 2.3: e:", "c 1 2.3: e", "c 1 2.1234567890: e: x", "c 99999999999 2.3: e: x",
            "c 1 [70000] 2.3: e: x", "c\r 1 2.3: e: x", "c 1 2.3: e: x\u0085y", "c 1 2.3: e: \u000b x \f", "c\u00a0 1 2.3: e: x",
            "perf  4005/4005  [001] 1234567.000001:          1 cycles: ffffffff8100 native_write_msr ([kernel.kallsyms])" };

    private static void assertSame(String line) {
        assertEquals(PerfScriptLine.parseByRegex(line), PerfScriptLine.parse(line), () -> '"' + line + '"');
    }

    @Test
    void readsKnownLinesAsThePatternDoes() {
        for (String line : LINES) {
            assertSame(line);
        }
        assertTrue(PerfScriptLine.parse(LINES[0]) != null && PerfScriptLine.parse(LINES[8]) != null);
    }

    private static String pick(Random random, String... choices) {
        return choices[random.nextInt(choices.length)];
    }

    /** {@code comm pid[/tid] [cpu] s.frac: [cat:]event: payload} with comms, spaces and numbers that mislead. */
    private static String generated(Random random) {
        StringBuilder b = new StringBuilder();
        b.append(pick(random, "", " ", "\t", "  "));
        b.append(pick(random, "swapper", "kworker/0:1", "my comm", "a 12", "x 5 [1] 2.3:", "rcu_sched", "perf 4.5: x", "", "[n]"));
        b.append(pick(random, " ", "  ", "\t", ""));
        b.append(random.nextInt(100_000));
        if (random.nextBoolean()) {
            b.append('/').append(pick(random, "1", "123", "", "x"));
        }
        b.append(pick(random, " ", "   ", ""));
        if (random.nextBoolean()) {
            b.append('[').append(pick(random, "000", "3", "", "70000")).append(']').append(pick(random, " ", "  ", ""));
        }
        b.append(random.nextInt(1_000_000)).append('.').append(pick(random, "1", "123456", "123456789", "1234567890", ""));
        b.append(pick(random, ": ", ":  ", ":", " : "));
        b.append(pick(random, "sched:", "irq-vectors:", "", "a-b:", ":"));
        b.append(pick(random, "sched_switch", "sched_wakeup", "e", "", "a-b"));
        b.append(pick(random, ": ", ":", " ", ":\t"));
        b.append(pick(random, "prev_comm=a prev_pid=1", "", " x ", "1 cycles: ffff native", "y 3 [1] 4.5: e: z"));
        return b.toString();
    }

    @Test
    void readsEveryLineOfTheTestDataAndItsMutationsAsThePatternDoes() throws IOException {
        List<String> lines = new ArrayList<>();
        try (Stream<Path> files = Files.walk(TestData.root())) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                for (String line : new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1).split("\n")) {
                    lines.add(line);
                }
            }
        }
        int events = 0;
        for (String line : lines) {
            assertSame(line);
            events += PerfScriptLine.parse(line) != null ? 1 : 0;
        }
        assertTrue(events >= 20, events + " event lines");
        // generated event lines of every shape the pattern allows, and near misses
        Random random = new Random(20261206);
        for (int i = 0; i < 20_000; i++) {
            lines.add(generated(random));
        }
        // mutations of the event lines: the characters the pattern's structure turns on
        String alphabet = " \t[]/:.-_0123456789azAZ\r\u0085\u00a0";
        for (String line : lines) {
            if (PerfScriptLine.parseByRegex(line) == null) {
                continue;
            }
            for (int k = 0; k < 40; k++) {
                StringBuilder b = new StringBuilder(line);
                for (int edits = 1 + random.nextInt(3); edits > 0 && b.length() > 0; edits--) {
                    int at = random.nextInt(b.length());
                    switch (random.nextInt(3)) {
                        case 0 -> b.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                        case 1 -> b.deleteCharAt(at);
                        default -> b.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    }
                }
                assertSame(b.toString());
            }
        }
    }
}
