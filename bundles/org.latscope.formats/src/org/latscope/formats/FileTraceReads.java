// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.latscope.formats.internal.Diagnostics;
import org.latscope.formats.internal.ExpansionLimit;
import org.latscope.formats.internal.FileReadContext;
import org.latscope.formats.internal.MemoryGuard;
import org.latscope.formats.internal.Messages;
import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.FileTraceReader;
import org.latscope.model.Severity;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * The binary formats of a {@link TraceSetReader}, whose readers read their file themselves
 * ({@link FileTraceReader}, trace.dat): which of them a head is, and reading one from the plain
 * file or from a temporary copy of an archive entry or decompressed stream.
 */
final class FileTraceReads {

    private final TraceFormatRegistry registry;

    FileTraceReads(TraceFormatRegistry registry) {
        this.registry = registry;
    }

    /** @return the binary format, read from the file itself, whose probe is surest of the head, or null */
    TraceFormat formatOf(FileHead head) {
        TraceFormat best = null;
        int confidence = 0;
        for (TraceFormat format : registry.formats()) {
            try {
                if (!(format.readerFactory().create() instanceof FileTraceReader)) {
                    continue;
                }
                int c = format.probe().confidence(head);
                if (c > confidence) {
                    best = format;
                    confidence = c;
                }
            } catch (RuntimeException e) {
                // a contributed format that fails is no candidate
            }
        }
        return best;
    }

    /**
     * Reads a binary format from its file: the plain file itself, or a temporary copy of an
     * archive entry or decompressed stream, deleted after. Events (or whatever units the format
     * counts) stand for lines.
     */
    void read(TraceFormat format, TraceFile file, InputStream whole, ExpansionLimit.Counter counted, Path source,
            TraceSet set, BooleanSupplier canceled, Consumer<TraceContent> finished, boolean wantsSteps) throws IOException {
        file.setFormatId(format.id());
        FileReadContext context = new FileReadContext(file, set, canceled, finished).wantingSteps(wantsSteps);
        Path copy = null;
        try {
            Path target = source;
            if (target == null) {
                copy = Files.createTempFile("latscope-", ".bin"); //$NON-NLS-1$ //$NON-NLS-2$
                Files.copy(whole, copy, StandardCopyOption.REPLACE_EXISTING);
                target = copy;
            }
            long size = Files.size(target);
            ((FileTraceReader) format.readerFactory().create()).read(target, context);
            if (source != null) {
                counted.skip(Long.MAX_VALUE); // the reader read the file itself: progress passes over it
            }
            file.setSize(size);
        } catch (OutOfMemoryError e) {
            TraceSetReader.diagnostic(file, Severity.ERROR, Messages.format("memory.stopped", MemoryGuard.maxMegabytes(), //$NON-NLS-1$
                    context.usedCount()));
        } catch (IOException e) {
            context.diagnostic(0, 0, Diagnostics.readError(e), Severity.ERROR, null);
        } catch (TraceSetReader.ActionFailed e) {
            throw e;
        } catch (RuntimeException e) {
            context.diagnostic(0, 0, Messages.format("reader.failed", String.valueOf(e)), Severity.ERROR, null); //$NON-NLS-1$
        } finally {
            if (copy != null) {
                Files.deleteIfExists(copy);
            }
        }
        context.finish(context.usedCount());
    }
}
