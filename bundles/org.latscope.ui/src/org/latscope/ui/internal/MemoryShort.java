// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import org.eclipse.osgi.util.NLS;
import org.latscope.formats.DiagnosticCode;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * Files of a set that the reader left out, wholly or in part, because memory was nearly full:
 * what the Overview's heading and Files line and the Trace Sets view tell the user, as the
 * command line says it on standard error.
 *
 * @param files how many files were cut or skipped
 * @param of the files of the set
 * @param first the path of the first of them
 */
public record MemoryShort(int files, int of, String first) {

    /**
     * @param trimmed files whose contents were cut after reading so that their analyses fit
     * @return the files of a set the reader cut or skipped for lack of memory, or that were
     *         trimmed, or null when none
     */
    static MemoryShort of(TraceSet set, java.util.Set<TraceFile> trimmed) {
        int cut = 0;
        String first = null;
        for (TraceFile file : set.getFiles()) {
            if (trimmed.contains(file)) {
                cut++;
                first = first == null ? file.getPath() : first;
                continue;
            }
            for (ParseDiagnostic d : file.getDiagnostics()) {
                if (d.getSeverity() != Severity.INFO && DiagnosticCode.of(d) == DiagnosticCode.MEMORY_FULL) {
                    cut++;
                    first = first == null ? file.getPath() : first;
                    break;
                }
            }
        }
        return cut == 0 ? null : new MemoryShort(cut, set.getFiles().size(), first);
    }

    /** @return the whole notice: how many files, the first, what to do */
    public String text() {
        return NLS.bind(Messages.OpenTraceSetJob_memoryShort, new Object[] { Integer.valueOf(files), Integer.valueOf(of), first });
    }

    /** @return the notice in a few words, for a heading */
    public String headline() {
        return NLS.bind(Messages.OpenTraceSetJob_memoryShortHeadline, Integer.valueOf(files), Integer.valueOf(of));
    }
}
