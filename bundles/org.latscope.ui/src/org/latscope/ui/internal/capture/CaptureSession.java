// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.latscope.capture.CaptureListener;
import org.latscope.capture.CaptureResult;
import org.latscope.capture.TargetInfo;

/**
 * One capture as the Capture view shows it: told by the capture's thread what happens, read by
 * the UI thread. The maximum latency is kept as a step line (a point where it changed, and the
 * time it was last read), so a run of hours polled five times a second keeps only its rises.
 */
final class CaptureSession implements CaptureListener {

    /** A point of the maximum-latency line: milliseconds since the start, microseconds. */
    record Sample(long elapsedMs, long maxUs) {
    }

    /** A snapshot saved into the run folder. */
    record Snapshot(int number, Path file, long latencyUs, long elapsedMs) {
    }

    private final CaptureRequest request;
    private final long startNanos = System.nanoTime();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final List<Sample> samples = new ArrayList<>();
    private final List<Snapshot> snapshots = new ArrayList<>();
    private final List<String> notices = new ArrayList<>();
    private TargetInfo info;
    private long lastReadMs;
    private CaptureResult result;
    private String failure;
    private boolean ended;

    CaptureSession(CaptureRequest request) {
        this.request = request;
    }

    CaptureRequest request() {
        return request;
    }

    /** @param listener told on the capture's thread after each change */
    void addListener(Runnable listener) {
        listeners.add(listener);
    }

    void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    private long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    @Override
    public void started(TargetInfo target) {
        synchronized (this) {
            info = target;
        }
        changed();
    }

    @Override
    public void maxLatency(long us) {
        synchronized (this) {
            lastReadMs = elapsedMs();
            if (samples.isEmpty() || samples.get(samples.size() - 1).maxUs() != us) {
                samples.add(new Sample(lastReadMs, us));
            }
        }
        changed();
    }

    @Override
    public void snapshot(Path file, int number, long latencyUs) {
        synchronized (this) {
            snapshots.add(new Snapshot(number, file, latencyUs, elapsedMs()));
        }
        changed();
    }

    @Override
    public void notice(String message) {
        synchronized (this) {
            notices.add(message);
        }
        changed();
    }

    /** The capture ended, as {@code r} says. */
    void ended(CaptureResult r) {
        synchronized (this) {
            result = r;
            failure = r.failure();
            ended = true;
        }
        changed();
    }

    /** The capture could not start or run: {@code problem} says why, naming the target. */
    void failed(String problem) {
        synchronized (this) {
            failure = problem;
            ended = true;
        }
        changed();
    }

    private void changed() {
        listeners.forEach(Runnable::run);
    }

    synchronized TargetInfo info() {
        return info;
    }

    /** @return the maximum-latency line up to the last read */
    synchronized List<Sample> samples() {
        List<Sample> line = new ArrayList<>(samples);
        if (!line.isEmpty() && lastReadMs > line.get(line.size() - 1).elapsedMs()) {
            line.add(new Sample(lastReadMs, line.get(line.size() - 1).maxUs()));
        }
        return line;
    }

    synchronized List<Snapshot> snapshots() {
        return List.copyOf(snapshots);
    }

    synchronized List<String> notices() {
        return List.copyOf(notices);
    }

    /** @return how it ended, null while it runs or when it failed before running */
    synchronized CaptureResult result() {
        return result;
    }

    synchronized String failure() {
        return failure;
    }

    synchronized boolean isEnded() {
        return ended;
    }

    /** @return the time since the start, or the run's length once ended */
    synchronized long lastReadMs() {
        return lastReadMs;
    }
}
