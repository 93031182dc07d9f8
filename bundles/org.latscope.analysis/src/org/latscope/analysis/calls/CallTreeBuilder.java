// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.calls;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

import org.latscope.analysis.internal.LongIntMap;
import org.latscope.analysis.internal.TraceIndexSet;
import org.latscope.analysis.internal.TraceLabels;

/**
 * Mutable call tree in columns (node index = creation order, parents before children).
 * Function nodes are named by symbol id, the other kinds by an index into {@link #names}.
 */
final class CallTreeBuilder {

    static final int ROOT = 0;

    private static final NodeKind[] KINDS = NodeKind.values();

    private int size;
    private int[] parent = {};
    private int[] nameId = {};
    private byte[] kind = {};
    private long[] self = {};
    private long[] total = {};
    private long[] count = {};
    private long[] max = {};
    private TraceIndexSet[] traces = {};
    // The lookups are dropped by compact() and rebuilt when needed again: a report keeps every
    // file's tree until the last file is read, and 256 slots each (12 KB) made 100,000 small
    // files overflow a 1 GB heap.
    private LongIntMap children;
    private final ArrayList<String> names = new ArrayList<>(0);
    private Map<String, Integer> nameIds;

    CallTreeBuilder() {
        newNode(-1, NodeKind.ROOT, 0);
    }

    /** @return the child of {@code node} with that kind and name id, created when missing */
    int child(int node, NodeKind k, int id) {
        LongIntMap lookup = children();
        long key = childKey(node, k, id);
        int c = lookup.get(key);
        if (c == LongIntMap.MISSING) {
            c = newNode(node, k, id);
            lookup.put(key, c);
        }
        return c;
    }

    /** @return the id of a name for the non-function kinds */
    int name(String text) {
        return nameIds().computeIfAbsent(text, t -> {
            names.add(t);
            return Integer.valueOf(names.size() - 1);
        }).intValue();
    }

    /**
     * Trims the columns to the nodes built and drops the lookups, which {@link #child} and
     * {@link #name} rebuild should they be needed again: for a file's tree kept until its set is
     * merged.
     */
    void compact() {
        resize(size);
        children = null;
        nameIds = null;
        names.trimToSize();
    }

    private LongIntMap children() {
        if (children == null) {
            children = new LongIntMap();
            for (int i = 1; i < size; i++) {
                children.put(childKey(parent[i], KINDS[kind[i]], nameId[i]), i);
            }
        }
        return children;
    }

    private Map<String, Integer> nameIds() {
        if (nameIds == null) {
            nameIds = new HashMap<>();
            for (int i = 0; i < names.size(); i++) {
                nameIds.put(names.get(i), Integer.valueOf(i));
            }
        }
        return nameIds;
    }

    private static long childKey(int node, NodeKind k, int id) {
        return ((long) node << 32) | ((long) k.ordinal() << 28) | id;
    }

    int nameId(int node) {
        return nameId[node];
    }

    /** @return the name of a node of a non-function kind */
    String rowName(int node) {
        return names.get(nameId[node]);
    }

    NodeKind kind(int node) {
        return KINDS[kind[node]];
    }

    int parent(int node) {
        return parent[node];
    }

    int size() {
        return size;
    }

    /** Attributes one step or row of {@code ns} to {@code node} in trace {@code trace}. */
    void attribute(int node, long ns, int trace) {
        self[node] += ns;
        count[node]++;
        if (ns > max[node]) {
            max[node] = ns;
        }
        markTrace(node, trace);
    }

    /** Counts a step at {@code node} whose time comes later ({@link #addSelf}). */
    void count(int node, int trace) {
        count[node]++;
        markTrace(node, trace);
    }

    void addSelf(int node, long ns) {
        self[node] += ns;
    }

    void max(int node, long ns) {
        if (ns > max[node]) {
            max[node] = ns;
        }
    }

    /** Inverted view: adds what passes through {@code node}; self only where a chain ends. */
    void pass(int node, long ns, long n, long maxNs, TraceIndexSet in, boolean end) {
        total[node] += ns;
        count[node] += n;
        if (end) {
            self[node] += ns;
        }
        max(node, maxNs);
        if (in != null) {
            traces(node).addAll(in);
        }
    }

    long self(int node) {
        return self[node];
    }

    long count(int node) {
        return count[node];
    }

    long max(int node) {
        return max[node];
    }

    TraceIndexSet tracesOrNull(int node) {
        return traces[node];
    }

    /**
     * Adds a file's tree, not yet summed up, path by path: the same path in two files is one
     * node. Function nodes keep their symbol ids (the set's), the other kinds are named anew.
     *
     * @param part the file's tree
     * @param firstContent the set-wide index of the file's first content
     */
    void add(CallTreeBuilder part, int firstContent) {
        int[] into = new int[part.size];
        into[ROOT] = ROOT;
        for (int i = 0; i < part.size; i++) {
            int node = ROOT;
            if (i != ROOT) {
                NodeKind k = part.kind(i);
                node = child(into[part.parent[i]], k, k == NodeKind.FUNCTION ? part.nameId[i] : name(part.rowName(i)));
                into[i] = node;
            }
            self[node] += part.self[i];
            count[node] += part.count[i];
            max(node, part.max[i]);
            if (part.traces[i] != null) {
                traces(node).addAll(part.traces[i], firstContent);
            }
        }
    }

    /** Sums self times and traces up the tree (not for the inverted view). */
    void sumUp() {
        for (int i = 0; i < size; i++) {
            total[i] = self[i];
        }
        for (int i = size - 1; i > 0; i--) {
            int p = parent[i];
            total[p] += total[i];
            if (traces[i] != null) {
                traces(p).addAll(traces[i]);
            }
        }
    }

    /** Builds the record tree with names from {@code functionName} and {@code labels}. */
    CallNode toRecord(IntFunction<String> functionName, List<String> labels) {
        List<List<Integer>> kids = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            kids.add(null);
        }
        for (int i = 1; i < size; i++) {
            List<Integer> k = kids.get(parent[i]);
            if (k == null) {
                k = new ArrayList<>();
                kids.set(parent[i], k);
            }
            k.add(Integer.valueOf(i));
        }
        CallNode[] built = new CallNode[size];
        for (int i = size - 1; i >= 0; i--) {
            List<CallNode> cs = new ArrayList<>();
            if (kids.get(i) != null) {
                for (Integer c : kids.get(i)) {
                    cs.add(built[c.intValue()]);
                }
                cs.sort(Comparator.comparingLong(CallNode::totalNs).reversed().thenComparing(CallNode::name));
            }
            NodeKind k = kind(i);
            String name = switch (k) {
                case ROOT -> ""; //$NON-NLS-1$
                case FUNCTION -> String.valueOf(functionName.apply(nameId[i]));
                default -> names.get(nameId[i]);
            };
            built[i] = new CallNode(k, name, self[i], total[i], count[i], max[i], TraceLabels.of(traces[i], labels), cs);
            kids.set(i, null);
        }
        return built[ROOT];
    }

    private TraceIndexSet traces(int node) {
        TraceIndexSet b = traces[node];
        if (b == null) {
            b = new TraceIndexSet();
            traces[node] = b;
        }
        return b;
    }

    private void markTrace(int node, int trace) {
        if (trace >= 0) {
            traces(node).add(trace);
        }
    }

    /** @param n the nodes the columns hold, at least {@link #size} */
    private void resize(int n) {
        parent = Arrays.copyOf(parent, n);
        nameId = Arrays.copyOf(nameId, n);
        kind = Arrays.copyOf(kind, n);
        self = Arrays.copyOf(self, n);
        total = Arrays.copyOf(total, n);
        count = Arrays.copyOf(count, n);
        max = Arrays.copyOf(max, n);
        traces = Arrays.copyOf(traces, n);
    }

    private int newNode(int p, NodeKind k, int id) {
        if (size == parent.length) {
            resize(Math.max(8, size * 2));
        }
        parent[size] = p;
        nameId[size] = id;
        kind[size] = (byte) k.ordinal();
        return size++;
    }
}
