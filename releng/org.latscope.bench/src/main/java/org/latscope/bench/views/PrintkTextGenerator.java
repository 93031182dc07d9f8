// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.views;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes printk-time kernel logs of any length, one {@code [ 2292.851106] text} line per
 * record, modelled on the printk lines of seed 004 (a test printk in {@code sys_sync()} and its
 * {@code interval=..., jiffies=...} reports) with a few other kernel messages mixed in; times
 * rise by 1 us to 40 ms a line. Read back, each line is one {@code LogLine} of a
 * {@code PrintkLog}: the rows of the Records view's log table. Deterministic for a seed.
 */
final class PrintkTextGenerator {

    private static final String[] FIXED = { "I'm now in the sys_sync system call, performing an extremely long",
            "This is a shorter string - will we drop jiffies here??", "sched: RT throttling activated",
            "eth0: no IPv6 routers present", "CPU1: Core temperature above threshold, cpu clock throttled" };

    private final SplittableRandom random;

    /** @param seed the random seed: the same seed writes the same text */
    PrintkTextGenerator(long seed) {
        random = new SplittableRandom(seed);
    }

    /**
     * @param file where to write
     * @param lines how many log lines
     * @return the bytes written
     */
    long write(Path file, long lines) throws IOException {
        long us = 2_292_851_106L;
        StringBuilder b = new StringBuilder(128);
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            for (long i = 0; i < lines; i++) {
                us += 1 + random.nextInt(40_000);
                b.setLength(0);
                b.append('[');
                String seconds = Long.toString(us / 1_000_000);
                for (int pad = seconds.length(); pad < 5; pad++) {
                    b.append(' ');
                }
                b.append(seconds).append('.');
                String micros = Long.toString(us % 1_000_000);
                for (int pad = micros.length(); pad < 6; pad++) {
                    b.append('0');
                }
                b.append(micros).append("] ");
                text(b);
                b.append('\n');
                out.append(b);
            }
        }
        return Files.size(file);
    }

    private void text(StringBuilder b) {
        int r = random.nextInt(100);
        if (r < 30) {
            b.append("interval=").append(1_000_000 + random.nextInt(60_000_000)).append(", jiffies=")
                    .append(1 + random.nextInt(40));
        } else if (r < 45) {
            b.append("hrtimer: interrupt took ").append(1_000 + random.nextInt(200_000)).append(" ns");
        } else {
            b.append(FIXED[random.nextInt(FIXED.length)]);
        }
    }
}
