// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views.records;

import java.util.ArrayList;
import java.util.List;

import org.latscope.model.LatencyTrace;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.SymbolLookup;

/**
 * A {@code <stack trace>} step of a trace with the {@code => func} frames printed under it, as
 * the Records view lists it.
 *
 * @param step the step's index in its trace
 * @param timeNs its time
 * @param cpu its CPU, -1 when unknown
 * @param task its task as the trace spells it ({@code sleep-182})
 * @param frames its frames, innermost first, joined by {@code  < }
 * @param depth how many frames
 */
record StackTraceRow(int step, long timeNs, int cpu, String task, String frames, int depth) {

    /**
     * @param trace a trace whose steps are in memory
     * @param symbols the set's names
     * @return its steps that carry stack frames
     */
    static List<StackTraceRow> of(LatencyTrace trace, SymbolLookup symbols) {
        StepTable table = trace.getSteps();
        List<StackTraceRow> rows = new ArrayList<>();
        if (table == null) {
            return rows;
        }
        for (int i = 0; i < table.size(); i++) {
            if (!table.hasStackFrames(i)) {
                continue;
            }
            int[] ids = table.stackFrameIds(i);
            StringBuilder frames = new StringBuilder();
            for (int id : ids) {
                if (frames.length() > 0) {
                    frames.append(" < "); //$NON-NLS-1$
                }
                frames.append(symbols.name(id));
            }
            String comm = symbols.name(table.commId(i));
            String task = comm == null ? "" : table.pid(i) >= 0 ? comm + '-' + table.pid(i) : comm; //$NON-NLS-1$
            rows.add(new StackTraceRow(i, table.timeNs(i), table.cpu(i), task, frames.toString(), ids.length));
        }
        return rows;
    }
}
