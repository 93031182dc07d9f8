// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.latscope.formats.tests.modern.ModernTraces.onlyTrace;
import static org.latscope.formats.tests.modern.ModernTraces.read;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.latscope.formats.modern.FtraceLatencyReaderFactory;
import org.latscope.formats.modern.FtraceReaderFactory;
import org.latscope.model.LatencyTrace;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.support.TraceSets;

/**
 * The one capture of samples/ftrace, printed in ftrace's latency format and in its default
 * format, must yield the same events: count, names, payloads, tasks and per-CPU order.
 */
class FtraceFormatsEquivalenceTest {

    @Test
    void latencyAndDefaultFormatYieldTheSameEvents() throws IOException {
        LatencyTrace latency = onlyTrace(read(new FtraceLatencyReaderFactory(), "ftrace/events-latency-format.txt"));
        LatencyTrace standard = onlyTrace(read(new FtraceReaderFactory(), "ftrace/events-default-format.txt"));
        assertEquals(8604, latency.getStepCount());
        assertEquals(latency.getStepCount(), standard.getStepCount());
        assertEquals(latency.getHeader().getEntriesDeclared(), standard.getHeader().getEntriesDeclared());
        assertEquals(latency.getHeader().getEntriesTotal(), standard.getHeader().getEntriesTotal());
        assertEquals(latency.getHeader().getCpuCount(), standard.getHeader().getCpuCount());

        Map<Integer, List<String>> a = perCpu(latency, true);
        Map<Integer, List<String>> b = perCpu(standard, false);
        assertEquals(a.keySet(), b.keySet());
        for (Integer cpu : a.keySet()) {
            assertEquals(a.get(cpu).size(), b.get(cpu).size(), "events on CPU " + cpu);
            for (int i = 0; i < a.get(cpu).size(); i++) {
                assertEquals(a.get(cpu).get(i), b.get(cpu).get(i), "event " + i + " on CPU " + cpu);
            }
        }
        assertEquals(b.get(0).size() + b.get(1).size(), 8604);

        // Same clock: latency times are microseconds from the first entry's buffer start.
        StepCursor x = TraceSets.steps(latency);
        StepCursor y = TraceSets.steps(standard);
        x.moveTo(1);
        y.moveTo(1);
        long offset = y.timeNs() - x.timeNs();
        x.moveTo(latency.getStepCount() - 1);
        y.moveTo(standard.getStepCount() - 1);
        assertEquals(offset, y.timeNs() - x.timeNs(), 1_000);
    }

    /** Event name, payload, pid, flags per CPU, in file order; comms cut to 8 as latency prints them. */
    private static Map<Integer, List<String>> perCpu(LatencyTrace trace, boolean latencyLayout) {
        Map<Integer, List<String>> events = new TreeMap<>();
        StepCursor s = TraceSets.steps(trace);
        while (s.next()) {
            String comm = s.comm();
            if (!latencyLayout && comm.length() > 8) {
                comm = comm.substring(0, 8);
            }
            events.computeIfAbsent(s.cpu(), k -> new ArrayList<>())
                    .add(s.eventName() + "|" + s.payload() + "|" + comm + "-" + s.pid() + "|" + s.flagsText());
        }
        return events;
    }
}
