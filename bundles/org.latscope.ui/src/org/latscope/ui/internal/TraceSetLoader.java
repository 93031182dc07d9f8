// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.latscope.model.TraceSet;

/** Reads a folder, file or archive into a trace set; runs in a Job, never on the UI thread. */
@FunctionalInterface
public interface TraceSetLoader {

    TraceSet load(Path path, IProgressMonitor monitor) throws IOException;
}
