// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

/**
 * A preempt-stats row, {@code 5664 spin_lock 1 1376/sched.c c0114db3 697/sched.c}, read in
 * place: splitting it into six strings first took a fifth of reading a gigabyte of tables.
 *
 * @param usec the latency
 * @param cause what held preemption off
 * @param mask the preempt count mask
 * @param startLine the line of the start point
 * @param startFile its source file
 * @param address the caller's address
 * @param endLine the line of the end point
 * @param endFile its source file
 */
record WorstRowScan(long usec, String cause, long mask, int startLine, String startFile, long address, int endLine,
        String endFile) {

    private static final int FIELDS = 6;

    /**
     * @param t a stripped line
     * @return its row: six fields apart by blanks ({@link Text#isRegexSpace}), number, cause,
     *         hex mask, {@code line/file}, hex address, {@code line/file}; or null
     * @throws NumberFormatException when a point's line number does not fit an int
     */
    static WorstRowScan of(String t) {
        int n = t.length();
        int[] at = new int[2 * FIELDS];
        int i = 0;
        for (int f = 0; f < FIELDS; f++) {
            if (f > 0) {
                int gap = Text.skipRegexSpace(t, i, n);
                if (gap == i || gap == n) {
                    return null; // fewer than six fields
                }
                i = gap;
            }
            at[2 * f] = i;
            while (i < n && !Text.isRegexSpace(t.charAt(i))) {
                i++;
            }
            at[2 * f + 1] = i;
        }
        if (Text.skipRegexSpace(t, i, n) != n) {
            return null; // a seventh field
        }
        long usec = Text.decimal(t, at[0], at[1]);
        long mask = Text.hex(t, at[4], at[5]);
        long address = Text.hex(t, at[8], at[9]);
        int startSlash = slash(t, at[6], at[7]);
        int endSlash = slash(t, at[10], at[11]);
        if (usec < 0 || mask < 0 || address < 0 || startSlash < 0 || endSlash < 0 || t.charAt(at[11] - 1) == '.') {
            return null;
        }
        return new WorstRowScan(usec, t.substring(at[2], at[3]), mask, Integer.parseInt(t, at[6], startSlash, 10),
                t.substring(startSlash + 1, at[7]), address, Integer.parseInt(t, at[10], endSlash, 10),
                t.substring(endSlash + 1, at[11]));
    }

    /** @return where a {@code line/file} field's slash is: after digits, before a file name with a dot; -1 if it is none */
    private static int slash(String t, int from, int to) {
        int slash = t.indexOf('/', from);
        if (slash <= from || slash >= to - 1 || !Text.allDigits(t, from, slash)) {
            return -1;
        }
        int dot = t.indexOf('.', from);
        return dot >= 0 && dot < to ? slash : -1;
    }
}
