// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.source;

import java.nio.file.Path;
import java.util.List;

import org.latscope.analysis.TraceContents;
import org.latscope.model.TraceSet;
import org.latscope.source.LineRecords;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.preferences.AnalysisPreferences;
import org.latscope.ui.internal.views.table.TableModel;

/**
 * The side list's table over {@link LineRecords}: kind, trace file, line of that file (a step's
 * index, as steps keep no line), latency, the reference matched and the trace. Reads the
 * primitive columns on demand: no object per record.
 */
final class LineRecordsModel implements TableModel {

    static final int KIND = 0;
    static final int FILE = 1;
    static final int LINE = 2;
    static final int LATENCY = 3;
    static final int REF = 4;
    static final int TRACE = 5;

    private static final String[] HEADERS = { Messages.LineRecords_colKind, Messages.LineRecords_colFile,
            Messages.LineRecords_colLine, Messages.LineRecords_colLatency, Messages.Source_colRef, Messages.LineRecords_colTrace };

    private final LineRecords records;
    private final List<String> labels;
    private final int[] firstContent;
    private final String[] paths;
    private final String[] fullPaths;
    private final AnalysisPreferences units;

    LineRecordsModel(LineRecords records, TraceSet set, AnalysisPreferences units) {
        this.records = records;
        this.units = units;
        this.labels = TraceContents.of(set).labels();
        paths = relativePaths(set);
        fullPaths = set.getFiles().stream().map(f -> f.getPath()).toArray(String[]::new);
        firstContent = new int[set.getFiles().size()];
        for (int f = 1; f < firstContent.length; f++) {
            firstContent[f] = firstContent[f - 1] + set.getFiles().get(f - 1).getContents().size();
        }
    }

    /** @return the records shown */
    LineRecords records() {
        return records;
    }

    /**
     * @param row a record
     * @return its trace file's path as the model holds it
     */
    String path(int row) {
        return fullPaths[records.file(row)];
    }

    @Override
    public int rowCount() {
        return records.size();
    }

    @Override
    public int columnCount() {
        return HEADERS.length;
    }

    @Override
    public String header(int col) {
        return HEADERS[col];
    }

    @Override
    public String text(int row, int col) {
        return switch (col) {
            case KIND -> kind(records.kind(row));
            case FILE -> paths[records.file(row)];
            case LINE -> records.line(row) > 0 ? Integer.toString(records.line(row)) : "#" + records.index(row); //$NON-NLS-1$
            case LATENCY -> units.format(records.ns(row));
            case REF -> records.ref(row);
            default -> label(row);
        };
    }

    @Override
    public String label(int row) {
        int i = firstContent[records.file(row)] + records.content(row);
        String label = i < labels.size() ? labels.get(i) : ""; //$NON-NLS-1$
        // labels start with the file's full path: the relative one reads as the File column does
        String full = fullPaths[records.file(row)];
        return full != null && label.startsWith(full) ? paths[records.file(row)] + label.substring(full.length()) : label;
    }

    @Override
    public SortKey sortKey(int col) {
        return col == LINE || col == LATENCY ? SortKey.LONG : SortKey.TEXT;
    }

    @Override
    public long longKey(int row, int col) {
        return col == LATENCY ? records.ns(row) : records.line(row) > 0 ? records.line(row) : records.index(row);
    }

    @Override
    public boolean numeric(int col) {
        return col == LINE || col == LATENCY;
    }

    @Override
    public int width(int col) {
        return col == FILE || col == TRACE ? 160 : col == REF ? 130 : 80;
    }

    /** Each file's path relative to the folder the set was read from; its name for a set of one file. */
    private static String[] relativePaths(TraceSet set) {
        String[] out = new String[set.getFiles().size()];
        Path root = set.getLocation() == null ? null : Path.of(set.getLocation());
        for (int f = 0; f < out.length; f++) {
            String path = set.getFiles().get(f).getPath();
            Path p = path == null ? null : Path.of(path);
            if (p == null) {
                out[f] = "?"; //$NON-NLS-1$
            } else if (root != null && p.isAbsolute() && p.startsWith(root) && !p.equals(root)) {
                out[f] = root.relativize(p).toString();
            } else {
                out[f] = String.valueOf(p.getFileName());
            }
        }
        return out;
    }

    private static String kind(LineRecords.Kind kind) {
        return switch (kind) {
            case WORST_ROW -> Messages.LineRecords_worstRow;
            case IRQ_OFF_ROW -> Messages.LineRecords_irqOffRow;
            case STEP -> Messages.LineRecords_step;
            case STARTED_AT -> Messages.LineRecords_startedAt;
            default -> Messages.LineRecords_endedAt;
        };
    }
}
