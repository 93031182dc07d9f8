// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.latscope.formats.TraceSetReader.WhenRead;
import org.latscope.model.TraceSet;

/** Reads a folder, file or archive into a trace set; runs in a Job, never on the UI thread. */
@FunctionalInterface
public interface TraceSetLoader {

    /**
     * @param path a folder, file or archive
     * @param monitor progress and cancel
     * @param whenRead called on the reading thread with each file as soon as it is read
     * @return the trace set
     * @throws IOException when the path cannot be read at all
     */
    TraceSet load(Path path, IProgressMonitor monitor, WhenRead whenRead) throws IOException;
}
