// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.RegistryFactory;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceSet;

/**
 * Loads trace sets with the installed trace formats (the extension registry), reading files
 * in parallel on every core. One per view: it tracks formats added and removed while open.
 */
public final class FormatsTraceSetLoader implements TraceSetLoader, AutoCloseable {

    private final ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry());

    @Override
    public TraceSet load(Path path, IProgressMonitor monitor) throws IOException {
        try {
            TraceSetReader reader = new TraceSetReader(formats.registry(), Runtime.getRuntime().availableProcessors());
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

    @Override
    public void close() {
        formats.close();
    }
}
