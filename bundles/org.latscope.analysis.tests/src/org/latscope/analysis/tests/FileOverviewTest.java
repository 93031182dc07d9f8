// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.overview.ContentCounts;
import org.latscope.analysis.overview.FileOverview;
import org.latscope.analysis.overview.TraceSteps;

/** The step figures of a file's traces, looked up content by content as summary prints them. */
class FileOverviewTest {

    private static FileOverview overview(List<TraceSteps> traces) {
        return new FileOverview("many.txt", "vp-latency", 0, 0, true, ContentCounts.NONE, traces, List.of(), List.of(),
                null, Map.of(), List.of());
    }

    @Test
    void everyTraceOfAFileOfManyIsFoundAndOtherContentsGiveZeros() {
        // contents 0, 2, 4, ... are traces; the odd ones a table, say, with no step figures
        List<TraceSteps> traces = new ArrayList<>();
        for (int c = 0; c < 200_000; c += 2) {
            traces.add(new TraceSteps(c, c + 1, c + 2));
        }
        FileOverview o = overview(traces);

        for (int c = 0; c < 200_000; c++) {
            TraceSteps t = o.steps(c);
            assertEquals(c, t.content());
            assertEquals(c % 2 == 0 ? c + 1 : 0, t.steps(), "content " + c);
            assertEquals(c % 2 == 0 ? c + 2 : 0, t.entries(), "content " + c);
        }
        assertEquals(0, o.steps(-1).steps());
        assertEquals(0, o.steps(200_001).steps());
    }

    @Test
    void tracesGivenOutOfOrderAreFoundToo() {
        List<TraceSteps> traces = new ArrayList<>(List.of(new TraceSteps(1, 10, 11), new TraceSteps(5, 50, 51),
                new TraceSteps(3, 30, 31), new TraceSteps(7, 70, 71)));
        Collections.reverse(traces);
        FileOverview o = overview(traces);

        assertEquals(List.of(1, 3, 5, 7), o.traces().stream().map(TraceSteps::content).toList());
        assertEquals(30, o.steps(3).steps());
        assertEquals(71, o.steps(7).entries());
        assertEquals(0, o.steps(4).steps());
    }
}
