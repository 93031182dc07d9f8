// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;

/** Creates readers of the {@code rtla} format (timerlat/osnoise top and hist output). */
public final class RtlaReaderFactory implements TraceReaderFactory {

    /** The format id. */
    public static final String FORMAT_ID = "rtla"; //$NON-NLS-1$

    @Override
    public TraceReader create() {
        return new RtlaReader();
    }
}
