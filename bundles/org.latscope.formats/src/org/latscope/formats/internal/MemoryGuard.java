// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.List;

/**
 * Tells readers when the heap is nearly full, so that they stop with a diagnostic and a partial
 * result instead of thrashing the collector into an {@link OutOfMemoryError}.
 *
 * <p>It looks at what the last collection of each long-lived heap pool left (the
 * {@linkplain MemoryPoolMXBean#getCollectionUsage() collection usage}): what is in use after a
 * collection is what the set holds, while the current usage also counts garbage. Nearly full is
 * more than {@value #PERCENT}% of the pool's maximum. {@code -Dlatscope.memoryLimitPercent=N}
 * sets another limit (tests use it).
 */
public final class MemoryGuard {

    static final int PERCENT = 85;

    private static final List<MemoryPoolMXBean> POOLS = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(p -> p.getType() == MemoryType.HEAP && p.isCollectionUsageThresholdSupported())
            .filter(p -> !p.getName().matches("(?i).*(eden|survivor|young).*")) //$NON-NLS-1$
            .toList();

    private MemoryGuard() {
    }

    private static int percent() {
        return Integer.getInteger("latscope.memoryLimitPercent", PERCENT).intValue(); //$NON-NLS-1$
    }

    /** How long a verdict stands: a collection changes it, and collections are milliseconds apart. */
    private static final long VERDICT_NANOS = 5_000_000;

    /** A verdict of {@link #nearlyFull()} for one limit, and when it was reached. */
    private record Verdict(int percent, long nanos, boolean full) {
    }

    /** The last verdict; read by many threads, any of them may replace it. */
    private static volatile Verdict last;

    /**
     * @return whether a long-lived pool was more than the limit full after its last collection,
     *         as seen at most a few milliseconds ago: asking the pools costs microseconds, and
     *         every file of a folder asks at least twice
     */
    public static boolean nearlyFull() {
        int percent = percent();
        long now = System.nanoTime();
        Verdict verdict = last;
        if (verdict == null || verdict.percent() != percent || now - verdict.nanos() > VERDICT_NANOS) {
            verdict = new Verdict(percent, now, measure(percent));
            last = verdict;
        }
        return verdict.full();
    }

    private static boolean measure(int percent) {
        for (MemoryPoolMXBean pool : POOLS) {
            MemoryUsage after = pool.getCollectionUsage();
            long max = pool.getUsage().getMax();
            if (max <= 0) {
                max = Runtime.getRuntime().maxMemory();
            }
            if (after != null && after.getUsed() * 100 > max * percent) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param percent a share of the heap's maximum
     * @return the bytes that may still be kept before the heap reaches that share, as the last
     *         collection of every heap pool saw it (young pools included: what a generational
     *         collector found live there is kept too); negative when the limit is passed
     */
    public static long headroomBytes(int percent) {
        long used = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            MemoryUsage after = pool.getType() == MemoryType.HEAP ? pool.getCollectionUsage() : null;
            if (after != null) {
                used += after.getUsed();
            }
        }
        return Runtime.getRuntime().maxMemory() / 100 * percent - used;
    }

    /** @return the heap's maximum in MiB, for messages */
    public static long maxMegabytes() {
        return Runtime.getRuntime().maxMemory() >> 20;
    }

    /**
     * The memory check of one file's read, asked with its cancel checks (a reader asks every few
     * thousand lines, or once per block): once memory was found nearly full, it stays so, and
     * {@link #stopped()} tells that this check stopped the read.
     */
    public static final class Sampler {
        private boolean full;

        /** @return whether memory was found nearly full, now or before */
        public boolean nearlyFull() {
            if (!full) {
                full = MemoryGuard.nearlyFull();
            }
            return full;
        }

        /** @return whether this sampler stopped a read */
        public boolean stopped() {
            return full;
        }
    }
}
