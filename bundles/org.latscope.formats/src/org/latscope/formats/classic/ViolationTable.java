// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;
import org.latscope.formats.spi.ReadContext;

/**
 * The critical-section violations of one file as a {@link ResultTable}: one test per report
 * ({@code default.hotplug/1470 @ line 2}), metrics {@code duration us} and
 * {@code threshold us}. The model has no content type of its own for these reports; the
 * table carries the threshold the report's {@link LatencyTrace} header has no field for.
 */
final class ViolationTable {

    static final String TITLE = "critical-section violations"; //$NON-NLS-1$
    static final String DURATION = "duration us"; //$NON-NLS-1$
    static final String THRESHOLD = "threshold us"; //$NON-NLS-1$

    private ResultTable table;

    void add(ReadContext context, LatencyTrace trace, long thresholdUs) {
        if (table == null) {
            table = LatscopeFactory.eINSTANCE.createResultTable();
            table.setTitle(TITLE);
            table.setUnit("us"); //$NON-NLS-1$
            table.getKernels().add(""); //$NON-NLS-1$
            table.getMetrics().add(DURATION);
            table.getMetrics().add(THRESHOLD);
            table.setFirstLine(trace.getFirstLine());
            context.file().getContents().add(table);
        }
        LatencyHeader h = trace.getHeader();
        String task = h.getTaskComm() == null ? "?" : h.isSetPid() ? h.getTaskComm() + '/' + h.getPid() : h.getTaskComm(); //$NON-NLS-1$
        String test = task + " @ line " + trace.getFirstLine(); //$NON-NLS-1$
        table.getTests().add(test);
        table.getCells().add(cell(test, DURATION, h.getLatencyUs()));
        table.getCells().add(cell(test, THRESHOLD, thresholdUs));
        table.setLastLine(trace.getLastLine());
    }

    private static ResultCell cell(String test, String metric, long value) {
        ResultCell c = LatscopeFactory.eINSTANCE.createResultCell();
        c.setTest(test);
        c.setKernel(""); //$NON-NLS-1$
        c.setMetric(metric);
        c.setValue(value);
        c.setText(Long.toString(value));
        return c;
    }
}
