// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench;

/** The benchmarks' timer: the best of a few rounds, each after a GC, so one slow round does not count. */
public final class BestOf {

    /** The rounds every benchmark runs. */
    public static final int ROUNDS = 3;

    /** A timed task. */
    public interface Timed {
        /** @throws Exception when the task fails; the benchmark stops */
        void run() throws Exception;
    }

    private BestOf() {
    }

    /**
     * @param task the work to time
     * @return the shortest of {@link #ROUNDS} runs, in seconds
     * @throws Exception when the task fails
     */
    public static double seconds(Timed task) throws Exception {
        double best = Double.MAX_VALUE;
        for (int i = 0; i < ROUNDS; i++) {
            System.gc();
            long start = System.nanoTime();
            task.run();
            best = Math.min(best, (System.nanoTime() - start) / 1e9);
        }
        return best;
    }
}
