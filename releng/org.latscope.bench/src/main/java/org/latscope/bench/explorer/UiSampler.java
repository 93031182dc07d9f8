// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.explorer;

import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Where the UI thread's busy time goes: its stack sampled every {@value #PERIOD_MS} ms, the
 * samples outside the event loop's wait counted by their innermost Latscope frame (or the
 * innermost frame when none), so a stall names its cause next to its figure.
 */
final class UiSampler implements AutoCloseable {

    static final int PERIOD_MS = 10;

    private final Map<String, Integer> busy = new HashMap<>();
    private final Thread sampler;
    private volatile boolean running = true;
    private int samples;

    UiSampler(Thread ui) {
        sampler = new Thread(() -> {
            while (running) {
                record(ui.getStackTrace());
                try {
                    Thread.sleep(PERIOD_MS);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "UI sampler");
        sampler.setDaemon(true);
        sampler.start();
    }

    private synchronized void record(StackTraceElement[] stack) {
        samples++;
        if (stack.length == 0 || stack[0].getMethodName().contains("poll") || stack[0].getMethodName().contains("sleep")
                || stack[0].getClassName().endsWith("Display") && stack[0].getMethodName().equals("sleep")) {
            return; // waiting for events
        }
        for (StackTraceElement e : stack) {
            if (e.getMethodName().equals("sleep") && e.getClassName().endsWith("Display")) {
                return;
            }
        }
        String where = null;
        for (StackTraceElement e : stack) {
            if (e.getClassName().startsWith("org.latscope.ui")) {
                where = e.getClassName().replaceAll(".*\\.", "") + "." + e.getMethodName() + ":" + e.getLineNumber();
                break;
            }
        }
        if (where == null) {
            StackTraceElement e = stack[0];
            where = e.getClassName().replaceAll(".*\\.", "") + "." + e.getMethodName();
        }
        busy.merge(where, 1, Integer::sum);
    }

    /** @return the busiest places, "N ms in place" */
    synchronized String top(int n) {
        return busy.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(n)
                .map(e -> (e.getValue() * PERIOD_MS) + " ms " + e.getKey()).collect(Collectors.joining(", "));
    }

    @Override
    public void close() {
        running = false;
    }
}
