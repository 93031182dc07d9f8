// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.spi;

/**
 * Creates the reader of one format. Contributed through the extension point
 * {@code org.latscope.formats.traceFormats}; implementations need a public no-argument
 * constructor and must be safe to call from several threads.
 */
@FunctionalInterface
public interface TraceReaderFactory {

    /** @return a new reader for exactly one file; readers are not shared between files */
    TraceReader create();
}
