// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

import java.util.Arrays;

/**
 * Stable merge sorts of an {@code int[]} of row indices without boxing: by a comparison of the
 * rows, or by keys read once per row into a primitive array that is sorted along with the rows
 * (sequential memory, no call per comparison), or by strings (their first eight characters as
 * such a key, the rest compared only among rows whose first eight are alike). The key sorts
 * run a check between passes that may throw to stop them (a cancelled job).
 */
public final class IndexSort {

    private static final int INSERTION = 16;
    private static final int CHECK_EVERY = 1 << 16;
    private static final int PREFIX_CHARS = 8;

    /** Compares two ints, here two row indices. */
    @FunctionalInterface
    public interface IntComparator {
        /**
         * @param a a value
         * @param b another
         * @return negative, zero or positive as {@code a} comes before, with or after {@code b}
         */
        int compare(int a, int b);
    }

    private IndexSort() {
    }

    /**
     * Sorts {@code values[0..length)} stably.
     *
     * @param values the values, sorted in place
     * @param length how many of them
     * @param order their order
     */
    public static void sort(int[] values, int length, IntComparator order) {
        sort(values, 0, length, order);
    }

    /**
     * Sorts {@code values[from..to)} stably.
     *
     * @param values the values, sorted in place
     * @param from the first
     * @param to after the last
     * @param order their order
     */
    public static void sort(int[] values, int from, int to, IntComparator order) {
        int[] dest = Arrays.copyOfRange(values, from, to);
        mergeSort(dest.clone(), dest, 0, dest.length, order);
        System.arraycopy(dest, 0, values, from, dest.length);
    }

    /**
     * Sorts {@code rows[0..length)} stably by their keys: {@code keys[i]} is the key of
     * {@code rows[i]} and moves with it.
     *
     * @param rows the rows, sorted in place
     * @param keys their keys, permuted alike
     * @param length how many
     * @param descending true for the largest key first (equal keys keep their order)
     * @param check run now and then; may throw to stop the sort
     */
    public static void sort(int[] rows, long[] keys, int length, boolean descending, Runnable check) {
        int[] rowsB = new int[length];
        long[] keysB = new long[length];
        for (int lo = 0; lo < length; lo += INSERTION) {
            insertion(rows, keys, lo, Math.min(length, lo + INSERTION), descending);
        }
        int[] fromRows = rows;
        long[] fromKeys = keys;
        int[] toRows = rowsB;
        long[] toKeys = keysB;
        for (int width = INSERTION; width < length; width *= 2) {
            check.run();
            for (int lo = 0; lo < length; lo += 2 * width) {
                int mid = Math.min(length, lo + width);
                int hi = Math.min(length, lo + 2 * width);
                merge(fromRows, fromKeys, toRows, toKeys, lo, mid, hi, descending);
                if ((lo & (CHECK_EVERY - 1)) == 0 && hi - lo >= CHECK_EVERY) {
                    check.run();
                }
            }
            int[] r = fromRows;
            fromRows = toRows;
            toRows = r;
            long[] k = fromKeys;
            fromKeys = toKeys;
            toKeys = k;
        }
        if (fromRows != rows) {
            System.arraycopy(fromRows, 0, rows, 0, length);
            System.arraycopy(fromKeys, 0, keys, 0, length);
        }
    }

    /**
     * Sorts {@code rows[0..length)} stably by their strings, as {@link String#compareTo} orders them.
     *
     * @param rows the rows, sorted in place
     * @param text a row's string, by model row (not by position)
     * @param length how many
     * @param descending true for the last string first
     * @param check run now and then; may throw to stop the sort
     */
    public static void sort(int[] rows, String[] text, int length, boolean descending, Runnable check) {
        long[] prefix = new long[length];
        for (int i = 0; i < length; i++) {
            prefix[i] = prefix(text[rows[i]]);
        }
        sort(rows, prefix, length, descending, check);
        IntComparator order = descending ? (a, b) -> text[b].compareTo(text[a]) : (a, b) -> text[a].compareTo(text[b]);
        for (int lo = 0; lo < length;) {
            int hi = lo + 1;
            while (hi < length && prefix[hi] == prefix[lo]) {
                hi++;
            }
            if (hi - lo > 1) {
                check.run();
                sort(rows, lo, hi, order);
            }
            lo = hi;
        }
    }

    /**
     * @return the first eight characters, each clamped to 0..255, as an order-keeping key: two
     *         strings whose keys differ compare as the keys (unsigned, offset by {@code MIN_VALUE})
     */
    private static long prefix(String s) {
        long key = 0;
        for (int i = 0; i < PREFIX_CHARS; i++) {
            key = key << 8 | (i < s.length() ? Math.min(s.charAt(i), 255) : 0);
        }
        return key ^ Long.MIN_VALUE; // unsigned order as signed order
    }

    private static void insertion(int[] rows, long[] keys, int lo, int hi, boolean descending) {
        for (int i = lo + 1; i < hi; i++) {
            int r = rows[i];
            long k = keys[i];
            int j = i - 1;
            while (j >= lo && (descending ? keys[j] < k : keys[j] > k)) {
                rows[j + 1] = rows[j];
                keys[j + 1] = keys[j];
                j--;
            }
            rows[j + 1] = r;
            keys[j + 1] = k;
        }
    }

    private static void merge(int[] rows, long[] keys, int[] toRows, long[] toKeys, int lo, int mid, int hi,
            boolean descending) {
        int p = lo;
        int q = mid;
        for (int i = lo; i < hi; i++) {
            boolean left = q >= hi || p < mid && (descending ? keys[p] >= keys[q] : keys[p] <= keys[q]);
            int from = left ? p++ : q++;
            toRows[i] = rows[from];
            toKeys[i] = keys[from];
        }
    }

    /** Sorts src[lo..hi) into dest[lo..hi); both hold the same values on entry. */
    private static void mergeSort(int[] src, int[] dest, int lo, int hi, IntComparator order) {
        if (hi - lo < INSERTION) {
            for (int i = lo + 1; i < hi; i++) {
                int v = dest[i];
                int j = i - 1;
                while (j >= lo && order.compare(dest[j], v) > 0) {
                    dest[j + 1] = dest[j];
                    j--;
                }
                dest[j + 1] = v;
            }
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergeSort(dest, src, lo, mid, order);
        mergeSort(dest, src, mid, hi, order);
        if (order.compare(src[mid - 1], src[mid]) <= 0) {
            System.arraycopy(src, lo, dest, lo, hi - lo);
            return;
        }
        for (int i = lo, p = lo, q = mid; i < hi; i++) {
            if (q >= hi || p < mid && order.compare(src[p], src[q]) <= 0) {
                dest[i] = src[p++];
            } else {
                dest[i] = src[q++];
            }
        }
    }
}
