// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.formats.spi.TraceReader;
import org.latscope.formats.spi.TraceReaderFactory;

/**
 * The {@code latency-hist} format: bucket count histograms such as /proc/latency_hist. Reads with {@link ClassicTextReader}.
 */
public final class LatencyHistFormat implements TraceFormatProbe, TraceReaderFactory {

    /** The format id. */
    public static final String ID = "latency-hist"; //$NON-NLS-1$

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return confidence(new FileHead(head, length, fileName));
    }

    @Override
    public int confidence(FileHead head) {
        return ClassicHead.of(head).latencyHist();
    }

    /** @return the most {@link ClassicHead#latencyHist()} gives */
    @Override
    public int maxConfidence() {
        return 88;
    }

    @Override
    public TraceReader create() {
        return new ClassicTextReader();
    }
}
