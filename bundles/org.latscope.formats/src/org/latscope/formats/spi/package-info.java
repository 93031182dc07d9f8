// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
/**
 * The service provider interface of trace formats. A format contributes a
 * {@link org.latscope.formats.spi.TraceFormatProbe} (how sure it is, from a file's first
 * bytes, that it can read the file) and a {@link org.latscope.formats.spi.TraceReaderFactory}
 * (a fresh {@link org.latscope.formats.spi.TraceReader} per file). Readers are plain Java:
 * they pull decoded, transport-cleaned lines from a {@link org.latscope.formats.spi.LineSource}
 * and fill the {@link org.latscope.model.TraceFile} of their
 * {@link org.latscope.formats.spi.ReadContext}; they need neither OSGi nor a workbench.
 *
 * <pre>
 *   file bytes --probe(head)--> confidence 0..100        (every installed format)
 *   file bytes --decode, cleanup--> LineSource --reader--> TraceFile.contents
 *                                                   \--> ReadContext.diagnostic(...)
 * </pre>
 */
package org.latscope.formats.spi;
