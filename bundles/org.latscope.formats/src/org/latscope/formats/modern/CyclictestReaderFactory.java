// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;

/** Creates readers of the {@code cyclictest} format (histograms and summaries). */
public final class CyclictestReaderFactory implements TraceReaderFactory {

    /** The format id. */
    public static final String FORMAT_ID = "cyclictest"; //$NON-NLS-1$

    @Override
    public TraceReader create() {
        return new CyclictestReader();
    }
}
