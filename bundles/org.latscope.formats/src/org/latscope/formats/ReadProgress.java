// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.util.concurrent.atomic.AtomicLong;

/** What {@link TraceSetReader}'s read threads share with the calling thread, which drives the monitor. */
final class ReadProgress {
    final AtomicLong bytes = new AtomicLong();
    volatile String current;
    volatile boolean canceled;

    boolean isCanceled() {
        return canceled || Thread.currentThread().isInterrupted();
    }
}
