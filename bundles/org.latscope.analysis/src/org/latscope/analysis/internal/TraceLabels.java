// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.internal;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The labels of some of a set's contents, in set order, as an immutable list that holds their
 * indices into the set's labels: each node of a call tree over 15,000 traces lists thousands of
 * them, and a list of its own per node had held a reference per trace and node, built twice.
 */
public final class TraceLabels extends AbstractList<String> implements RandomAccess {

    private final List<String> labels;
    private final int[] indices;

    private TraceLabels(List<String> labels, int[] indices) {
        this.labels = labels;
        this.indices = indices;
    }

    /**
     * @param traces content indices
     * @param labels the labels of every content of the set, immutable
     * @return the labels of {@code traces}, in ascending index order
     */
    public static List<String> of(TraceIndexSet traces, List<String> labels) {
        return traces == null ? List.of() : new TraceLabels(labels, traces.toArray());
    }

    /**
     * @param traces content indices in ascending order, not changed afterwards
     * @param labels the labels of every content of the set, immutable
     * @return the labels of {@code traces}
     */
    public static List<String> of(int[] traces, List<String> labels) {
        return new TraceLabels(labels, traces);
    }

    /**
     * @param list a list of labels
     * @return {@code list} when it is a {@code TraceLabels} (immutable already), else an immutable copy
     */
    public static List<String> copyOf(List<String> list) {
        return list instanceof TraceLabels ? list : List.copyOf(list);
    }

    @Override
    public String get(int index) {
        return labels.get(indices[index]);
    }

    @Override
    public int size() {
        return indices.length;
    }
}
