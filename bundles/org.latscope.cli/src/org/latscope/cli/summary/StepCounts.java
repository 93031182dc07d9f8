// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.summary;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.latscope.formats.TraceSetReader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.TraceSets;

/**
 * What the summary prints of each trace's steps, their number and the entry lines among them,
 * counted as each file is read; the steps are then dropped: the summary of a 1 GB folder had
 * kept its 17 million steps to print two numbers per trace.
 */
final class StepCounts implements TraceSetReader.WhenRead {

    /** A trace's figures. */
    private record Counts(int steps, int entries) {
    }

    private final Map<LatencyTrace, Counts> counts = new ConcurrentHashMap<>();

    @Override
    public void read(TraceFile file, SymbolLookup symbols) {
        for (TraceContent content : file.getContents()) {
            if (content instanceof LatencyTrace trace && trace.getSteps() != null) {
                StepTable table = trace.getSteps();
                int entries = 0;
                for (int i = 0; i < table.size(); i++) {
                    if (table.kind(i) != StepKind.ELISION) {
                        entries++;
                    }
                }
                counts.put(trace, new Counts(table.size(), entries));
            }
        }
        TraceSets.dropSteps(file);
    }

    /** @return the trace's steps */
    int steps(LatencyTrace trace) {
        Counts c = counts.get(trace);
        return c == null ? 0 : c.steps();
    }

    /** @return the entry lines read for the trace: its steps except elisions */
    int entriesParsed(LatencyTrace trace) {
        Counts c = counts.get(trace);
        return c == null ? 0 : c.entries();
    }
}
