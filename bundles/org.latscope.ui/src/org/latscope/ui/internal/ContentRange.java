// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.util.ArrayList;
import java.util.List;

import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;

/**
 * A run of a file's contents in the Trace Sets tree, for a file of more than
 * {@value TreeRanges#SIZE}: a log of {@code /proc/latencytimes} read in a loop holds a table per
 * read, hundreds of thousands in a gigabyte, and a range makes its tree items only when expanded.
 *
 * @param file the file
 * @param from the first content's index
 * @param to one past the last content's index
 */
public record ContentRange(TraceFile file, int from, int to) {

    /** @return the children of a file in the tree: its contents (in ranges when many), then its diagnostics */
    static Object[] children(TraceFile file) {
        int n = file.getContents().size();
        List<Object> children = new ArrayList<>();
        if (TreeRanges.ranged(n)) {
            children.addAll(List.of(TreeRanges.split(0, n, (from, to) -> new ContentRange(file, from, to))));
        } else {
            children.addAll(file.getContents());
        }
        if (!file.getDiagnostics().isEmpty()) {
            children.add(new DiagnosticsNode(file));
        }
        return children.toArray();
    }

    /** @return the children of this range: its contents, or ranges of them when it holds more than {@link TreeRanges#SIZE} */
    Object[] children() {
        return TreeRanges.ranged(to - from) ? TreeRanges.split(from, to, (f, t) -> new ContentRange(file, f, t))
                : file.getContents().subList(from, to).toArray();
    }

    /** @return the node a content shows under: its file, or the innermost range holding it */
    static Object parentOf(TraceContent content) {
        if (!(content.eContainer() instanceof TraceFile file)) {
            return content.eContainer();
        }
        int index = file.getContents().indexOf(content);
        return index < 0 ? file : descend(file, index, 0);
    }

    /** @return the node this range shows under: its file, or the range one level up */
    Object parent() {
        return descend(file, from, to - from);
    }

    /**
     * @return the node holding {@code index} one level above the node of at most {@code size}
     *         items that holds it: a content's parent for 0, a range's for the range's length
     */
    private static Object descend(TraceFile file, int index, int size) {
        Object node = file;
        int from = 0;
        int to = file.getContents().size();
        while (TreeRanges.ranged(to - from)) {
            int[] child = TreeRanges.childHolding(from, to, index);
            if (child[1] - child[0] <= size) {
                break;
            }
            from = child[0];
            to = child[1];
            node = new ContentRange(file, from, to);
        }
        return node;
    }
}
