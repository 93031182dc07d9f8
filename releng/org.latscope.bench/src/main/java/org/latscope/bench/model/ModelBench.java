// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.model;

import java.io.FileOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.latscope.model.FlagsKind;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.persistence.StoreFormat;
import org.latscope.model.persistence.TraceSetStore;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;
import org.latscope.model.steps.Symbols;
import org.latscope.model.support.TraceSets;

/**
 * Measures the step store: builds a trace set of N steps (default 10,000,000) shaped like
 * an ftrace function capture (2,000 functions, CPU and task runs, 1 event in 1,000 with a
 * payload, 1 in 10,000 with a stack), then prints
 * <ul>
 * <li>resident bytes per step, from the heap after GC, symbol strings excluded (interned
 *     before the first measurement), against a naive one-record-per-step ArrayList;</li>
 * <li>save throughput (MB/s, steps/s) of {@link TraceSetStore} in EMF binary format,
 *     against raw FileOutputStream writes of the same bytes with fsync;</li>
 * <li>load throughput (MB/s, steps/s).</li>
 * </ul>
 *
 * Usage: {@code ModelBench [steps] [folder]}; the folder defaults to a temporary one that is
 * deleted afterwards. Run with enough heap for the naive baseline (about 62 B/step). Load
 * throughput is sensitive to the young generation copying the freshly read columns: on a
 * busy 2-core machine ParallelGC with a small initial heap measured 75 MB/s, with
 * {@code -Xms4g} 430 MB/s.
 */
public final class ModelBench {

    private static final int FUNCTIONS = 2_000;
    private static final int TRACES = 4;

    /** What a naive model would hold per step: one object each. */
    record NaiveStep(long timeNs, long deltaNs, String function, String parent, int flags, int cpu, int pid,
            String comm, String payload) {
    }

    private ModelBench() {
    }

    public static void main(String[] args) throws Exception {
        int steps = args.length > 0 ? Integer.parseInt(args[0].replace("_", "")) : 10_000_000;
        Path folder = args.length > 1 ? Path.of(args[1]) : Files.createTempDirectory("latscope-bench");
        boolean cleanUp = args.length <= 1;
        Files.createDirectories(folder);
        System.out.printf(Locale.ROOT, "ModelBench: %,d steps, Java %s, max heap %,d MB, GC %s, folder %s%n", steps,
                Runtime.version(), Runtime.getRuntime().maxMemory() >> 20,
                ManagementFactory.getGarbageCollectorMXBeans().get(0).getName(), folder);

        // ---- memory: columns ----
        TraceSet set = TraceSets.create("bench");
        Symbols symbols = TraceSets.symbols(set);
        String[] names = symbolNames();
        int[] ids = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            ids[i] = symbols.intern(names[i]);
        }
        long before = usedHeapAfterGc();
        long t0 = System.nanoTime();
        buildSteps(set, ids, steps);
        long buildNs = System.nanoTime() - t0;
        long after = usedHeapAfterGc();
        double bytesPerStep = (after - before) / (double) steps;
        long resident = TraceSets.latencyTraces(set).stream().mapToLong(t -> t.getSteps().residentBytes()).sum();
        System.out.printf(Locale.ROOT, "build:  %,d steps in %.2f s (%,.0f steps/s)%n", steps, buildNs / 1e9,
                steps / (buildNs / 1e9));
        System.out.printf(Locale.ROOT, "memory: %.2f bytes/step measured from the heap after GC "
                + "(%.2f bytes/step counted in the column arrays; the heap figure includes the sparse payload strings, symbol strings are excluded)%n",
                bytesPerStep, resident / (double) steps);

        // ---- save ----
        Path file = folder.resolve("bench." + StoreFormat.BINARY.extension());
        t0 = System.nanoTime();
        TraceSetStore.save(set, file);
        long saveNs = System.nanoTime() - t0;
        long bytes = Files.size(file) + Files.size(folder.resolve(set.getStepStore()));
        System.out.printf(Locale.ROOT, "save:   %,d bytes in %.2f s: %.1f MB/s, %,.0f steps/s (%.2f bytes/step on disk)%n",
                bytes, saveNs / 1e9, mb(bytes) / (saveNs / 1e9), steps / (saveNs / 1e9), bytes / (double) steps);

        // ---- load ----
        List<StepTable> saved = TraceSets.latencyTraces(set).stream().map(LatencyTrace::getSteps).toList();
        set = null;
        usedHeapAfterGc();
        t0 = System.nanoTime();
        TraceSet loaded = TraceSetStore.load(file);
        long loadNs = System.nanoTime() - t0;
        List<StepTable> back = TraceSets.latencyTraces(loaded).stream().map(LatencyTrace::getSteps).toList();
        System.out.printf(Locale.ROOT, "load:   %,d bytes in %.2f s: %.1f MB/s, %,.0f steps/s, equal: %s%n", bytes,
                loadNs / 1e9, mb(bytes) / (loadNs / 1e9), steps / (loadNs / 1e9), saved.equals(back));
        saved = null;
        back = null;
        loaded = null;

        // ---- baselines ----
        Path raw = folder.resolve("raw.bin");
        t0 = System.nanoTime();
        rawWrite(raw, bytes);
        long rawNs = System.nanoTime() - t0;
        System.out.printf(Locale.ROOT, "baseline write: FileOutputStream, 1 MiB chunks + fsync: %.1f MB/s%n",
                mb(bytes) / (rawNs / 1e9));
        Files.delete(raw);

        long naiveBefore = usedHeapAfterGc();
        List<NaiveStep> naive = buildNaive(names, steps);
        long naiveAfter = usedHeapAfterGc();
        System.out.printf(Locale.ROOT, "baseline memory: ArrayList of %,d records: %.2f bytes/step%n", naive.size(),
                (naiveAfter - naiveBefore) / (double) steps);
        System.out.printf(Locale.ROOT, "summary: %.2f B/step (goal <= 24), save %.1f MB/s, load %.1f MB/s%n",
                bytesPerStep, mb(bytes) / (saveNs / 1e9), mb(bytes) / (loadNs / 1e9));

        if (cleanUp) {
            try (Stream<Path> files = Files.list(folder)) {
                for (Path p : files.toList()) {
                    Files.delete(p);
                }
            }
            Files.delete(folder);
        }
    }

    private static String[] symbolNames() {
        String[] names = new String[FUNCTIONS + 64];
        for (int i = 0; i < FUNCTIONS; i++) {
            names[i] = "kernel_function_" + i;
        }
        for (int i = 0; i < 32; i++) {
            names[FUNCTIONS + i] = "task-" + i;
        }
        String[] flags = {"d..2.", "d.h1.", "..s1.", "dN.2.", "....."};
        for (int i = 0; i < 32; i++) {
            names[FUNCTIONS + 32 + i] = i < flags.length ? flags[i] : "flag" + i;
        }
        return names;
    }

    /** Splits the steps over a few traces, as a trace set of several captures would. */
    private static void buildSteps(TraceSet set, int[] ids, int steps) {
        LatscopeFactory f = LatscopeFactory.eINSTANCE;
        SplittableRandom random = new SplittableRandom(42);
        int per = steps / TRACES;
        for (int t = 0; t < TRACES; t++) {
            int n = t == TRACES - 1 ? steps - per * (TRACES - 1) : per;
            TraceFile file = f.createTraceFile();
            file.setPath("capture-" + t + ".txt");
            file.setFormatId("ftrace.latency");
            LatencyTrace trace = f.createLatencyTrace();
            LatencyHeader header = f.createLatencyHeader();
            header.setTracer("function");
            header.setFlagsKind(FlagsKind.FTRACE_FLAGS);
            trace.setHeader(header);
            StepTableBuilder b = new StepTableBuilder(n);
            long time = 2_292_851_106_000L;
            for (int i = 0; i < n; i++) {
                if (i % 512 == 0) {
                    b.cpu(random.nextInt(8));
                }
                if (i % 2048 == 0) {
                    b.task(1000 + random.nextInt(30_000), ids[FUNCTIONS + random.nextInt(32)]);
                }
                long delta = 200 + random.nextInt(2_000);
                int fn = ids[random.nextInt(FUNCTIONS)];
                int parent = ids[random.nextInt(FUNCTIONS)];
                int flags = ids[FUNCTIONS + 32 + random.nextInt(5)];
                if (i % 1000 == 999) {
                    b.add(time, StepTable.NO_DELTA, fn, -1, flags, StepKind.EVENT, DelayMark.OVER_10_US)
                            .payload("prev_comm=java prev_pid=" + i + " ==> next_comm=swapper/1");
                } else {
                    b.add(time, delta, fn, parent, flags, StepKind.FUNCTION,
                            delta > 10_000 ? DelayMark.OVER_10_US : DelayMark.NONE);
                }
                if (i % 10_000 == 1) {
                    b.stackFrames(ids[random.nextInt(FUNCTIONS)], ids[random.nextInt(FUNCTIONS)]);
                }
                time += delta;
            }
            trace.setSteps(b.build());
            file.getContents().add(trace);
            set.getFiles().add(file);
        }
    }

    private static List<NaiveStep> buildNaive(String[] names, int steps) {
        SplittableRandom random = new SplittableRandom(42);
        List<NaiveStep> list = new ArrayList<>();
        long time = 2_292_851_106_000L;
        for (int i = 0; i < steps; i++) {
            long delta = 200 + random.nextInt(2_000);
            String payload = i % 1000 == 999 ? "prev_comm=java prev_pid=" + i + " ==> next_comm=swapper/1" : null;
            list.add(new NaiveStep(time, delta, names[random.nextInt(FUNCTIONS)], names[random.nextInt(FUNCTIONS)],
                    random.nextInt(5), i / 512 % 8, 1000 + i / 2048, names[FUNCTIONS + i / 2048 % 32], payload));
            time += delta;
        }
        return list;
    }

    private static void rawWrite(Path file, long bytes) throws IOException {
        byte[] chunk = new byte[1 << 20];
        new SplittableRandom(1).nextBytes(chunk);
        try (FileOutputStream out = new FileOutputStream(file.toFile())) {
            for (long written = 0; written < bytes; written += chunk.length) {
                out.write(chunk, 0, (int) Math.min(chunk.length, bytes - written));
            }
            out.getFD().sync();
        }
    }

    private static long usedHeapAfterGc() throws InterruptedException {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(50);
            used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        }
        return used;
    }

    private static double mb(long bytes) {
        return bytes / 1e6;
    }
}
