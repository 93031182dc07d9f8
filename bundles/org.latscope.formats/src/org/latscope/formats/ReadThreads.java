// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Daemon threads named {@link TraceSetReader#THREAD_NAME}{@code n}, remembered so a read can
 * wait for their end.
 */
final class ReadThreads implements ThreadFactory {
    private static final AtomicInteger NEXT = new AtomicInteger();
    private final List<Thread> started = new ArrayList<>();

    @Override
    public synchronized Thread newThread(Runnable r) {
        Thread t = new Thread(r, TraceSetReader.THREAD_NAME + NEXT.incrementAndGet());
        t.setDaemon(true);
        started.add(t);
        return t;
    }

    /** Waits until every thread has ended: a terminated pool's last worker may still be exiting. */
    synchronized void join() throws InterruptedException {
        for (Thread t : started) {
            t.join();
        }
    }
}
