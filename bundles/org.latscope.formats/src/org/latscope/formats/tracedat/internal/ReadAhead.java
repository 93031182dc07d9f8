// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * One thread of a file that reads and decompresses the CPUs' next blocks or chunks while the
 * caller decodes the current ones: on a gigabyte the reads were a tenth of {@code summary}'s
 * time, and a compressed file's decompression more. Started on first use, ended by
 * {@link #close()}; each CPU stream has at most one piece read ahead, so memory stays one
 * block or chunk per CPU above what is decoded.
 */
public final class ReadAhead implements AutoCloseable {

    private ExecutorService thread;
    private boolean closed;

    /**
     * @param <T> what the work gives
     * @param work a read of the file, independent of the caller's state until {@link #take}
     * @return its future, or null when this is closed (the caller then reads it itself)
     */
    synchronized <T> Future<T> submit(Callable<T> work) {
        if (closed) {
            return null;
        }
        if (thread == null) {
            thread = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "trace.dat read-ahead"); //$NON-NLS-1$
                t.setDaemon(true);
                return t;
            });
        }
        return thread.submit(work);
    }

    /**
     * @param <T> what the work gives
     * @param ahead a future of {@link #submit}
     * @return its result; a {@link RuntimeException} of the work is thrown here, as if the caller
     *         had done the work itself
     */
    static <T> T take(Future<T> ahead) {
        try {
            return ahead.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while reading ahead"); //$NON-NLS-1$
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (thread != null) {
            thread.shutdownNow();
        }
    }
}
