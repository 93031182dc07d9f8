// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.farm;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Files dealt into partitions of about equal bytes: largest first, each to the lightest
 * partition so far. A farm mixes 4 GB captures with thousands of 10 KB summaries; partitions of
 * equal file counts would leave one task reading the big ones while the others idle.
 */
final class SizePartitions {

    private SizePartitions() {
    }

    /**
     * @param files the files
     * @param count how many partitions at most
     * @return the partitions, none empty, each in file order
     */
    static List<List<FarmFile>> of(List<FarmFile> files, int count) {
        int n = Math.max(1, Math.min(count, files.size()));
        List<List<FarmFile>> parts = new ArrayList<>(n);
        PriorityQueue<long[]> lightest = new PriorityQueue<>(Comparator.<long[]>comparingLong(p -> p[0])
                .thenComparingLong(p -> p[1]));
        for (int i = 0; i < n; i++) {
            parts.add(new ArrayList<>());
            lightest.add(new long[] { 0, i });
        }
        List<FarmFile> bySize = new ArrayList<>(files);
        bySize.sort(Comparator.comparingLong(FarmFile::size).reversed());
        for (FarmFile f : bySize) {
            long[] p = lightest.poll();
            parts.get((int) p[1]).add(f);
            p[0] += Math.max(1, f.size());
            lightest.add(p);
        }
        parts.removeIf(List::isEmpty);
        return parts;
    }
}
