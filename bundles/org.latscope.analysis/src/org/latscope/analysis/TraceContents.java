// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * The contents of a trace set in a fixed order, each with the label that analyses use to say
 * which traces a result appears in: the file's path, followed by {@code #n} (1-based, in file
 * order) when the file holds more than one content, e.g. {@code seed000.txt#2}.
 *
 * @param contents every content of every file, in file and containment order
 * @param labels the label of each content, at the same index
 */
public record TraceContents(List<TraceContent> contents, List<String> labels) {

    /** Copies the lists. */
    public TraceContents {
        contents = List.copyOf(contents);
        labels = List.copyOf(labels);
    }

    /**
     * @param set a trace set
     * @return its contents and their labels
     */
    public static TraceContents of(TraceSet set) {
        List<TraceContent> contents = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (TraceFile file : set.getFiles()) {
            for (int i = 0; i < file.getContents().size(); i++) {
                contents.add(file.getContents().get(i));
                labels.add(label(file, i));
            }
        }
        return new TraceContents(Collections.unmodifiableList(contents), labels);
    }

    /**
     * Appends the labels of a file's contents, for a merge that takes a set's files one by one.
     *
     * @param file the next file of a set
     * @param labels the labels of the set's files before it
     * @return the set-wide index of the file's first content
     */
    public static int addLabels(TraceFile file, List<String> labels) {
        int first = labels.size();
        for (int i = 0, n = file.getContents().size(); i < n; i++) {
            labels.add(label(file, i));
        }
        return first;
    }

    /**
     * @param file a trace file
     * @param index the index of one of its contents
     * @return that content's label
     */
    public static String label(TraceFile file, int index) {
        return file.getContents().size() == 1 ? file.getPath() : file.getPath() + "#" + (index + 1); //$NON-NLS-1$
    }

    /** @return the number of contents */
    public int size() {
        return contents.size();
    }

    /**
     * @param type a content type such as {@code LatencyTrace}
     * @return the indices of the contents of that type
     */
    public int[] indicesOf(Class<? extends TraceContent> type) {
        return java.util.stream.IntStream.range(0, contents.size()).filter(i -> type.isInstance(contents.get(i))).toArray();
    }
}
