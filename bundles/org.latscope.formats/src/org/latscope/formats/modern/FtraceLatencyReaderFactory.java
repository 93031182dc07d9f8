// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;

/** Creates readers of the {@code ftrace-latency} format (ftrace's latency format). */
public final class FtraceLatencyReaderFactory implements TraceReaderFactory {

    /** The format id. */
    public static final String FORMAT_ID = "ftrace-latency"; //$NON-NLS-1$

    @Override
    public TraceReader create() {
        return FtraceTextReader.latencyFormat();
    }
}
