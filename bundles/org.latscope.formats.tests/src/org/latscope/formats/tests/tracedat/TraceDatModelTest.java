// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.tracedat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.latscope.formats.DiagnosticCode;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceFiles;
import org.latscope.formats.TraceSetReader;
import org.latscope.formats.modern.FtraceReaderFactory;
import org.latscope.formats.tracedat.TraceDatReaderFactory;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;
import org.latscope.model.support.TraceSets;

/**
 * A trace.dat in the model: the same steps the ftrace reader makes of {@code trace-cmd report}'s
 * text (CPU, time, task, event, payload), with the latency flags the text lacks; a latency
 * tracer's text read as a latency trace; detection by magic, in an archive too.
 */
class TraceDatModelTest {

    @TempDir
    Path tmp;

    private static LatencyTrace only(TraceFile file) {
        List<TraceContent> contents = file.getContents();
        assertEquals(1, contents.size(), file.getPath());
        return (LatencyTrace) contents.get(0);
    }

    /**
     * A buffer instance ({@code trace-cmd record -B inst1}) is a trace of its own after the top
     * buffer's, its events numbered on, a diagnostic naming it where it starts; its steps are the
     * report's {@code inst1:} lines, in version 7 and in trace-cmd's version 6 conversion.
     */
    @ParameterizedTest
    @ValueSource(strings = { "v7zstd_6.1rt_instance.dat", "v6_from_v7zstd_instance.dat" })
    void aBufferInstanceIsATraceOfItsOwn(String name) throws IOException {
        Path dat = TraceDatSamples.sample(name);
        List<String> report = TraceDatSamples.expected(dat);
        long top = report.stream().skip(1).filter(l -> !l.startsWith("inst1: ")).count(); //$NON-NLS-1$
        List<String> instance = report.stream().filter(l -> l.startsWith("inst1: ")).toList(); //$NON-NLS-1$
        assertTrue(top > 1000 && instance.size() > 1000, top + " + " + instance.size());
        TraceFile file = TraceFiles.readWith(new TraceDatReaderFactory(), dat);
        assertEquals(2, file.getContents().size());
        LatencyTrace first = (LatencyTrace) file.getContents().get(0);
        LatencyTrace second = (LatencyTrace) file.getContents().get(1);
        assertEquals(top, first.getStepCount());
        assertEquals(instance.size(), second.getStepCount());
        assertEquals(top + 1, second.getFirstLine());
        assertEquals(top + instance.size(), second.getLastLine());
        assertEquals(top + instance.size(), file.getLinesUsed());
        assertTrue(file.getDiagnostics().stream().anyMatch(d -> d.getLine() == top + 1
                && d.getReason().startsWith("Buffer instance inst1: events " + (top + 1) + " to ")), //$NON-NLS-1$ //$NON-NLS-2$
                file.getDiagnostics().toString());
        StepCursor c = TraceSets.steps(second);
        for (int i = 0; i < second.getStepCount(); i++) {
            c.moveTo(i);
            String line = instance.get(i);
            String at = name + " instance step " + i; //$NON-NLS-1$
            assertTrue(line.contains(" " + c.eventName() + ": "), at + ": " + line); //$NON-NLS-1$ //$NON-NLS-2$
            assertTrue(c.payload() == null || line.endsWith(c.payload()), at + ": " + line);
            assertTrue(line.contains("[" + String.format("%03d", c.cpu()) + "]"), at + ": " + line); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        }
    }

    @ParameterizedTest
    @ValueSource(strings = { "v6_sched_4cpu_kernel-monitor-framework.dat", "v7zstd_6.1rt_events.dat",
            "v7zstd_6.1rt_timerlat.dat" })
    void stepsAreThoseOfTheReportText(String name) throws IOException {
        Path dat = TraceDatSamples.sample(name);
        Path text = tmp.resolve(name + ".report"); //$NON-NLS-1$
        Files.writeString(text, String.join("\n", TraceDatSamples.expected(dat)) + "\n", StandardCharsets.ISO_8859_1); //$NON-NLS-1$ //$NON-NLS-2$
        TraceFile fromDat = TraceFiles.readWith(new TraceDatReaderFactory(), dat);
        TraceFile fromText = TraceFiles.readWith(new FtraceReaderFactory(), text);
        // what cannot be paired is said alike (a capture ends on wakeups whose switches it does not hold)
        assertEquals(fromText.getDiagnostics().stream().map(ParseDiagnostic::getReason).toList(),
                fromDat.getDiagnostics().stream().map(ParseDiagnostic::getReason).toList());
        assertTrue(fromDat.getDiagnostics().stream().allMatch(x -> DiagnosticCode.of(x) == DiagnosticCode.UNPAIRED_EVENTS));
        LatencyTrace d = only(fromDat);
        LatencyTrace t = only(fromText);
        assertEquals(t.getStepCount(), d.getStepCount());
        assertEquals(d.getStepCount(), fromDat.getLinesUsed());
        StepCursor a = TraceSets.steps(d);
        StepCursor b = TraceSets.steps(t);
        for (int i = 0; i < d.getStepCount(); i++) {
            a.moveTo(i);
            b.moveTo(i);
            String at = name + " step " + i; //$NON-NLS-1$
            assertEquals(StepKind.EVENT, a.kind(), at);
            assertEquals(b.cpu(), a.cpu(), at);
            assertEquals(b.pid(), a.pid(), at);
            assertEquals(b.comm(), a.comm(), at);
            assertEquals(b.eventName(), a.eventName(), at);
            assertEquals(b.payload(), a.payload(), at);
            assertEquals(b.timeNs(), (a.timeNs() + 500) / 1000 * 1000, at); // the text has microseconds
            assertEquals(b.deltaNs(), a.deltaNs(), 1_000, at + " delta, derived per CPU alike");
            assertEquals(5, a.flagsText().length(), at);
        }
    }

    @Test
    void flagsAndKernelReleaseComeFromTheFile() throws IOException {
        TraceFile file = TraceFiles.readWith(new TraceDatReaderFactory(), TraceDatSamples.sample("v7zstd_6.1rt_events.dat")); //$NON-NLS-1$
        LatencyTrace trace = only(file);
        assertEquals("6.1.0-57-rt-amd64", trace.getHeader().getKernelRelease()); //$NON-NLS-1$
        assertEquals(2, trace.getHeader().getCpuCount());
        StepCursor first = TraceSets.steps(trace).moveTo(0);
        assertEquals("hrtimer_expire_entry", first.eventName()); //$NON-NLS-1$
        assertEquals(60_985_361_000L, (first.timeNs() + 500) / 1000 * 1000);
        assertEquals('h', first.flagsText().charAt(2), first.flagsText()); // in the timer interrupt
        assertEquals('d', first.flagsText().charAt(0), first.flagsText());
    }

    @Test
    void latencyTracerTextIsReadAsALatencyTrace() throws IOException {
        TraceFile file = TraceFiles.readWith(new TraceDatReaderFactory(), TraceDatSamples.sample("v7zstd_6.1rt_wakeup_rt.dat")); //$NON-NLS-1$
        LatencyTrace trace = only(file);
        assertEquals("wakeup_rt", trace.getHeader().getTracer()); //$NON-NLS-1$
        assertEquals(2556, trace.getHeader().getLatencyUs());
        assertEquals(111, trace.getStepCount());
        assertEquals("ktimers/0", trace.getHeader().getTaskComm()); //$NON-NLS-1$
    }

    @Test
    void detectedByMagicAlsoInsideAnArchive() throws IOException {
        Path zip = tmp.resolve("traces.zip"); //$NON-NLS-1$
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            out.putNextEntry(new ZipEntry("run1/trace.dat")); //$NON-NLS-1$
            Files.copy(TraceDatSamples.sample("v6_sched_1cpu_tutorial3LabSisop.dat"), (OutputStream) out); //$NON-NLS-1$
            out.closeEntry();
        }
        Path plain = tmp.resolve("renamed.bin"); //$NON-NLS-1$
        Files.copy(TraceDatSamples.sample("v7zstd_6.1rt_osnoise.dat"), plain); //$NON-NLS-1$
        try (InstalledTraceFormats installed = new InstalledTraceFormats(TraceDatModelTest.class)) {
            List<TraceFile> files = new TraceSetReader(installed.registry(), 2).read(List.of(zip, plain), "dat") //$NON-NLS-1$
                    .getFiles();
            assertEquals(2, files.size());
            for (TraceFile f : files) {
                assertEquals(TraceDatReaderFactory.FORMAT_ID, f.getFormatId(), f.getPath());
                assertEquals(List.of(), f.getDiagnostics(), f.getPath());
            }
            TraceFile inZip = files.stream().filter(f -> f.getPath().contains("!/")).findFirst().orElseThrow(); //$NON-NLS-1$
            assertEquals(102, only(inZip).getStepCount());
            assertTrue(inZip.getSize() > 1_000_000, Long.toString(inZip.getSize()));
            TraceFile renamed = files.stream().filter(f -> f.getPath().endsWith("renamed.bin")).findFirst().orElseThrow(); //$NON-NLS-1$
            assertEquals(6, only(renamed).getStepCount());
        }
    }
}
