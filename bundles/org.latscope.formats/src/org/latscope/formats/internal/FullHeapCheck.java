// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * Checks a reading that says the heap is nearly full with one whole collection before it stops a
 * read. A concurrent collector (ZGC) counts what was allocated while its cycle ran as in use after
 * it: with a folder loading, a fifth more than the set holds, so that the explorer stopped at
 * 90,000 of 100,000 small files it had room for. The collection runs on a thread of its own: a
 * reader waiting for it still sees its cancel. Readers that find the heap over the limit while a
 * collection runs wait for that one; after one, the next waits at least twice as long as it took
 * (and a second), so that the collector never takes most of a read's time.
 */
final class FullHeapCheck {

    /** How often a waiting reader looks at its cancel. */
    private static final long POLL_MILLIS = 20;

    private static final long MIN_GAP_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final BooleanSupplier overLimit;
    private final Runnable collect;
    private final LongSupplier clock;

    /** The collection in flight or the last one; guarded by this. */
    private CompletableFuture<Boolean> last;
    /** When the next collection may start; guarded by this. */
    private long nextAllowed;

    /**
     * @param overLimit whether the last collection left the heap over the limit
     * @param collect one whole collection, returning when it is done ({@link System#gc()})
     * @param clock nanoseconds ({@link System#nanoTime()})
     */
    FullHeapCheck(BooleanSupplier overLimit, Runnable collect, LongSupplier clock) {
        this.overLimit = overLimit;
        this.collect = collect;
        this.clock = clock;
        this.nextAllowed = clock.getAsLong();
    }

    /**
     * @param canceled the asking read's cancel
     * @return whether the heap is over the limit after a whole collection; false when the read was
     *         canceled meanwhile (it stops for that)
     */
    boolean nearlyFull(BooleanSupplier canceled) {
        if (!overLimit.getAsBoolean()) {
            return false;
        }
        CompletableFuture<Boolean> collection = collection();
        if (collection == null) {
            return true;
        }
        while (true) {
            try {
                return collection.get(POLL_MILLIS, TimeUnit.MILLISECONDS).booleanValue();
            } catch (TimeoutException e) {
                if (canceled.getAsBoolean()) {
                    return false;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // the read ends for it
                return false;
            } catch (ExecutionException e) {
                return true; // the collection failed: the reading stands
            }
        }
    }

    /** Lets the next collection start a second, and twice what this one took, after its end. */
    private synchronized void spaceFrom(long start) {
        long end = clock.getAsLong();
        nextAllowed = end + Math.max(MIN_GAP_NANOS, 2 * (end - start));
    }

    /** @return the collection to wait for, or null when none may run yet */
    private synchronized CompletableFuture<Boolean> collection() {
        if (last != null && !last.isDone()) {
            return last;
        }
        if (!overLimit.getAsBoolean()) {
            return CompletableFuture.completedFuture(Boolean.FALSE); // the last collection found room meanwhile
        }
        long start = clock.getAsLong();
        if (start - nextAllowed < 0) {
            return null;
        }
        CompletableFuture<Boolean> collection = new CompletableFuture<>();
        last = collection;
        Thread thread = new Thread(() -> {
            // spaced before the waiting readers are let go, so that none of them starts another at once
            try {
                collect.run();
                Boolean full = Boolean.valueOf(overLimit.getAsBoolean());
                spaceFrom(start);
                collection.complete(full);
            } catch (RuntimeException | Error e) {
                spaceFrom(start);
                collection.completeExceptionally(e);
            }
        }, "latscope-heap-check"); //$NON-NLS-1$
        thread.setDaemon(true);
        try {
            thread.start();
        } catch (OutOfMemoryError e) {
            spaceFrom(start);
            collection.completeExceptionally(e); // no thread to collect on: the reading stands
        }
        return collection;
    }
}
