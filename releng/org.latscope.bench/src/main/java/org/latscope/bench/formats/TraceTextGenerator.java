// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.formats;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Writes realistic latency trace text of any size: voluntary-preempt v1.0.5 traces (as in
 * seed 000) and ftrace latency-format traces (irqsoff with the function tracer, as in
 * {@code Documentation/trace/ftrace.rst}). Each trace has a header and 200 to 2,000 entries
 * over a vocabulary of real kernel symbols; output is deterministic for a seed.
 */
public final class TraceTextGenerator {

    /** The two layouts. */
    public enum Layout {
        V105, FTRACE_LATENCY
    }

    private static final String[] FUNCTIONS = { "kmap_atomic", "page_address", "__copy_to_user_ll", "kunmap_atomic",
            "sub_preempt_count", "update_max_trace", "check_preempt_timing", "spin_lock", "spin_unlock", "_spin_lock_irqsave",
            "__spin_lock_irqsave", "generic_enable_irq", "unmask_IO_APIC_irq", "__modify_IO_APIC_irq", "do_nmi",
            "profile_tick", "profile_hook", "read_lock", "notifier_call_chain", "profile_hit", "smp_apic_timer_interrupt",
            "timer_interrupt", "mark_offset_tsc", "do_timer", "update_process_times", "run_local_timers", "raise_softirq",
            "scheduler_tick", "sched_clock", "update_wall_time", "do_softirq", "__do_softirq", "wake_up_process",
            "try_to_wake_up", "task_rq_lock", "activate_task", "enqueue_task", "dequeue_task", "recalc_task_prio",
            "effective_prio", "schedule", "context_switch", "__switch_to", "finish_task_switch", "clear_page_tables",
            "exit_mmap", "journal_commit_transaction", "snd_pcm_lib_write1", "snd_pcm_update_hw_ptr", "rtl8139_poll",
            "rtl8139_rx", "alloc_skb", "kmem_cache_alloc", "__kmalloc", "eth_type_trans", "netif_receive_skb",
            "file_read_actor", "generic_file_read", "do_generic_mapping_read", "find_get_page", "radix_tree_lookup",
            "mark_page_accessed", "ide_do_request", "as_work_handler", "kblockd_schedule_work", "queue_work",
            "__wake_up", "__wake_up_common", "default_wake_function", "cpu_idle", "default_idle", "do_IRQ",
            "mask_and_ack_8259A", "generic_handle_IRQ_event", "end_8259A_irq", "enable_8259A_irq", "irq_exit",
            "rcu_read_lock", "rcu_read_unlock", "__rcu_read_lock", "trace_hardirqs_off", "trace_hardirqs_on",
            "_raw_spin_lock", "_raw_spin_unlock", "preempt_schedule", "need_resched", "tick_sched_timer",
            "hrtimer_interrupt", "__hrtimer_run_queues", "ktime_get", "clockevents_program_event", "lapic_next_event",
            "native_apic_mem_write", "irq_enter", "rcu_irq_enter", "account_system_time", "run_timer_softirq" };
    private static final String[] TASKS = { "cat", "kblockd/0", "ksoftirqd/0", "swapper", "bash", "kjournald", "X",
            "artsd", "sshd", "java" };

    private final SplittableRandom random;

    /** @param seed the random seed: the same seed writes the same text */
    public TraceTextGenerator(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /**
     * Writes at least {@code bytes} bytes of whole traces to {@code file}.
     *
     * @return the bytes written
     */
    long write(Path file, Layout layout, long bytes) throws IOException {
        long written = 0;
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            StringBuilder b = new StringBuilder(1 << 16);
            while (written < bytes) {
                b.setLength(0);
                if (layout == Layout.V105) {
                    written += v105(out, b, 200 + random.nextInt(1800));
                } else {
                    ftrace(b);
                    out.append(b);
                    written += b.length();
                }
            }
        }
        return written;
    }

    /**
     * Writes v1.0.5 traces until {@code steps} entries are in the file: traces of 200 to 2,000
     * entries, or with {@code perTrace > 0} traces of that many (one trace when it is
     * {@code steps}). Long traces are streamed, not built in memory.
     *
     * @return the bytes written
     */
    public long writeV105Steps(Path file, long steps, int perTrace) throws IOException {
        long written = 0;
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            StringBuilder b = new StringBuilder(1 << 16);
            for (long left = steps; left > 0;) {
                int entries = (int) Math.min(left, perTrace > 0 ? perTrace : 200 + random.nextInt(1800));
                written += v105(out, b, entries);
                left -= entries;
            }
        }
        return written;
    }

    private String fn() {
        return FUNCTIONS[random.nextInt(FUNCTIONS.length)];
    }

    /** Writes one trace of {@code entries} entries through {@code b}; returns the bytes written. */
    private long v105(Appendable out, StringBuilder b, int entries) throws IOException {
        long written = 0;
        b.setLength(0);
        String task = TASKS[random.nextInt(TASKS.length)];
        int pid = 1 + random.nextInt(30000);
        long[] delta = new long[entries];
        long total = 0;
        for (int i = 0; i < entries; i++) {
            delta[i] = random.nextInt(20) == 0 ? random.nextInt(200) : random.nextInt(3);
            total += delta[i];
        }
        b.append("preemption latency trace v1.0.5 on 2.6.9-rc1-VP-R1\n");
        b.append("--------------------------------------------------\n");
        b.append("latency: ").append(total).append(" us, entries: ").append(entries).append(" (").append(entries)
                .append(")\n");
        b.append("-----------------\n");
        b.append("| task: ").append(task).append('/').append(pid).append(", uid:0 nice:0 policy:0 rt_prio:0\n");
        b.append("-----------------\n");
        b.append("=> started at: ").append(fn()).append("+0x23/0xe0\n");
        b.append("=> ended at: ").append(fn()).append("+0x7b/0xa0\n");
        b.append("=======>\n");
        long t = 0;
        int depth = 1;
        for (int i = 0; i < entries; i++) {
            if (random.nextInt(8) == 0) {
                depth = Math.max(1, Math.min(9, depth + random.nextInt(3) - 1));
            }
            int count = (random.nextInt(10) == 0 ? 0x00010000 : 0) | depth;
            b.append(String.format(Locale.ROOT, "%08x %d.%03dms (+%d.%03dms): ", count, t / 1000, t % 1000,
                    delta[i] / 1000, delta[i] % 1000));
            b.append(fn()).append(" (").append(random.nextInt(40) == 0 ? "<00000000>" : fn()).append(')');
            if (random.nextInt(100) == 0) {
                b.append(" [").append(random.nextInt(8)).append(']');
            }
            b.append('\n');
            t += delta[i];
            if (b.length() > 1 << 15) {
                out.append(b);
                written += b.length();
                b.setLength(0);
            }
        }
        b.append('\n');
        out.append(b);
        return written + b.length();
    }

    private void ftrace(StringBuilder b) {
        int entries = 200 + random.nextInt(1800);
        String task = TASKS[random.nextInt(TASKS.length)];
        int pid = 1 + random.nextInt(30000);
        long total = entries / 2 + random.nextInt(100);
        b.append("# tracer: irqsoff\n#\n");
        b.append("# irqsoff latency trace v1.1.5 on 6.18.44-fc-v1045\n");
        b.append("# --------------------------------------------------------------------\n");
        b.append("# latency: ").append(total).append(" us, #").append(entries).append('/').append(entries)
                .append(", CPU#0 | (M:preempt VP:0, KP:0, SP:0 HP:0 #P:2)\n");
        b.append("#    -----------------\n");
        b.append("#    | task: ").append(task).append('-').append(pid).append(" (uid:0 nice:0 policy:0 rt_prio:0)\n");
        b.append("#    -----------------\n");
        b.append("#  => started at: ").append(fn()).append('\n');
        b.append("#  => ended at:   ").append(fn()).append("\n#\n#\n");
        b.append("#                  _------=> CPU#            \n");
        b.append("#                 / _-----=> irqs-off        \n");
        b.append("#                | / _----=> need-resched    \n");
        b.append("#                || / _---=> hardirq/softirq \n");
        b.append("#                ||| / _--=> preempt-depth   \n");
        b.append("#                |||| /     delay            \n");
        b.append("#  cmd     pid   ||||| time  |   caller      \n");
        b.append("#     \\   /      |||||  \\    |   /         \n");
        long t = 0;
        String comm = task.length() > 7 ? task.substring(0, 7) : task;
        for (int i = 0; i < entries; i++) {
            long d = random.nextInt(20) == 0 ? random.nextInt(200) : random.nextInt(2);
            char mark = d > 100 ? '!' : d > 10 ? '+' : ' ';
            b.append(String.format(Locale.ROOT, "%8s-%-5d   0d.%c%d %4dus%c: %s <-%s%n", comm, pid,
                    random.nextInt(10) == 0 ? 'h' : '.', 1 + random.nextInt(3), t, mark, fn(), fn()));
            t += d;
        }
        b.append('\n');
    }
}
