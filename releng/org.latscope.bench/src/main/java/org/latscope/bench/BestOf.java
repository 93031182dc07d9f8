// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench;

import java.util.Arrays;

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

    /**
     * Times two tasks in alternating rounds (a, b, a, b ...), so that a slow spell of the
     * machine falls on both rather than on all the rounds of one.
     *
     * @param rounds how many rounds each
     * @param a the first task
     * @param b the second task
     * @return every round's seconds: {@code [0]} for a, {@code [1]} for b
     * @throws Exception when a task fails
     */
    public static double[][] alternating(int rounds, Timed a, Timed b) throws Exception {
        return alternating(rounds, new Timed[] { a, b });
    }

    /** As {@link #alternating(int, Timed, Timed)}, for any number of tasks: seconds[task][round]. */
    public static double[][] alternating(int rounds, Timed... tasks) throws Exception {
        double[][] seconds = new double[tasks.length][rounds];
        for (int i = 0; i < rounds; i++) {
            for (int t = 0; t < tasks.length; t++) {
                System.gc();
                long start = System.nanoTime();
                tasks[t].run();
                seconds[t][i] = (System.nanoTime() - start) / 1e9;
            }
        }
        return seconds;
    }

    /** @return the smallest of the values */
    public static double best(double[] seconds) {
        return Arrays.stream(seconds).min().orElse(Double.NaN);
    }
}
