// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;

/** Creates readers of the {@code perf-sched} format ({@code perf sched latency} tables). */
public final class PerfSchedReaderFactory implements TraceReaderFactory {

    /** The format id. */
    public static final String FORMAT_ID = "perf-sched"; //$NON-NLS-1$

    @Override
    public TraceReader create() {
        return new PerfSchedReader();
    }
}
