// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;

/** Figures the summary shows that the model does not store directly. */
final class TraceFacts {

    private TraceFacts() {
    }

    /** @return true when every line of the file was understood and nothing went wrong */
    static boolean understood(TraceFile file) {
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

    /** @return the header's version, kernel, latency, entries and task in one line */
    static String describe(LatencyTrace trace, int entriesParsed) {
        LatencyHeader h = trace.getHeader();
        StringBuilder b = new StringBuilder();
        if (h == null) {
            return ""; //$NON-NLS-1$
        }
        if (h.getTracerVersion() != null) {
            b.append(h.getTracer()).append(" v").append(h.getTracerVersion()); //$NON-NLS-1$
            if (h.getKernelRelease() != null) {
                b.append(" on ").append(h.getKernelRelease()); //$NON-NLS-1$
            }
            b.append(", "); //$NON-NLS-1$
        }
        if (h.isSetLatencyUs()) {
            b.append(h.getLatencyUs()).append(" us, "); //$NON-NLS-1$
        }
        if (h.isSetEntriesDeclared()) {
            b.append(h.getEntriesDeclared()).append(" entries declared"); //$NON-NLS-1$
            if (h.isSetEntriesTotal()) {
                b.append(" (").append(h.getEntriesTotal()).append(" total)"); //$NON-NLS-1$ //$NON-NLS-2$
            }
            b.append(", "); //$NON-NLS-1$
        }
        b.append(entriesParsed).append(" parsed"); //$NON-NLS-1$
        if (h.getTaskComm() != null) {
            b.append(", task ").append(h.getTaskComm()); //$NON-NLS-1$
            if (h.isSetPid()) {
                b.append('/').append(h.getPid());
            }
        }
        if (h.getStartedAt() != null) {
            b.append(", started at ").append(h.getStartedAt().getSymbol()); //$NON-NLS-1$
        }
        if (h.getEndedAt() != null) {
            b.append(", ended at ").append(h.getEndedAt().getSymbol()); //$NON-NLS-1$
        }
        return b.toString();
    }
}
