// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.latscope.formats.internal.ByteLineReader;
import org.latscope.formats.internal.Diagnostics;
import org.latscope.formats.internal.FileReadContext;
import org.latscope.formats.internal.Messages;
import org.latscope.formats.internal.StreamLineSource;
import org.latscope.formats.internal.TransportCleanup;
import org.latscope.formats.spi.FileTraceReader;
import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.Severity;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;

/**
 * Reads single files with a given reader, without the extension registry: for unit tests
 * of readers and for benchmarks.
 */
public final class TraceFiles {

    private TraceFiles() {
    }

    /**
     * Reads {@code path} with a reader of {@code factory} into a new trace set.
     *
     * @param factory the reader factory
     * @param path a plain (not compressed) file
     * @return the filled file, contained in a new trace set; never throws for bad content
     * @throws IOException when the file cannot be opened
     */
    public static TraceFile readWith(TraceReaderFactory factory, Path path) throws IOException {
        TraceSet set = TraceSets.create(path.getFileName().toString());
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath(path.getFileName().toString());
        file.setSize(Files.size(path));
        file.setLastModified(Files.getLastModifiedTime(path).toMillis());
        set.getFiles().add(file);
        TraceReader reader = factory.create();
        if (reader instanceof FileTraceReader binary) {
            FileReadContext context = new FileReadContext(file, set, () -> Thread.currentThread().isInterrupted());
            try {
                binary.read(path, context);
            } catch (RuntimeException e) {
                context.diagnostic(0, 0, Messages.format("reader.failed", String.valueOf(e)), Severity.ERROR, null); //$NON-NLS-1$
            }
            context.finish(context.usedCount());
            return file;
        }
        try (InputStream in = Files.newInputStream(path)) {
            read(reader, in, file, set, TransportCleanup.NONE);
        }
        return file;
    }

    /**
     * Reads one stream into {@code file}. Failures of the reader or of the stream become
     * diagnostics; what was read before stays in the file.
     *
     * @param reader the reader
     * @param in the decompressed content, not closed here
     * @param file the file to fill
     * @param set its trace set
     * @param cleanup the transport cleanup for this file
     */
    static void read(TraceReader reader, InputStream in, TraceFile file, TraceSet set, TransportCleanup cleanup) {
        read(reader, in, file, set, cleanup, () -> Thread.currentThread().isInterrupted());
    }

    /**
     * Reads one stream into {@code file}, stopping early when {@code canceled} says so.
     *
     * @param reader the reader
     * @param in the decompressed content, not closed here
     * @param file the file to fill
     * @param set its trace set
     * @param cleanup the transport cleanup for this file
     * @param canceled tells when to stop reading
     */
    static void read(TraceReader reader, InputStream in, TraceFile file, TraceSet set, TransportCleanup cleanup,
            BooleanSupplier canceled) {
        read(reader, new ByteLineReader(in, StreamLineSource.MAX_LINE), file, set, cleanup, canceled, content -> {
            // nobody listens
        });
    }

    /**
     * Reads one stream into {@code file}, stopping early when {@code canceled} says so and
     * telling {@code finished} of each content the reader completes.
     *
     * @param reader the reader
     * @param bytes the decompressed content's lines, of at most {@link StreamLineSource#MAX_LINE}
     *        bytes kept; its stream is not closed here
     * @param file the file to fill
     * @param set its trace set
     * @param cleanup the transport cleanup for this file
     * @param canceled tells when to stop reading
     * @param finished see {@link org.latscope.formats.spi.ReadContext#finished}
     * @return whether the reader ran out of memory: what it had added stays, the rest of the file
     *         is not read, and the caller says so
     */
    static boolean read(TraceReader reader, ByteLineReader bytes, TraceFile file, TraceSet set,
            TransportCleanup cleanup, BooleanSupplier canceled, Consumer<TraceContent> finished) {
        FileReadContext context = new FileReadContext(file, set, canceled, finished);
        StreamLineSource lines = new StreamLineSource(bytes, context, cleanup, context::isCanceled);
        try {
            reader.read(lines, context);
        } catch (OutOfMemoryError e) {
            // The reader's own allocation failed, past the memory guard (a reader that stopped for
            // memory then built the table of its million reports): what it was building is garbage
            // now, and the file keeps what was added before, as when the guard stops a read.
            context.finish(lines.physicalLines());
            return true;
        } catch (TraceSetReader.ActionFailed e) {
            throw e; // the caller's action failed, not the reader
        } catch (IOException e) {
            context.diagnostic(lines.physicalLines(), 0, Diagnostics.readError(e),
                    Severity.ERROR, null);
        } catch (RuntimeException | StackOverflowError e) {
            context.diagnostic(lines.lineNumber(), 0, Messages.format("reader.failed", String.valueOf(e)), //$NON-NLS-1$
                    Severity.ERROR, lines.line());
        }
        drain(lines, context);
        context.finish(lines.physicalLines());
        return false;
    }

    /** Reads what the reader left, so that {@code linesRead} counts the whole file. */
    private static void drain(StreamLineSource lines, FileReadContext context) {
        try {
            while (lines.next()) {
                // only counted
            }
        } catch (IOException e) {
            context.diagnostic(lines.physicalLines(), 0, Diagnostics.readError(e),
                    Severity.ERROR, null);
        }
    }
}
