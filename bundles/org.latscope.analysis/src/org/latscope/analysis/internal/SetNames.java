// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.internal;

import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.TraceSets;

/** The names of a file's set, safe to read while other files of the set are read and intern names. */
public final class SetNames {

    private SetNames() {
    }

    /**
     * @param file a file inside a trace set
     * @return the set's names, read under the set's monitor, which the readers intern under; none
     *         for a file outside a set
     */
    public static SymbolLookup of(TraceFile file) {
        if (!(file.eContainer() instanceof TraceSet set)) {
            return id -> null; // a file read on its own has no names to look up
        }
        return id -> {
            synchronized (set) {
                return TraceSets.symbols(set).name(id);
            }
        };
    }
}
