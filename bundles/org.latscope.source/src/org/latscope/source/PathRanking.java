// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.Comparator;

/**
 * Ranks candidate files of one name: a {@code .c} file before a header, outside {@code arch/}
 * before inside, fewer folders before more, then by path. {@code sched.c} is
 * {@code kernel/sched.c} before {@code arch/x86/kernel/sched.c}; {@code inode.c} is
 * {@code fs/inode.c} before {@code fs/ext2/inode.c}.
 */
public final class PathRanking {

    /**
     * The ranking without its last key (the path): two files of one tier are peers
     * ({@code fs/ext3/inode.c} and {@code fs/reiserfs/inode.c}), and a reference that fits both
     * is ambiguous.
     */
    public static final Comparator<String> TIER = Comparator.<String> comparingInt(p -> p.endsWith(".h") ? 1 : 0) //$NON-NLS-1$
            .thenComparingInt(p -> p.startsWith("arch/") ? 1 : 0) //$NON-NLS-1$
            .thenComparingInt(p -> p.startsWith("drivers/") || p.startsWith("tools/") || p.startsWith("samples/") ? 1 : 0) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            .thenComparingLong(p -> p.chars().filter(c -> c == '/').count());

    /** The ranking, best first. */
    public static final Comparator<String> ORDER = TIER.thenComparing(Comparator.naturalOrder());

    private PathRanking() {
    }
}
