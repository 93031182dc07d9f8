// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.records;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

import org.latscope.ui.internal.views.table.TableModel;

/**
 * A table over model objects that sit in several lists (the rows of every worst-N table of a
 * set, the diagnostics of every file): the lists are kept as they are, with the offset of each
 * in the whole, so a table row costs nothing. Column 0 names the list a row comes from; the
 * others are {@link Column}s.
 *
 * @param <E> the kind of row
 */
public final class RecordRows<E> implements TableModel {

    /**
     * A column of a {@link RecordRows} table.
     *
     * @param header its header
     * @param text a row's text
     * @param number a row's figure for sorting, or null to sort by text
     * @param width its initial width
     * @param figures whether its cells are figures, shown right-aligned
     */
    public record Column<E>(String header, Function<E, String> text, ToDoubleFunction<E> number, int width,
            boolean figures) {

        /** A column whose cells are figures exactly when it sorts by a number. */
        public Column(String header, Function<E, String> text, ToDoubleFunction<E> number, int width) {
            this(header, text, number, width, number != null);
        }
    }

    /** The most characters a cell shows. */
    static final int MAX_CELL_CHARS = 1000;

    private final String sourceHeader;
    private final List<Column<E>> columns;
    private final List<List<? extends E>> parts = new ArrayList<>();
    private final List<String> sources = new ArrayList<>();
    private int[] offsets = new int[8];
    private int rows;

    /**
     * @param sourceHeader the header of column 0, the source of each row
     * @param columns the other columns
     */
    @SafeVarargs
    public RecordRows(String sourceHeader, Column<E>... columns) {
        this.sourceHeader = sourceHeader;
        this.columns = List.of(columns);
    }

    /**
     * Adds a list of rows; the list is read, not copied.
     *
     * @param source where they come from (a file, a series)
     * @param list the rows
     * @return this
     */
    public RecordRows<E> add(String source, List<? extends E> list) {
        if (list.isEmpty()) {
            return this;
        }
        if (parts.size() == offsets.length) {
            offsets = Arrays.copyOf(offsets, offsets.length * 2);
        }
        offsets[parts.size()] = rows;
        parts.add(list);
        sources.add(source);
        rows += list.size();
        return this;
    }

    /**
     * @param row a model row
     * @return its object
     */
    public E element(int row) {
        int p = part(row);
        return parts.get(p).get(row - offsets[p]);
    }

    /**
     * @param row a model row
     * @return the source of its list
     */
    public String source(int row) {
        return sources.get(part(row));
    }

    private int part(int row) {
        int p = Arrays.binarySearch(offsets, 0, parts.size(), row);
        return p >= 0 ? p : -p - 2;
    }

    @Override
    public int rowCount() {
        return rows;
    }

    @Override
    public int columnCount() {
        return columns.size() + 1;
    }

    @Override
    public String header(int col) {
        return col == 0 ? sourceHeader : columns.get(col - 1).header();
    }

    @Override
    public String text(int row, int col) {
        if (col == 0) {
            return source(row);
        }
        String text = columns.get(col - 1).text().apply(element(row));
        if (text == null) {
            return ""; //$NON-NLS-1$
        }
        // a cell shows the start of a 5 MB line: measuring all of it would stall every paint
        return text.length() > MAX_CELL_CHARS ? text.substring(0, MAX_CELL_CHARS) + '\u2026' : text;
    }

    @Override
    public int compare(int rowA, int rowB, int col) {
        if (col > 0 && columns.get(col - 1).number() != null) {
            ToDoubleFunction<E> number = columns.get(col - 1).number();
            return Double.compare(number.applyAsDouble(element(rowA)), number.applyAsDouble(element(rowB)));
        }
        return col == 0 ? Integer.compare(part(rowA), part(rowB)) : text(rowA, col).compareTo(text(rowB, col));
    }

    @Override
    public SortKey sortKey(int col) {
        return col == 0 || columns.get(col - 1).number() != null ? SortKey.LONG : SortKey.TEXT;
    }

    @Override
    public long longKey(int row, int col) {
        return col == 0 ? part(row) : TableModel.doubleKey(columns.get(col - 1).number().applyAsDouble(element(row)));
    }

    @Override
    public boolean numeric(int col) {
        return col > 0 && columns.get(col - 1).figures();
    }

    @Override
    public int width(int col) {
        return col == 0 ? 220 : columns.get(col - 1).width();
    }
}
