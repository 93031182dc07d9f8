// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.table;

/**
 * A stable merge sort of an {@code int[]} by a comparison of its values, without boxing: sorts
 * row indices by what the rows hold.
 */
public final class IndexSort {

    private static final int INSERTION = 16;

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
        int[] src = java.util.Arrays.copyOf(values, length);
        mergeSort(src, values, 0, length, order);
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
