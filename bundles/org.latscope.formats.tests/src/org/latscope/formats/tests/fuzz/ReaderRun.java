// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.fuzz;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;

import org.latscope.formats.internal.ByteLineReader;
import org.latscope.formats.internal.FileReadContext;
import org.latscope.formats.internal.MailCleanup;
import org.latscope.formats.internal.StreamLineSource;
import org.latscope.formats.spi.FileTraceReader;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;
import org.latscope.model.ParseDiagnostic;

/**
 * Runs one reader over one input as the product does (mail cleanup decided from the head, the
 * product's line source and read context), without the framework's safety net: what the reader
 * throws is kept. Checks the fuzz properties on the outcome.
 */
public final class ReaderRun {

    /** Time bound: a fixed part for warm-up and collection pauses ... */
    public static final long BASE_NANOS = 2_000_000_000L;

    /** ... and a part per input byte (about 1,000 times what the readers need). */
    public static final long NANOS_PER_BYTE = 1_000;

    /** Memory bound: bytes allocated while reading, a fixed part ... */
    public static final long BASE_ALLOCATION = 256L << 20;

    /** ... and a part per input byte. */
    public static final long ALLOCATION_PER_BYTE = 200;

    private static final Method ALLOCATED = allocatedBytesMethod();

    /**
     * What one run gave.
     *
     * @param escaped what the reader threw (as text with its stack), or null
     * @param nanos the time the read took
     * @param allocated the bytes the reading thread allocated, -1 when unknown
     * @param physicalLines the lines of the input
     * @param unaccounted lines neither read nor named in a diagnostic
     * @param firstUnaccounted the first of them, or 0
     * @param keptDiagnostics the diagnostics kept in the model
     * @param longestText the longest diagnostic text kept
     */
    public record Outcome(String escaped, long nanos, long allocated, int physicalLines, long unaccounted,
            int firstUnaccounted, int keptDiagnostics, int longestText) {

        /**
         * @param size the input's size in bytes
         * @return the broken properties, or an empty string
         */
        public String violations(long size) {
            StringBuilder out = new StringBuilder();
            if (escaped != null) {
                out.append("an exception escaped the reader: ").append(escaped).append('\n');
            }
            if (nanos > BASE_NANOS + NANOS_PER_BYTE * size) {
                out.append("took ").append(nanos / 1_000_000).append(" ms for ").append(size).append(" bytes\n");
            }
            if (allocated > BASE_ALLOCATION + ALLOCATION_PER_BYTE * size) {
                out.append("allocated ").append(allocated >> 20).append(" MB for ").append(size).append(" bytes\n");
            }
            if (unaccounted > 0) {
                out.append(unaccounted).append(" of ").append(physicalLines)
                        .append(" lines neither read nor named in a diagnostic, the first is line ")
                        .append(firstUnaccounted).append('\n');
            }
            if (keptDiagnostics > FileReadContext.MAX_DIAGNOSTICS + 1 || longestText > 200) {
                out.append("diagnostics not bounded: ").append(keptDiagnostics).append(" kept, text of ")
                        .append(longestText).append(" characters\n");
            }
            return out.toString();
        }
    }

    private ReaderRun() {
    }

    /**
     * @param factory the reader's factory
     * @param input the whole input
     * @return the outcome; never throws for what the reader does
     */
    public static Outcome run(TraceReaderFactory factory, byte[] input) {
        TraceReader reader = factory.create();
        if (reader instanceof FileTraceReader binary) {
            return runFile(binary, input);
        }
        RecordingContext context = new RecordingContext("fuzz.txt");
        MailCleanup cleanup = MailCleanup.detect(input, Math.min(input.length, TraceFormatProbe.MAX_HEAD));
        StreamLineSource lines = new StreamLineSource(
                new ByteLineReader(new ByteArrayInputStream(input), StreamLineSource.MAX_LINE), context, cleanup,
                context::isCanceled);
        String escaped = null;
        long allocatedBefore = allocated();
        long start = System.nanoTime();
        try {
            reader.read(lines, context);
        } catch (Throwable t) { // everything: the property is that nothing escapes
            StringWriter text = new StringWriter();
            t.printStackTrace(new PrintWriter(text));
            escaped = text.toString();
        }
        try {
            while (lines.next()) {
                // lines the reader left: counted, and so unaccounted
            }
        } catch (IOException e) {
            escaped = escaped == null ? "IOException from a byte array: " + e : escaped;
        }
        long nanos = System.nanoTime() - start;
        long allocatedAfter = allocated();
        context.delegate().finish(lines.physicalLines());
        int physical = lines.physicalLines();
        int longest = context.file().getDiagnostics().stream()
                .mapToInt(d -> d.getText() == null ? 0 : d.getText().length()).max().orElse(0);
        return new Outcome(escaped, nanos, allocatedBefore < 0 ? -1 : allocatedAfter - allocatedBefore, physical,
                context.unaccounted(physical), context.firstUnaccounted(physical),
                context.file().getDiagnostics().size(), longest);
    }

    /**
     * A binary format's reader reads the input as a file; it has no lines, so only the properties
     * of exceptions, time, memory and diagnostics apply.
     */
    private static Outcome runFile(FileTraceReader reader, byte[] input) {
        RecordingContext context = new RecordingContext("fuzz.dat"); //$NON-NLS-1$
        String escaped = null;
        long allocatedBefore = allocated();
        long start = System.nanoTime();
        Path file = null;
        try {
            file = Files.createTempFile("latscope-fuzz-", ".dat"); //$NON-NLS-1$ //$NON-NLS-2$
            Files.write(file, input);
            start = System.nanoTime();
            reader.read(file, context);
        } catch (Throwable t) { // everything: the property is that nothing escapes
            StringWriter text = new StringWriter();
            t.printStackTrace(new PrintWriter(text));
            escaped = text.toString();
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) {
                    // a temporary file left behind
                }
            }
        }
        long nanos = System.nanoTime() - start;
        long allocatedAfter = allocated();
        int longest = 0;
        for (ParseDiagnostic d : context.file().getDiagnostics()) {
            longest = Math.max(longest, d.getText() == null ? 0 : d.getText().length());
        }
        return new Outcome(escaped, nanos, allocatedBefore < 0 ? -1 : allocatedAfter - allocatedBefore, 0, 0, 0,
                context.file().getDiagnostics().size(), longest);
    }

    /** @return a short name of a reader factory for reports and file names */
    public static String name(TraceReaderFactory factory) {
        return factory.getClass().getSimpleName();
    }

    private static long allocated() {
        if (ALLOCATED == null) {
            return -1;
        }
        try {
            return (long) ALLOCATED.invoke(ManagementFactory.getThreadMXBean(), Thread.currentThread().threadId());
        } catch (ReflectiveOperationException | RuntimeException e) {
            return -1;
        }
    }

    /** com.sun.management.ThreadMXBean#getThreadAllocatedBytes(long), through its public interface. */
    private static Method allocatedBytesMethod() {
        try {
            Class<?> bean = Class.forName("com.sun.management.ThreadMXBean", false, ClassLoader.getPlatformClassLoader());
            return bean.isInstance(ManagementFactory.getThreadMXBean()) ? bean.getMethod("getThreadAllocatedBytes", long.class)
                    : null;
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
