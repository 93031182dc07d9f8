// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.latscope.formats.DiagnosticCode;
import org.latscope.formats.TraceFiles;
import org.latscope.formats.spi.TraceReaderFactory;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

/** Shared fixtures of the modern-format tests: read a sample, get its traces and steps. */
final class ModernTraces {

    private ModernTraces() {
    }

    /** Reads {@code samples/<relative>} with {@code factory}. */
    static TraceFile read(TraceReaderFactory factory, String relative) throws IOException {
        return TraceFiles.readWith(factory, TestData.path("samples/" + relative));
    }

    /** Reads {@code text} from a temporary file named {@code name}. */
    static TraceFile readText(TraceReaderFactory factory, Path dir, String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return TraceFiles.readWith(factory, file);
    }

    /** @return the only latency trace of the file */
    static LatencyTrace onlyTrace(TraceFile file) {
        List<LatencyTrace> traces = traces(file);
        assertEquals(1, traces.size(), "latency traces in " + file.getPath());
        return traces.get(0);
    }

    /** @return the latency traces of the file */
    static List<LatencyTrace> traces(TraceFile file) {
        List<LatencyTrace> traces = new ArrayList<>();
        for (TraceContent content : file.getContents()) {
            if (content instanceof LatencyTrace trace) {
                traces.add(trace);
            }
        }
        return traces;
    }

    /** @return a cursor on step {@code index}; negative indexes count from the end */
    static StepCursor step(LatencyTrace trace, int index) {
        StepCursor cursor = TraceSets.steps(trace);
        return cursor.moveTo(index < 0 ? trace.getStepCount() + index : index);
    }

    /** Asserts that every line was used and nothing was reported. */
    static void assertClean(TraceFile file) {
        assertEquals(List.of(), reasons(file), "diagnostics of " + file.getPath());
        assertEquals(file.getLinesRead(), file.getLinesUsed(), "lines used of " + file.getPath());
        assertTrue(file.getLinesRead() > 0);
    }

    /**
     * Asserts that every line was used and nothing was reported but events without a partner,
     * which an events capture cut at both ends has (an exit before its entry, a last wakeup).
     *
     * @return the reasons of those, line: reason
     */
    static List<String> assertCleanButUnpaired(TraceFile file) {
        List<String> unpaired = new ArrayList<>();
        List<String> other = new ArrayList<>();
        for (ParseDiagnostic d : file.getDiagnostics()) {
            (DiagnosticCode.of(d) == DiagnosticCode.UNPAIRED_EVENTS ? unpaired : other).add(d.getLine() + ": " + d.getReason());
        }
        assertEquals(List.of(), other, "diagnostics of " + file.getPath());
        assertEquals(file.getLinesRead(), file.getLinesUsed(), "lines used of " + file.getPath());
        return unpaired;
    }

    /** @return line: reason of every diagnostic */
    static List<String> reasons(TraceFile file) {
        List<String> reasons = new ArrayList<>();
        for (ParseDiagnostic d : file.getDiagnostics()) {
            reasons.add(d.getLine() + ": " + d.getReason());
        }
        return reasons;
    }
}
