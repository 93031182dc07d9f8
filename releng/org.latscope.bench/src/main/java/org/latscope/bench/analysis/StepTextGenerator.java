// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.analysis;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Writes voluntary-preempt v1.0.5 latency traces with a given number of steps, over real
 * kernel symbols: most deltas +0.000 to +0.009 ms, some up to +0.099 ms, about 1 % of +0.1 ms
 * or more (the steps hotspots look for). Deterministic for a seed.
 */
public final class StepTextGenerator {

    private static final String[] FUNCTIONS = { "kmap_atomic", "page_address", "__copy_to_user_ll", "kunmap_atomic",
            "sub_preempt_count", "find_next_bit", "mark_offset_tsc", "timer_interrupt", "spin_lock", "do_IRQ",
            "generic_handle_IRQ_event", "schedule", "sched_clock", "clear_page_tables", "exit_mmap", "__modify_IO_APIC_irq",
            "file_read_actor", "do_generic_mapping_read", "smp_apic_timer_interrupt", "profile_tick", "ide_do_request",
            "__spin_lock_irqsave", "update_process_times", "run_timer_softirq", "do_softirq", "__do_softirq",
            "raise_softirq", "rcu_check_callbacks", "scheduler_tick", "try_to_wake_up" };

    private final SplittableRandom random;

    /** @param seed the random seed: the same seed writes the same text */
    public StepTextGenerator(long seed) {
        random = new SplittableRandom(seed);
    }

    /**
     * Writes traces of 200 to 2,000 steps until {@code steps} steps are in the file.
     *
     * @return the bytes written
     */
    public long write(Path file, long steps) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            long left = steps;
            StringBuilder b = new StringBuilder(256);
            while (left > 0) {
                int entries = (int) Math.min(left, 200 + random.nextInt(1801));
                left -= entries;
                long[] deltas = new long[entries];
                long total = 0;
                for (int i = 0; i < entries; i++) {
                    deltas[i] = delta();
                    total += deltas[i];
                }
                out.write("preemption latency trace v1.0.5 on 2.6.9-rc1-VP-R1\n"
                        + "--------------------------------------------------\n");
                out.write("latency: " + total + " us, entries: " + entries + " (" + entries + ")\n");
                out.write("-----------------\n| task: cat/" + (100 + random.nextInt(30000))
                        + ", uid:0 nice:0 policy:0 rt_prio:0\n-----------------\n");
                out.write("=> started at: kmap_atomic+0x23/0xe0\n=> ended at: kunmap_atomic+0x7b/0xa0\n=======>\n");
                long t = 0;
                for (int i = 0; i < entries; i++) {
                    b.setLength(0);
                    b.append(String.format(Locale.ROOT, "%08x %d.%03dms (+%d.%03dms): ", 1 + random.nextInt(4), t / 1000,
                            t % 1000, deltas[i] / 1000, deltas[i] % 1000));
                    b.append(fn()).append(" (").append(random.nextInt(40) == 0 ? "<00000000>" : fn()).append(')');
                    if (random.nextInt(10) == 0) {
                        b.append(" [").append(random.nextInt(8)).append(']');
                    }
                    b.append('\n');
                    out.write(b.toString());
                    t += deltas[i];
                }
                out.write('\n');
            }
        }
        return Files.size(file);
    }

    private long delta() {
        int r = random.nextInt(100);
        if (r < 90) {
            return random.nextInt(10);
        }
        if (r < 99) {
            return 10 + random.nextInt(90);
        }
        return 100 + random.nextInt(900);
    }

    private String fn() {
        return FUNCTIONS[random.nextInt(FUNCTIONS.length)];
    }
}
