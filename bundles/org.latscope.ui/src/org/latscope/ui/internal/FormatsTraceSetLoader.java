// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.formats.TraceSetReader.WhenRead;
import org.latscope.model.TraceSet;

/**
 * Loads trace sets with the installed trace formats, reading files in parallel on every core.
 * The formats are the {@link InstalledTraceFormats}: the shared service's, kept current.
 */
public final class FormatsTraceSetLoader implements TraceSetLoader, AutoCloseable {

    private final InstalledTraceFormats formats = new InstalledTraceFormats(FormatsTraceSetLoader.class);

    @Override
    public TraceSet load(Path path, IProgressMonitor monitor, WhenRead whenRead) throws IOException {
        try {
            TraceSetReader reader = new TraceSetReader(formats.registry(), Runtime.getRuntime().availableProcessors(),
                    whenRead);
            Path name = path.getFileName();
            // progress in bytes, a sub-task per file; a cancel stops the read mid-file
            TraceSet set = reader.read(List.of(path), name == null ? path.toString() : name.toString(), monitor);
            if (monitor.isCanceled()) {
                throw new OperationCanceledException();
            }
            return set;
        } finally {
            monitor.done();
        }
    }

    /** @return whether the formats come from the service (false: read by this loader) */
    public boolean usesService() {
        return formats.fromService();
    }

    @Override
    public void close() {
        formats.close();
    }
}
