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
        if (index < 0) {
            return file;
        }
        Object parent = file;
        int from = 0;
        int to = file.getContents().size();
        while (TreeRanges.ranged(to - from)) {
            int[] child = TreeRanges.childHolding(from, to, index);
            from = child[0];
            to = child[1];
            parent = new ContentRange(file, from, to);
        }
        return parent;
    }

    /** @return the node this range shows under: its file, or the range one level up */
    Object parent() {
        Object parent = file;
        int from = 0;
        int to = file.getContents().size();
        while (true) {
            int[] child = TreeRanges.childHolding(from, to, this.from);
            if (child[0] == this.from && child[1] == this.to) {
                return parent;
            }
            if (child[1] - child[0] <= this.to - this.from) {
                return null; // not a range of this file's tree
            }
            from = child[0];
            to = child[1];
            parent = new ContentRange(file, from, to);
        }
    }
}
