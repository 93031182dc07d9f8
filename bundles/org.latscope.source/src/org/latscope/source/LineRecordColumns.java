// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source;

import java.util.Arrays;

/** The growable primitive columns behind {@link LineRecords}: one slot per record, no object per record. */
final class LineRecordColumns {

    private static final int INITIAL = 64;

    private byte[] kinds = new byte[INITIAL];
    private int[] files = new int[INITIAL];
    private int[] contents = new int[INITIAL];
    private int[] indices = new int[INITIAL];
    private int[] lines = new int[INITIAL];
    private long[] ns = new long[INITIAL];
    private int[] refs = new int[INITIAL];
    private int size;

    void add(int kind, int file, int content, int index, int line, long nanos, int ref) {
        if (size == kinds.length) {
            int n = size * 2;
            kinds = Arrays.copyOf(kinds, n);
            files = Arrays.copyOf(files, n);
            contents = Arrays.copyOf(contents, n);
            indices = Arrays.copyOf(indices, n);
            lines = Arrays.copyOf(lines, n);
            ns = Arrays.copyOf(ns, n);
            refs = Arrays.copyOf(refs, n);
        }
        kinds[size] = (byte) kind;
        files[size] = file;
        contents[size] = content;
        indices[size] = index;
        lines[size] = line;
        ns[size] = nanos;
        refs[size] = ref;
        size++;
    }

    int size() {
        return size;
    }

    int kind(int i) {
        return kinds[i];
    }

    int file(int i) {
        return files[i];
    }

    int content(int i) {
        return contents[i];
    }

    int index(int i) {
        return indices[i];
    }

    int line(int i) {
        return lines[i];
    }

    long ns(int i) {
        return ns[i];
    }

    int ref(int i) {
        return refs[i];
    }
}
