// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import java.util.List;
import java.util.Optional;
import java.util.function.ToLongFunction;

import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;

/**
 * Figures of a trace file that the model does not store directly, shared by the command line's
 * summary and the trace set overview. Each reads only the file or content it is given, so it
 * is safe on the thread that read the file.
 */
public final class TraceFacts {

    private TraceFacts() {
    }

    /**
     * @param file a trace file
     * @return true when no line of the file was read: it was empty, binary, a refused archive
     *         entry, or skipped when memory ran short (its diagnostics say which); a file read
     *         but recognized by no format is not one of these
     */
    public static boolean nothingRead(TraceFile file) {
        return nothingRead(file.getFormatId(), file.getLinesRead());
    }

    /**
     * @param formatId the format that read a file, null when none did
     * @param linesRead the lines read of it
     * @return see {@link #nothingRead(TraceFile)}
     */
    public static boolean nothingRead(String formatId, long linesRead) {
        return formatId == null && linesRead == 0;
    }

    /**
     * @param file a trace file
     * @return true when a format recognized the file, every line of it was understood and no
     *         diagnostic is worse than {@link Severity#INFO}
     */
    public static boolean understood(TraceFile file) {
        if (file.getFormatId() == null || file.getLinesUsed() < file.getLinesRead()) {
            return false;
        }
        for (ParseDiagnostic d : file.getDiagnostics()) {
            if (d.getSeverity() != Severity.INFO) {
                return false;
            }
        }
        return true;
    }

    /**
     * @param table a worst-N table
     * @return its row with the highest latency (the first of equal ones), empty when it has no rows
     */
    public static Optional<WorstRow> worstRow(WorstTable table) {
        return highest(table.getRows(), WorstRow::getLatencyUs);
    }

    /**
     * @param list an irq-off list
     * @return its row with the longest time (the first of equal ones), empty when it has no rows
     */
    public static Optional<IrqOffRow> worstRow(IrqOffList list) {
        return highest(list.getRows(), IrqOffRow::getDurationNs);
    }

    private static <T> Optional<T> highest(List<T> rows, ToLongFunction<T> latency) {
        T worst = null;
        long max = 0;
        for (T row : rows) {
            long value = latency.applyAsLong(row);
            if (worst == null || value > max) {
                worst = row;
                max = value;
            }
        }
        return Optional.ofNullable(worst);
    }
}
