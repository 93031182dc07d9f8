// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.util.List;

import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * A run of a large set's files in the Trace Sets tree (see {@link TreeRanges}): a set of 100,000
 * files shows 100 ranges, and a range makes its tree items only when expanded, so the tree never
 * holds a widget per file of a set the user has not opened.
 *
 * @param set the set
 * @param from the first file's index
 * @param to one past the last file's index
 */
public record FileRange(TraceSet set, int from, int to) {

    /** Files per innermost range, and the most a set or a range shows without ranges. */
    public static final int SIZE = TreeRanges.SIZE;

    /** @return the files of the range */
    public List<TraceFile> files() {
        return set.getFiles().subList(from, to);
    }

    /** @return the children of this range: its files, or ranges of them when it holds more than {@link #SIZE} */
    Object[] children() {
        return TreeRanges.ranged(to - from) ? TreeRanges.split(from, to, (f, t) -> new FileRange(set, f, t))
                : files().toArray();
    }

    /** @return the children of a set in the tree: its files, or ranges of them when it has more than {@link #SIZE} */
    static Object[] children(TraceSet set) {
        int n = set.getFiles().size();
        return TreeRanges.ranged(n) ? TreeRanges.split(0, n, (from, to) -> new FileRange(set, from, to))
                : set.getFiles().toArray();
    }
}
