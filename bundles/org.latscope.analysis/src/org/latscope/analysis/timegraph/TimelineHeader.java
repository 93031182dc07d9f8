// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import org.latscope.model.CodeAddress;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.support.RankedLatency;

/**
 * What a timeline row shows of a trace's header.
 *
 * @param label the trace's label
 * @param path its file's path
 * @param latencyNs the header's latency, -1 when it prints none or one its steps cannot hold
 *        ({@link RankedLatency#suspect()}: the row is then ranked by its steps' span)
 * @param task {@code comm/pid}, or null
 * @param startedAt the {@code started at} symbol, or null
 * @param endedAt the {@code ended at} symbol, or null
 */
record TimelineHeader(String label, String path, long latencyNs, String task, String startedAt, String endedAt) {

    static TimelineHeader of(String label, String path, LatencyTrace trace) {
        LatencyHeader header = trace.getHeader();
        if (header == null) {
            return new TimelineHeader(label, path, -1, null, null, null);
        }
        RankedLatency ranked = RankedLatency.of(trace);
        long latency = ranked.declared() ? ranked.ns() : -1;
        String task = header.getTaskComm() == null ? null
                : header.isSetPid() ? header.getTaskComm() + "/" + header.getPid() : header.getTaskComm(); //$NON-NLS-1$
        return new TimelineHeader(label, path, latency, task, symbol(header.getStartedAt()), symbol(header.getEndedAt()));
    }

    private static String symbol(CodeAddress address) {
        return address == null ? null : address.getSymbol();
    }
}
