// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;

/** Creates readers of the {@code perf-script} format ({@code perf script} and {@code perf sched script} text). */
public final class PerfScriptReaderFactory implements TraceReaderFactory {

    /** The format id. */
    public static final String FORMAT_ID = "perf-script"; //$NON-NLS-1$

    @Override
    public TraceReader create() {
        return new PerfScriptReader();
    }
}
