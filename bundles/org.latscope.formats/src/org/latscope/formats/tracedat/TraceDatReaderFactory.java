// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat;

import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;

/** Creates readers of trace-cmd's trace.dat. */
public final class TraceDatReaderFactory implements TraceReaderFactory {

    /** The format id. */
    public static final String FORMAT_ID = "trace-dat"; //$NON-NLS-1$

    @Override
    public TraceReader create() {
        return new TraceDatReader();
    }
}
