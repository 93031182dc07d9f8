// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;

/**
 * Drives a read's monitor from the calling thread while it waits for the read threads, which
 * only add to the {@link ReadProgress} counters: the monitor need not be thread-safe.
 */
final class MonitorDriver {

    private final SubMonitor monitor;
    private final ReadProgress progress;
    private final long totalBytes;
    private final int ticks;
    private final long pollMillis;
    private int reported;
    private String shown;

    /**
     * @param monitor the read's monitor, converted to {@code ticks} units
     * @param progress what the read threads report
     * @param totalBytes the bytes of every file to read, progress at the end
     * @param ticks the monitor's units
     * @param pollMillis how often the monitor is looked at while waiting
     */
    MonitorDriver(SubMonitor monitor, ReadProgress progress, long totalBytes, int ticks, long pollMillis) {
        this.monitor = monitor;
        this.progress = progress;
        this.totalBytes = totalBytes;
        this.ticks = ticks;
        this.pollMillis = pollMillis;
    }

    /**
     * Waits for a read, reporting progress and the file being read meanwhile.
     *
     * @param future the read
     * @return what it read
     * @throws OperationCanceledException when the monitor was canceled; the read threads are
     *         told to stop
     * @throws InterruptedException when the calling thread was interrupted
     * @throws ExecutionException when the read failed
     */
    <T> T await(Future<T> future) throws InterruptedException, ExecutionException {
        while (true) {
            if (monitor.isCanceled()) {
                progress.canceled = true;
                throw new OperationCanceledException();
            }
            try {
                report();
                return future.get(pollMillis, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                // look at the monitor again
            } catch (OutOfMemoryError e) {
                // A read thread filled the heap and deals with it (the reader stops for memory, the
                // explorer trims what it analyses); this thread only waits, and what failed was its
                // own poll (the timeout's exception). Ending the read here lost the whole set.
            }
        }
    }

    /**
     * Waits for a read to end, however it ends, reporting progress meanwhile; its result or
     * failure is left for {@link #await} in its turn.
     *
     * @param future the read
     * @throws OperationCanceledException when the monitor was canceled; the read threads are
     *         told to stop
     * @throws InterruptedException when the calling thread was interrupted
     */
    void awaitEnd(Future<?> future) throws InterruptedException {
        try {
            await(future);
        } catch (ExecutionException | CancellationException e) {
            // the files before it come first
        }
    }

    /** Reports the rest of the work once everything is read. */
    void done() {
        if (reported < ticks) {
            monitor.worked(ticks - reported);
            reported = ticks;
        }
    }

    private void report() {
        String current = progress.current;
        if (current != null && !current.equals(shown)) {
            shown = current;
            monitor.subTask(current);
        }
        int now = totalBytes <= 0 ? 0 : (int) Math.min(ticks, progress.bytes.get() * ticks / totalBytes);
        if (now > reported) {
            monitor.worked(now - reported);
            reported = now;
        }
    }
}
