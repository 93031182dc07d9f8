// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.util.List;

import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * A run of a large set's files in the Trace Sets tree, as the debugger's Variables view splits a
 * large array: a set of 100,000 files shows 100 ranges, and a range makes its tree items only
 * when expanded, so the tree never holds a widget per file of a set the user has not opened.
 *
 * @param set the set
 * @param from the first file's index
 * @param to one past the last file's index
 */
public record FileRange(TraceSet set, int from, int to) {

    /** Files per range, and the most a set shows without ranges. */
    public static final int SIZE = 1000;

    /** @return the files of the range */
    public List<TraceFile> files() {
        return set.getFiles().subList(from, to);
    }

    /** @return the children of a set in the tree: its files, or ranges of {@link #SIZE} when it has more */
    static Object[] children(TraceSet set) {
        int n = set.getFiles().size();
        if (n <= SIZE) {
            return set.getFiles().toArray();
        }
        Object[] ranges = new Object[(n + SIZE - 1) / SIZE];
        for (int i = 0; i < ranges.length; i++) {
            ranges[i] = new FileRange(set, i * SIZE, Math.min(n, (i + 1) * SIZE));
        }
        return ranges;
    }
}
