// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

/**
 * {@link FullHeapCheck}: a reading over the limit stops a read only when a whole collection
 * confirms it; collections are spaced out, shared by the readers that wait, and a cancel ends the
 * wait.
 */
class FullHeapCheckTest {

    private final AtomicBoolean over = new AtomicBoolean(true);
    private final AtomicInteger collections = new AtomicInteger();
    private final AtomicLong now = new AtomicLong(1_000_000_000_000L);

    @Test
    void aReadingUnderTheLimitNeedsNoCollection() {
        over.set(false);
        FullHeapCheck check = new FullHeapCheck(over::get, collections::incrementAndGet, now::get);
        assertFalse(check.nearlyFull(() -> false));
        assertEquals(0, collections.get());
    }

    @Test
    void aCollectionThatFreesRoomLetsTheReadGoOn() {
        FullHeapCheck check = new FullHeapCheck(over::get, () -> {
            collections.incrementAndGet();
            over.set(false);
        }, now::get);
        assertFalse(check.nearlyFull(() -> false));
        assertEquals(1, collections.get());
    }

    @Test
    void aCollectionThatLeavesTheHeapOverTheLimitStopsTheRead() {
        FullHeapCheck check = new FullHeapCheck(over::get, collections::incrementAndGet, now::get);
        assertTrue(check.nearlyFull(() -> false));
        assertEquals(1, collections.get());
    }

    @Test
    void theNextCollectionWaitsASecondOrTwiceWhatTheLastTook() {
        FullHeapCheck check = new FullHeapCheck(over::get, () -> {
            collections.incrementAndGet();
            now.addAndGet(TimeUnit.MILLISECONDS.toNanos(800)); // the collection takes 0.8 s
            over.set(false);
        }, now::get);
        assertFalse(check.nearlyFull(() -> false));
        over.set(true); // the collector's next cycle reads over the limit again
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(1500));
        assertTrue(check.nearlyFull(() -> false), "1.5 s after a collection of 0.8 s the reading stands");
        assertEquals(1, collections.get());
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(200));
        assertFalse(check.nearlyFull(() -> false), "1.7 s after it, another collection checks the reading");
        assertEquals(2, collections.get());
    }

    @Test
    void readersOverTheLimitAtOnceShareOneCollection() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        FullHeapCheck check = new FullHeapCheck(over::get, () -> {
            collections.incrementAndGet();
            started.countDown();
            await(release);
            over.set(false);
        }, now::get);
        ExecutorService readers = Executors.newFixedThreadPool(4);
        try {
            Future<Boolean> first = readers.submit(() -> check.nearlyFull(() -> false));
            assertTrue(started.await(10, TimeUnit.SECONDS));
            Future<?>[] others = new Future<?>[3];
            for (int i = 0; i < others.length; i++) {
                others[i] = readers.submit(() -> check.nearlyFull(() -> false));
            }
            Thread.sleep(100); // the others find the collection running
            release.countDown();
            assertFalse(first.get(10, TimeUnit.SECONDS));
            for (Future<?> other : others) {
                assertEquals(Boolean.FALSE, other.get(10, TimeUnit.SECONDS));
            }
            assertEquals(1, collections.get());
        } finally {
            release.countDown();
            readers.shutdownNow();
        }
    }

    @Test
    void aCancelEndsTheWaitForACollection() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        FullHeapCheck check = new FullHeapCheck(over::get, () -> await(release), now::get);
        AtomicBoolean canceled = new AtomicBoolean();
        ExecutorService reader = Executors.newSingleThreadExecutor();
        try {
            Future<Boolean> result = reader.submit(() -> check.nearlyFull(canceled::get));
            Thread.sleep(100);
            assertFalse(result.isDone(), "the reader waits for the collection");
            long start = System.nanoTime();
            canceled.set(true);
            assertFalse(result.get(10, TimeUnit.SECONDS), "a canceled read stops for its cancel, not for memory");
            assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(2));
        } finally {
            release.countDown();
            reader.shutdownNow();
        }
    }

    @Test
    void aFailedCollectionLeavesTheReadingStandingAndIsSpacedToo() {
        FullHeapCheck check = new FullHeapCheck(over::get, () -> {
            collections.incrementAndGet();
            throw new IllegalStateException("no collection");
        }, now::get);
        assertTrue(check.nearlyFull(() -> false));
        assertTrue(check.nearlyFull(() -> false));
        assertEquals(1, collections.get());
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
