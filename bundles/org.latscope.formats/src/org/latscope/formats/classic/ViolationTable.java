// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.latscope.formats.internal.SharedStrings;
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
 * <p>
 * The table is added after the last report, not at the first: a content added early is complete
 * only at the end of the file, and would keep a command that folds contents in file order from
 * letting any report's steps go before then (1 GB of reports holds 1.1 million).
 */
final class ViolationTable {

    static final String TITLE = "critical-section violations"; //$NON-NLS-1$
    static final String DURATION = "duration us"; //$NON-NLS-1$
    static final String THRESHOLD = "threshold us"; //$NON-NLS-1$

    private final SharedStrings strings;
    private final List<LatencyTrace> reports = new ArrayList<>();
    private long[] thresholds = new long[64];

    /** @param strings shares the cells' texts: a million reports hold a few thousand values */
    ViolationTable(SharedStrings strings) {
        this.strings = strings;
    }

    void add(LatencyTrace trace, long thresholdUs) {
        if (reports.size() == thresholds.length) {
            thresholds = Arrays.copyOf(thresholds, thresholds.length * 2);
        }
        thresholds[reports.size()] = thresholdUs;
        reports.add(trace);
    }

    /** Adds the table of every report to the file, when it has any. */
    void end(ReadContext context) {
        if (reports.isEmpty()) {
            return;
        }
        ResultTable table = LatscopeFactory.eINSTANCE.createResultTable();
        table.setTitle(TITLE);
        table.setUnit("us"); //$NON-NLS-1$
        table.getKernels().add(""); //$NON-NLS-1$
        table.getMetrics().add(DURATION);
        table.getMetrics().add(THRESHOLD);
        table.setFirstLine(reports.get(0).getFirstLine());
        table.setLastLine(reports.get(reports.size() - 1).getLastLine());
        for (int r = 0; r < reports.size(); r++) {
            LatencyTrace trace = reports.get(r);
            LatencyHeader h = trace.getHeader();
            String task = h.getTaskComm() == null ? "?" : h.isSetPid() ? h.getTaskComm() + '/' + h.getPid() : h.getTaskComm(); //$NON-NLS-1$
            String test = task + " @ line " + trace.getFirstLine(); //$NON-NLS-1$
            table.getTests().add(test);
            table.getCells().add(cell(test, DURATION, h.getLatencyUs()));
            table.getCells().add(cell(test, THRESHOLD, thresholds[r]));
        }
        reports.clear();
        context.file().getContents().add(table);
    }

    private ResultCell cell(String test, String metric, long value) {
        ResultCell c = LatscopeFactory.eINSTANCE.createResultCell();
        c.setTest(test);
        c.setKernel(""); //$NON-NLS-1$
        c.setMetric(metric);
        c.setValue(value);
        c.setText(strings.share(Long.toString(value)));
        return c;
    }
}
