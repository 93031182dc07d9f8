// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report.internal;

import java.util.ArrayList;
import java.util.List;

import org.latscope.report.ReportTable;

/**
 * Lays a {@link ReportTable} out in fixed-width columns no wider than a mail line: the last
 * column takes the room left and wraps (continuation lines start under it); a column too wide
 * for the line is cut with {@code ~}; when the other columns alone do not fit (many runs),
 * they are printed in several blocks, each repeating the last column.
 */
public final class TextTable {

    private static final String GAP = "  "; //$NON-NLS-1$
    /** The least room the last column keeps. */
    private static final int MIN_LAST = 16;
    /** The widest a column other than the last is printed. */
    private static final int MAX_COLUMN = 28;

    private final int width;

    /** @param width the longest line */
    public TextTable(int width) {
        this.width = width;
    }

    /**
     * @param table a table
     * @return its lines, none longer than the width
     */
    public List<String> lines(ReportTable table) {
        int n = table.columns().size();
        List<String> out = new ArrayList<>();
        if (n == 1) {
            block(table, 0, 0, out);
            return out;
        }
        for (int first = 0; first < n - 1;) {
            int end = first;
            int used = 0;
            while (end < n - 1 && (end == first || used + columnWidth(table, end) + GAP.length() <= width - MIN_LAST)) {
                used += columnWidth(table, end) + GAP.length();
                end++;
            }
            if (!out.isEmpty()) {
                out.add(""); //$NON-NLS-1$
            }
            block(table, first, end, out);
            first = end;
        }
        return out;
    }

    /** Columns {@code from} to {@code to - 1}, then the last column. */
    private void block(ReportTable table, int from, int to, List<String> out) {
        int n = table.columns().size();
        int[] widths = new int[to - from];
        int used = 0;
        for (int c = from; c < to; c++) {
            widths[c - from] = Math.min(columnWidth(table, c), Math.max(4, width - MIN_LAST - used - GAP.length()));
            used += widths[c - from] + GAP.length();
        }
        int last = Math.max(1, width - used);
        out.addAll(row(table.columns(), table.numeric(), from, to, widths, n - 1, last));
        for (List<String> r : table.rows()) {
            out.addAll(row(r, table.numeric(), from, to, widths, n - 1, last));
        }
    }

    private static List<String> row(List<String> cells, List<Boolean> numeric, int from, int to, int[] widths, int lastCol,
            int lastWidth) {
        StringBuilder head = new StringBuilder();
        for (int c = from; c < to; c++) {
            String cell = cut(Text.clean(cells.get(c)), widths[c - from]);
            String pad = " ".repeat(widths[c - from] - cell.length()); //$NON-NLS-1$
            head.append(numeric.get(c).booleanValue() ? pad + cell : cell + pad).append(GAP);
        }
        List<String> lines = new ArrayList<>();
        List<String> wrapped = Text.wrap(Text.clean(cells.get(lastCol)), lastWidth);
        String indent = " ".repeat(head.length()); //$NON-NLS-1$
        for (int i = 0; i < wrapped.size(); i++) {
            lines.add(Text.stripEnd((i == 0 ? head : indent) + wrapped.get(i)));
        }
        return lines;
    }

    private static int columnWidth(ReportTable table, int c) {
        int w = table.columns().get(c).length();
        for (List<String> r : table.rows()) {
            w = Math.max(w, r.get(c).length());
        }
        return Math.min(w, MAX_COLUMN);
    }

    private static String cut(String s, int w) {
        return s.length() <= w ? s : s.substring(0, Math.max(0, w - 1)) + "~"; //$NON-NLS-1$
    }
}
